import { SectionGate } from '@/features/backoffice';
import { BannersListPage } from '@/features/marketing-admin';

export default function Page() {
  return (
    <SectionGate section="banners">
      <BannersListPage />
    </SectionGate>
  );
}
