import type { Metadata } from 'next';
import { SellerPickUps } from '@/features/fulfilment';
import { PickUpEventChooser } from '@/features/seller';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Retiradas',
  path: '/vendedor/retiradas',
  noIndex: true,
});

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ evento?: string | string[] }>;
}) {
  const { evento } = await searchParams;
  const listingId = typeof evento === 'string' && /^[0-9a-f-]{36}$/i.test(evento) ? evento : null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 font-bold text-2xl text-ink sm:text-3xl">Retiradas</h1>
      <SellerPickUps listingId={listingId} chooser={<PickUpEventChooser />} />
    </div>
  );
}
