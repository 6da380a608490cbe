import type { Metadata } from 'next';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { PurchaseReceiptPage } from '@/features/purchases';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Recibo', path: '/conta', noIndex: true });

export default async function Page({ params }: { params: Promise<{ intentId: string }> }) {
  const { intentId } = await params;
  await redirectUnlessSignedIn(`/conta/compras/${encodeURIComponent(intentId)}/recibo`);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <PurchaseReceiptPage intentId={intentId} />
    </div>
  );
}
