import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { ListingAdminPage } from '@/features/catalogue-admin';

export const generateMetadata = backofficePageMetadata('Evento do catálogo');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <SectionGate section="catalogo">
      <ListingAdminPage listingId={id} />
    </SectionGate>
  );
}
