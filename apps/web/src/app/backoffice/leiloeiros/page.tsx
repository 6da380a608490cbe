import { backofficePageMetadata } from '@/app/backoffice/staff-access';
import { AuctioneerLinksPage, SectionGate } from '@/features/backoffice';

export const generateMetadata = backofficePageMetadata('Leiloeiros');

export default function Page() {
  return (
    <SectionGate section="leiloeiros">
      <AuctioneerLinksPage />
    </SectionGate>
  );
}
