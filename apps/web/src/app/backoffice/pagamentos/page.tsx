import { PaymentQueuePage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="pagamentos">
      <PaymentQueuePage />
    </SectionGate>
  );
}
