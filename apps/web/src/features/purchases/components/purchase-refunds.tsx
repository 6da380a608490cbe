'use client';

import {
  type PaymentIntentView,
  type RefundView,
  refundHoldsLot,
  refundListSchema,
  refundStatusLabels,
} from '@circula/domain';
import useSWR from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { authedFetcherOf, authedKey } from '@/features/session';
import { purchaseRefundsPath } from '../api/purchases';

const linkStyle = 'font-semibold text-brand-800 underline underline-offset-2';

/**
 * The refunds that hold lots of one purchase (sent, approved or paid), and the lots still free for a request.
 * `null` while the purchase's refunds load (or could not be read).
 */
export function useRefundsOfPurchase(
  buyerId: string | null | undefined,
  intent: PaymentIntentView | undefined,
) {
  const { data, error } = useSWR(
    buyerId && intent ? authedKey(purchaseRefundsPath(buyerId, intent.id)) : null,
    authedFetcherOf(refundListSchema),
  );
  if (!data || !intent) return { refunds: null, error, freeLots: null };
  const refunds = data.refunds.filter((refund) => refundHoldsLot(refund.status));
  const held = new Set(refunds.map((refund) => refund.lot.id));
  return { refunds, error, freeLots: intent.lots.filter((lot) => !held.has(lot.lotId)) };
}

/** "Reembolso REE-… · Lote 1 · Em análise", each with where to follow it. */
export function HeldRefunds({ refunds }: { refunds: RefundView[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" aria-label="Reembolsos desta compra">
      {refunds.map((refund) => (
        <li key={refund.id}>
          Reembolso {refund.reference} · Lote {refund.lot.number}:{' '}
          <strong>{refundStatusLabels[refund.status]}</strong> ·{' '}
          <Link href="/conta#reembolsos" className={linkStyle}>
            Acompanhar em Minha conta
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The paid purchase's refund part: the requests already sent for its lots, and "Solicitar reembolso" while
 * a lot has none (a sent request holds its lot; the API would refuse a second).
 */
export function PurchaseRefunds({ buyerId, intent }: { buyerId: string; intent: PaymentIntentView }) {
  const { refunds, freeLots } = useRefundsOfPurchase(buyerId, intent);
  return (
    <div className="space-y-3">
      {refunds ? <HeldRefunds refunds={refunds} /> : null}
      {freeLots === null || freeLots.length > 0 ? (
        <Link href={`/conta/compras/${intent.id}/reembolso`} className={buttonStyles.secondary}>
          Solicitar reembolso
        </Link>
      ) : null}
    </div>
  );
}
