import type { Metadata } from 'next';
import Link from '@/components/navigation/link';
import { SellerOffers } from '@/features/offers';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Ofertas recebidas',
  path: '/vendedor/ofertas',
  noIndex: true,
});

export default function Page() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <p className="mb-2 text-sm">
        <Link href="/vendedor" className="text-brand-800 hover:underline">
          Área do vendedor
        </Link>{' '}
        / Ofertas
      </p>
      <h1 className="mb-6 font-bold text-2xl text-ink sm:text-3xl">Ofertas recebidas</h1>
      <SellerOffers />
    </div>
  );
}
