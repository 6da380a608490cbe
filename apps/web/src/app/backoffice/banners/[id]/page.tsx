import { backofficeRecordPage, type RecordPageProps } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { BannerEditPage, bannerPath } from '@/features/marketing-admin';

const record = backofficeRecordPage('Editar banner', 'id', bannerPath);

export const generateMetadata = record.generateMetadata;

export default async function Page({ params }: RecordPageProps<'id'>) {
  const id = await record.recordId(params);
  return (
    <SectionGate section="banners">
      <BannerEditPage id={id} />
    </SectionGate>
  );
}
