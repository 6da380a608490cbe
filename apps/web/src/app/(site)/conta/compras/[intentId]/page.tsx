import type { Metadata } from 'next';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { PurchasePage } from '@/features/purchases';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Minha compra', path: '/conta', noIndex: true });

export default async function Page({ params }: { params: Promise<{ intentId: string }> }) {
  const { intentId } = await params;
  await redirectUnlessSignedIn(`/conta/compras/${encodeURIComponent(intentId)}`);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <PurchasePage intentId={intentId} />
    </div>
  );
}
