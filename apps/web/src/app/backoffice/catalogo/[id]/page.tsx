import { SectionGate } from '@/features/backoffice';
import { ListingAdminPage } from '@/features/catalogue-admin';

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <SectionGate section="catalogo">
      <ListingAdminPage listingId={id} />
    </SectionGate>
  );
}
