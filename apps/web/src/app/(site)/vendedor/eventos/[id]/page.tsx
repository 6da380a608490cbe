import type { Metadata } from 'next';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { SellerEventPage } from '@/features/seller';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Evento · Área do vendedor',
  path: '/vendedor',
  noIndex: true,
});

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await redirectUnlessSignedIn(`/vendedor/eventos/${encodeURIComponent(id)}`);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <SellerEventPage eventId={id} />
    </div>
  );
}
