import type { Metadata } from 'next';
import Link from '@/components/navigation/link';
import { redirectUnlessSignedIn } from '@/features/auth/server';
import { MyOffersPage } from '@/features/offers';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Minhas ofertas',
  path: '/conta/ofertas',
  noIndex: true,
});

export default async function Page() {
  await redirectUnlessSignedIn('/conta/ofertas');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link href="/conta" className="text-brand-800 hover:underline">
          Minha conta
        </Link>{' '}
        / Ofertas
      </p>
      <h1 className="mb-6 font-bold text-2xl text-ink sm:text-3xl">Minhas ofertas</h1>
      <MyOffersPage />
    </div>
  );
}
