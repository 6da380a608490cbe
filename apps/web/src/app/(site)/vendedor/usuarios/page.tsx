import type { Metadata } from 'next';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { SellerTeamPage } from '@/features/seller';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Usuários · Área do vendedor',
  path: '/vendedor/usuarios',
  noIndex: true,
});

export default async function Page({ searchParams }: { searchParams: Promise<{ vendedor?: string }> }) {
  const { vendedor } = await searchParams;
  await redirectUnlessSignedIn('/vendedor/usuarios');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 font-bold text-2xl text-ink sm:text-3xl">Usuários do vendedor</h1>
      <SellerTeamPage sellerId={typeof vendedor === 'string' ? vendedor : null} />
    </div>
  );
}
