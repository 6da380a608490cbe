import { backofficeRecordMetadata, requireBackofficeRecord } from '@/app/backoffice/staff-access';
import { CampaignEditPage, campaignPath, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficeRecordMetadata('Editar campanha', 'id', campaignPath);

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireBackofficeRecord(id, campaignPath);
  return (
    <SectionGate section="campanhas">
      <CampaignEditPage id={id} />
    </SectionGate>
  );
}
