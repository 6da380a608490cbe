import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { CampaignComposePage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Nova campanha');

export default function Page() {
  return (
    <SectionGate section="campanhas">
      <CampaignComposePage />
    </SectionGate>
  );
}
