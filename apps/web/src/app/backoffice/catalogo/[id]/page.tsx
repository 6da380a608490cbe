import { backofficeRecordMetadata, requireBackofficeRecord } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { ListingAdminPage, listingPath } from '@/features/catalogue-admin';

export const generateMetadata = backofficeRecordMetadata('Evento do catálogo', 'id', listingPath);

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireBackofficeRecord(id, listingPath);
  return (
    <SectionGate section="catalogo">
      <ListingAdminPage listingId={id} />
    </SectionGate>
  );
}
