import { OutboxPageView, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="caixa-de-saida">
      <OutboxPageView />
    </SectionGate>
  );
}
