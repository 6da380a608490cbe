'use client';

import { SpinnerIcon } from '@/components/icons';
import Link from '@/components/navigation/link';
import { useAccount } from '@/features/buyer-application';
import { MyOffersSection } from './my-offers-section';

/** /conta/ofertas: the signed-in buyer's offers. */
export function MyOffersPage() {
  const { user, buyer, isLoading } = useAccount();
  if (isLoading || !user || buyer === undefined) {
    return (
      <p className="flex items-center gap-2 text-muted" aria-live="polite">
        <SpinnerIcon className="size-5" /> Carregando...
      </p>
    );
  }
  if (!buyer) {
    return (
      <p>
        Complete seu cadastro de comprador para fazer ofertas.{' '}
        <Link href="/conta" className="font-semibold text-brand-800 underline underline-offset-2">
          Ir para Minha conta
        </Link>
      </p>
    );
  }
  return <MyOffersSection buyerId={buyer.id} standalone />;
}
