import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { RefundQueuePage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Reembolsos');

export default function Page() {
  return (
    <SectionGate section="reembolsos">
      <RefundQueuePage />
    </SectionGate>
  );
}
