import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { SectionGate } from '@/features/backoffice';
import { BannersListPage } from '@/features/marketing-admin';

export const generateMetadata = backofficePageMetadata('Banners');

export default function Page() {
  return (
    <SectionGate section="banners">
      <BannersListPage />
    </SectionGate>
  );
}
