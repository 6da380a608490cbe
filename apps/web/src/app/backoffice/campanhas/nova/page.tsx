import { CampaignComposePage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="campanhas">
      <CampaignComposePage />
    </SectionGate>
  );
}
