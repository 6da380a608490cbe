'use client';

import { paymentIntentViewSchema } from '@circula/domain';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { useAccount } from '@/features/buyer-application';
import { HeldRefunds, paymentIntentPath, useRefundsOfPurchase } from '@/features/purchases';
import { authedFetcherOf, authedKey } from '@/features/session';
import { RefundRequestForm } from './refund-request-form';

/**
 * /conta/compras/[intentId]/reembolso: the request form of a paid purchase, offering the lots that no sent
 * request holds; the requests already sent are listed above it.
 */
export function RefundRequestPage({ intentId, lotId }: { intentId: string; lotId: string | null }) {
  const account = useAccount();
  const buyerId = account.buyer?.id;
  const { data, error } = useSWR(
    buyerId ? authedKey(paymentIntentPath(buyerId, intentId)) : null,
    authedFetcherOf(paymentIntentViewSchema),
  );
  const held = useRefundsOfPurchase(buyerId, data);
  // Once loaded, a failed refresh keeps the page and what the form holds, with the notice above it.
  if ((error && !data) || (held.error && !held.refunds)) {
    return <p role="alert">Não foi possível carregar esta compra.</p>;
  }
  if (!buyerId || !data || !held.refunds || !held.freeLots)
    return <p className="text-muted">Carregando...</p>;
  if (data.status !== 'PAID') return <p role="alert">Só é possível pedir reembolso de uma compra paga.</p>;
  const freeLotIds = new Set(held.freeLots.map((lot) => lot.lotId));
  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl">Solicitar reembolso</h1>
      <RefreshFailure error={error ?? held.error} />
      <p className="text-muted text-sm">
        Compra {data.reference} · {data.listing.title}
      </p>
      <HeldRefunds refunds={held.refunds} />
      {held.freeLots.length === 0 ? (
        <div className="space-y-4">
          <p role="status">Todos os lotes desta compra já têm um pedido de reembolso.</p>
          <Link href={`/conta/compras/${data.id}`} className={buttonStyles.secondary}>
            Voltar para a compra
          </Link>
        </div>
      ) : (
        <RefundRequestForm
          buyerId={buyerId}
          intent={data}
          lots={held.freeLots}
          initialLotId={lotId && freeLotIds.has(lotId) ? lotId : null}
        />
      )}
    </div>
  );
}
