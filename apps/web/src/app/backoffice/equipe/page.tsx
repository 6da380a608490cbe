import { SectionGate, StaffManagementPage } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="equipe">
      <StaffManagementPage />
    </SectionGate>
  );
}
