import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { BannerEditPage } from '@/features/marketing-admin';

export const generateMetadata = backofficePageMetadata('Editar banner');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <SectionGate section="banners">
      <BannerEditPage id={id} />
    </SectionGate>
  );
}
