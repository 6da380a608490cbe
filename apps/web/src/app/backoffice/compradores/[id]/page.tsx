import { backofficeRecordPage, type RecordPageProps } from '@/app/backoffice/staff-access';
import { BuyerAdmin, SectionGate, staffBuyerPath } from '@/features/backoffice';

const record = backofficeRecordPage('Comprador', 'id', staffBuyerPath);

export const generateMetadata = record.generateMetadata;

export default async function Page({ params }: RecordPageProps<'id'>) {
  const id = await record.recordId(params);
  return (
    <SectionGate section="compradores">
      <BuyerAdmin buyerId={id} />
    </SectionGate>
  );
}
