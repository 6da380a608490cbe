import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { RefundStaffPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Reembolso');

export default async function Page({ params }: { params: Promise<{ refundId: string }> }) {
  const { refundId } = await params;
  return (
    <SectionGate section="reembolsos">
      <RefundStaffPage refundId={refundId} />
    </SectionGate>
  );
}
