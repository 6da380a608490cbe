import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { CampaignEditPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Editar campanha');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <SectionGate section="campanhas">
      <CampaignEditPage id={id} />
    </SectionGate>
  );
}
