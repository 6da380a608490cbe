import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { CampaignListPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Campanhas de newsletter');

export default function Page() {
  return (
    <SectionGate section="campanhas">
      <CampaignListPage />
    </SectionGate>
  );
}
