import { backofficeRecordMetadata, requireBackofficeRecord } from '@/app/backoffice/staff-access';
import { CampaignDetailPage, campaignPath, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficeRecordMetadata('Campanha de newsletter', 'id', campaignPath);

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireBackofficeRecord(id, campaignPath);
  return (
    <SectionGate section="campanhas">
      <CampaignDetailPage id={id} />
    </SectionGate>
  );
}
