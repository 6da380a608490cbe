import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate, StaffManagementPage } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Equipe');

export default function Page() {
  return (
    <SectionGate section="equipe">
      <StaffManagementPage />
    </SectionGate>
  );
}
