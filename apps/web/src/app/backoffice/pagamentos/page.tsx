import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { PaymentQueuePage, PendingChargesPanel, PixReturnsPanel, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Pagamentos');

export default function Page() {
  return (
    <SectionGate section="pagamentos">
      <div className="space-y-8">
        <PaymentQueuePage />
        <PendingChargesPanel />
        <PixReturnsPanel />
      </div>
    </SectionGate>
  );
}
