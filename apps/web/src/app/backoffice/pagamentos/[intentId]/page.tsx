import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { PaymentReview, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Pagamento');

export default async function Page({ params }: { params: Promise<{ intentId: string }> }) {
  const { intentId } = await params;
  return (
    <SectionGate section="pagamentos">
      <PaymentReview intentId={intentId} />
    </SectionGate>
  );
}
