import { backofficeRecordMetadata, requireBackofficeRecord } from '@/app/backoffice/staff-access';
import { RefundStaffPage, SectionGate } from '@/features/backoffice';
import { staffRefundPath } from '@/features/refunds';

export const generateMetadata = backofficeRecordMetadata('Reembolso', 'refundId', staffRefundPath);

export default async function Page({ params }: { params: Promise<{ refundId: string }> }) {
  const { refundId } = await params;
  await requireBackofficeRecord(refundId, staffRefundPath);
  return (
    <SectionGate section="reembolsos">
      <RefundStaffPage refundId={refundId} />
    </SectionGate>
  );
}
