import { RefundQueuePage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="reembolsos">
      <RefundQueuePage />
    </SectionGate>
  );
}
