import { backofficeRecordPage, type RecordPageProps } from '@/app/backoffice/staff-access';
import { CampaignEditPage, campaignPath, SectionGate } from '@/features/backoffice';

const record = backofficeRecordPage('Editar campanha', 'id', campaignPath);

export const generateMetadata = record.generateMetadata;

export default async function Page({ params }: RecordPageProps<'id'>) {
  const id = await record.recordId(params);
  return (
    <SectionGate section="campanhas">
      <CampaignEditPage id={id} />
    </SectionGate>
  );
}
