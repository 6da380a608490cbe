import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { BuyerAdmin, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Comprador');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <SectionGate section="compradores">
      <BuyerAdmin buyerId={id} />
    </SectionGate>
  );
}
