'use client';

import { paymentIntentViewSchema } from '@circula/domain';
import useSWR from 'swr';
import { useAccount } from '@/features/buyer-application';
import { paymentIntentPath } from '@/features/purchases';
import { authedFetcherOf, authedKey } from '@/features/session';
import { RefundRequestForm } from './refund-request-form';

/** /conta/compras/[intentId]/reembolso: the request form of a paid purchase. */
export function RefundRequestPage({ intentId, lotId }: { intentId: string; lotId: string | null }) {
  const account = useAccount();
  const buyerId = account.buyer?.id;
  const { data, error } = useSWR(
    buyerId ? authedKey(paymentIntentPath(buyerId, intentId)) : null,
    authedFetcherOf(paymentIntentViewSchema),
  );
  if (error) return <p role="alert">Não foi possível carregar esta compra.</p>;
  if (!buyerId || !data) return <p className="text-muted">Carregando...</p>;
  if (data.status !== 'PAID') return <p role="alert">Só é possível pedir reembolso de uma compra paga.</p>;
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl">Solicitar reembolso</h1>
      <p className="text-muted text-sm">
        Compra {data.reference} · {data.listing.title}
      </p>
      <RefundRequestForm buyerId={buyerId} intent={data} initialLotId={lotId} />
    </div>
  );
}
