// GET /listing-checkouts/[lotId]?quantidade=N
import { DIRECT_SALE_MAX_QUANTITY, listingCheckoutPath } from '@circula/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { uuidPattern } from '@/features/catalog/lib/display';
import { ListingCheckoutPage } from '@/features/direct-sale';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Revise sua compra',
  path: '/listing-checkouts',
  noIndex: true,
});

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ lotId: string }>;
  searchParams: Promise<{ quantidade?: string | string[] }>;
}) {
  const { lotId } = await params;
  if (!uuidPattern.test(lotId)) notFound();
  const asked = Number((await searchParams).quantidade);
  const quantity = Number.isInteger(asked) && asked >= 1 && asked <= DIRECT_SALE_MAX_QUANTITY ? asked : 1;
  await redirectUnlessSignedIn(listingCheckoutPath(lotId, quantity));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <ListingCheckoutPage lotId={lotId} initialQuantity={quantity} />
    </div>
  );
}
