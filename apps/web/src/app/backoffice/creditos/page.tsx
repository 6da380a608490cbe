import { CreditGrantsPage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="creditos">
      <CreditGrantsPage />
    </SectionGate>
  );
}
