'use client';

import type { PaymentIntentView } from '@circula/domain';
import useSWR from 'swr';
import { fetchTimedPaymentIntent } from '../api/purchases';
import { isAwaitingPayment } from '../lib/status';

/** While a payment may land or a receipt is being checked, the intent is asked again this often. */
export const paymentRefreshMs = 3_000;

/**
 * One of the buyer's intents, asked again every few seconds while it awaits payment or verification (not
 * while the tab is hidden), so "Pago" appears without reloading.
 */
export function usePaymentIntent(buyerId: string | null | undefined, intentId: string) {
  const query = useSWR(
    buyerId ? (['payment-intent', buyerId, intentId] as const) : null,
    fetchTimedPaymentIntent,
    {
      refreshInterval: (latest) => (latest && isAwaitingPayment(latest.intent.status) ? paymentRefreshMs : 0),
      refreshWhenHidden: false,
    },
  );
  return {
    intent: query.data?.intent,
    offsetMs: query.data?.offsetMs ?? 0,
    error: query.error as unknown,
    isLoading: query.isLoading,
    /** Shows an intent the API just answered (after an action) without asking again. */
    replace: (intent: PaymentIntentView) =>
      query.mutate((current) => ({ intent, offsetMs: current?.offsetMs ?? 0 }), { revalidate: false }),
    /** Asks the API again (after a refused action, the intent may have moved on). */
    reload: () => query.mutate(),
  };
}
