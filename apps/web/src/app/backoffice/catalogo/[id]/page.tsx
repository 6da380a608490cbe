import { backofficeRecordPage, type RecordPageProps } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { ListingAdminPage, listingPath } from '@/features/catalogue-admin';

const record = backofficeRecordPage('Evento do catálogo', 'id', listingPath);

export const generateMetadata = record.generateMetadata;

export default async function Page({ params }: RecordPageProps<'id'>) {
  const id = await record.recordId(params);
  return (
    <SectionGate section="catalogo">
      <ListingAdminPage listingId={id} />
    </SectionGate>
  );
}
