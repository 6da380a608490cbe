import { backofficeRecordPage, type RecordPageProps } from '@/app/backoffice/staff-access';
import { CampaignDetailPage, campaignPath, SectionGate } from '@/features/backoffice';

const record = backofficeRecordPage('Campanha de newsletter', 'id', campaignPath);

export const generateMetadata = record.generateMetadata;

export default async function Page({ params }: RecordPageProps<'id'>) {
  const id = await record.recordId(params);
  return (
    <SectionGate section="campanhas">
      <CampaignDetailPage id={id} />
    </SectionGate>
  );
}
