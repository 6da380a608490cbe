import { AuctioneerLinksPage, SectionGate } from '@/features/backoffice';

export default function Page() {
  return (
    <SectionGate section="leiloeiros">
      <AuctioneerLinksPage />
    </SectionGate>
  );
}
