import { backofficeRecordMetadata, requireBackofficeRecord } from '@/app/backoffice/staff-access';
import { BuyerAdmin, SectionGate, staffBuyerPath } from '@/features/backoffice';

export const generateMetadata = backofficeRecordMetadata('Comprador', 'id', staffBuyerPath);

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireBackofficeRecord(id, staffBuyerPath);
  return (
    <SectionGate section="compradores">
      <BuyerAdmin buyerId={id} />
    </SectionGate>
  );
}
