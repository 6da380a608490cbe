import type { Metadata } from 'next';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { RefundRequestPage } from '@/features/refunds';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Solicitar reembolso',
  path: '/conta',
  noIndex: true,
});

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ intentId: string }>;
  searchParams: Promise<{ lote?: string }>;
}) {
  const { intentId } = await params;
  const { lote } = await searchParams;
  await redirectUnlessSignedIn(`/conta/compras/${encodeURIComponent(intentId)}/reembolso`);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <RefundRequestPage intentId={intentId} lotId={typeof lote === 'string' ? lote : null} />
    </div>
  );
}
