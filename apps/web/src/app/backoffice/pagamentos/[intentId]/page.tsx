import { backofficeRecordPage, type RecordPageProps } from '@/app/backoffice/staff-access';
import { PaymentReview, SectionGate, staffPaymentIntentPath } from '@/features/backoffice';

const record = backofficeRecordPage('Pagamento', 'intentId', staffPaymentIntentPath);

export const generateMetadata = record.generateMetadata;

export default async function Page({ params }: RecordPageProps<'intentId'>) {
  const intentId = await record.recordId(params);
  return (
    <SectionGate section="pagamentos">
      <PaymentReview intentId={intentId} />
    </SectionGate>
  );
}
