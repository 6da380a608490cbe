import type { Metadata } from 'next';
import Link from '@/components/navigation/link';
import { SellerArea } from '@/features/seller/components/seller-area';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Área do vendedor',
  path: '/vendedor',
  noIndex: true,
});

export default function Page() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="mb-6 font-bold text-2xl text-ink sm:text-3xl">Área do vendedor</h1>
      <p className="mb-6">
        <Link href="/vendedor/ofertas" className="font-semibold text-brand-800 underline underline-offset-2">
          Ofertas recebidas nos seus lotes
        </Link>
      </p>
      <p className="mb-6">
        <Link
          href="/vendedor/retiradas/conferir"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Conferir código de retirada
        </Link>
      </p>
      <SellerArea />
    </div>
  );
}
