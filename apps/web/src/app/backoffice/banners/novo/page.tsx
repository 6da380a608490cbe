import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { BannerEditor } from '@/features/marketing-admin';

export const generateMetadata = backofficePageMetadata('Novo banner');

export default function Page() {
  return (
    <SectionGate section="banners">
      <BannerEditor />
    </SectionGate>
  );
}
