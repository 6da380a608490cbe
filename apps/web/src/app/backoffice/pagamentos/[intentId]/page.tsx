import { backofficeRecordMetadata, requireBackofficeRecord } from '@/app/backoffice/staff-access';
import { PaymentReview, SectionGate, staffPaymentIntentPath } from '@/features/backoffice';

export const generateMetadata = backofficeRecordMetadata('Pagamento', 'intentId', staffPaymentIntentPath);

export default async function Page({ params }: { params: Promise<{ intentId: string }> }) {
  const { intentId } = await params;
  await requireBackofficeRecord(intentId, staffPaymentIntentPath);
  return (
    <SectionGate section="pagamentos">
      <PaymentReview intentId={intentId} />
    </SectionGate>
  );
}
