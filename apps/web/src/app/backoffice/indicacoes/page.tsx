import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { ReferralAdminPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Indicações');

export default function Page() {
  return (
    <SectionGate section="indicacoes">
      <ReferralAdminPage />
    </SectionGate>
  );
}
