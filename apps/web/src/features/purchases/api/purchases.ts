import {
  buyerPaymentIntentsResponseSchema,
  type PaymentIntentView,
  type PaymentMethod,
  paymentIntentViewSchema,
  type RefundListQuery,
} from '@circula/domain';
import { authedJson, authedRequest, uploadWithProgress } from '@/features/session';
import { readAnswer } from '@/lib/http/answer';
import { serverOffsetMs } from '../lib/server-offset';

export const paymentIntentsPath = (buyerId: string) => `web/buyers/${buyerId}/payment-intents`;
export const paymentIntentPath = (buyerId: string, intentId: string) =>
  `${paymentIntentsPath(buyerId)}/${intentId}`;
/** GET: the buyer's refunds, every one (the refunds feature lists them all). */
export const buyerRefundsPath = (buyerId: string) => `web/buyers/${buyerId}/refunds`;
/** GET: the refunds of one purchase, which its page and its refund request show. */
export const purchaseRefundsPath = (buyerId: string, intentId: string) =>
  `${buyerRefundsPath(buyerId)}?${new URLSearchParams({ paymentIntentId: intentId } satisfies RefundListQuery)}`;

/** An intent as answered, with how far the API's clock is from the device's when it answered. */
export interface TimedPaymentIntent {
  intent: PaymentIntentView;
  offsetMs: number;
}

export function fetchPaymentIntents(buyerId: string) {
  return authedJson(paymentIntentsPath(buyerId), buyerPaymentIntentsResponseSchema);
}

/** SWR fetcher for ['payment-intent', buyerId, intentId]: the deadline countdown needs the Date header. */
export async function fetchTimedPaymentIntent([, buyerId, intentId]: readonly [
  string,
  string,
  string,
]): Promise<TimedPaymentIntent> {
  const response = await authedRequest(paymentIntentPath(buyerId, intentId));
  const receivedAt = Date.now();
  const intent = readAnswer(
    paymentIntentViewSchema,
    await response.json(),
    'GET web/buyers/:id/payment-intents/:intentId',
  );
  return { intent, offsetMs: serverOffsetMs(response.headers.get('date'), receivedAt) };
}

export function choosePaymentMethod(buyerId: string, intentId: string, method: PaymentMethod) {
  return authedJson(`${paymentIntentPath(buyerId, intentId)}/method`, paymentIntentViewSchema, {
    method: 'POST',
    json: { method },
  });
}

/** The buyer gives up a direct-sale purchase not yet paid: its units go back on sale. */
export function cancelDirectSalePurchase(buyerId: string, intentId: string) {
  return authedJson(`${paymentIntentPath(buyerId, intentId)}/cancel`, paymentIntentViewSchema, {
    method: 'POST',
    retry: 0,
  });
}

export function simulatePixPayment(buyerId: string, intentId: string) {
  return authedJson(`${paymentIntentPath(buyerId, intentId)}/simulate-pix-payment`, paymentIntentViewSchema, {
    method: 'POST',
  });
}

export function uploadDepositReceipt(
  buyerId: string,
  intentId: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return uploadWithProgress({
    schema: paymentIntentViewSchema,
    method: 'POST',
    path: `${paymentIntentPath(buyerId, intentId)}/receipt`,
    file,
    onProgress,
  });
}
