import { ReferralAdminPage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="indicacoes">
      <ReferralAdminPage />
    </SectionGate>
  );
}
