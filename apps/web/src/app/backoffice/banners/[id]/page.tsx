import { backofficeRecordMetadata, requireBackofficeRecord } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { BannerEditPage, bannerPath } from '@/features/marketing-admin';

export const generateMetadata = backofficeRecordMetadata('Editar banner', 'id', bannerPath);

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireBackofficeRecord(id, bannerPath);
  return (
    <SectionGate section="banners">
      <BannerEditPage id={id} />
    </SectionGate>
  );
}
