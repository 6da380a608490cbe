import { PaymentQueuePage, PendingChargesPanel, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="pagamentos">
      <div className="space-y-8">
        <PaymentQueuePage />
        <PendingChargesPanel />
      </div>
    </SectionGate>
  );
}
