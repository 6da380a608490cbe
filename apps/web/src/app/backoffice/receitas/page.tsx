import { RevenuesPage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="receitas">
      <RevenuesPage />
    </SectionGate>
  );
}
