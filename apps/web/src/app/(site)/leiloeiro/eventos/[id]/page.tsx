import type { Metadata } from 'next';
import { AuctioneerEventPage } from '@/features/auctioneer';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Evento do leiloeiro',
  path: '/leiloeiro',
  noIndex: true,
});

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <AuctioneerEventPage eventId={id} />
    </div>
  );
}
