import type { Metadata } from 'next';
import { AuctioneerEventsList } from '@/features/auctioneer';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Área do leiloeiro',
  path: '/leiloeiro',
  noIndex: true,
});

export default function Page() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 font-bold text-2xl text-ink sm:text-3xl">Área do leiloeiro</h1>
      <AuctioneerEventsList />
    </div>
  );
}
