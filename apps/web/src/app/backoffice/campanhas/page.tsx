import { CampaignListPage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="campanhas">
      <CampaignListPage />
    </SectionGate>
  );
}
