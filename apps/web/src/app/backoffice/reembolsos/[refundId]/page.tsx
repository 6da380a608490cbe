import { backofficeRecordPage, type RecordPageProps } from '@/app/backoffice/staff-access';
import { RefundStaffPage, SectionGate } from '@/features/backoffice';
import { staffRefundPath } from '@/features/refunds';

const record = backofficeRecordPage('Reembolso', 'refundId', staffRefundPath);

export const generateMetadata = record.generateMetadata;

export default async function Page({ params }: RecordPageProps<'refundId'>) {
  const refundId = await record.recordId(params);
  return (
    <SectionGate section="reembolsos">
      <RefundStaffPage refundId={refundId} />
    </SectionGate>
  );
}
