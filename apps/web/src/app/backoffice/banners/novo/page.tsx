import { SectionGate } from '@/features/backoffice';
import { BannerEditor } from '@/features/marketing-admin';

export default function Page() {
  return (
    <SectionGate section="banners">
      <BannerEditor />
    </SectionGate>
  );
}
