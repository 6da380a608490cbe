import {
  type BackofficePaymentIntent,
  type BackofficePaymentIntentList,
  type BackofficePaymentIntentQuery,
  backofficePaymentIntentSchema,
  type PaymentIntentStatus,
  paymentIntentsCreatedSchema,
  receiptLinkSchema,
} from '@circula/domain';
import { authedJson } from '@/features/session';

export const paymentQueuePageSize = 20;

/** One page of one status of the FINANCE queue, or the payment with a reference (any status). */
export function paymentQueuePath(status: PaymentIntentStatus, page: number, reference: string | null = null) {
  const query: BackofficePaymentIntentQuery = {
    status,
    take: paymentQueuePageSize,
    skip: (page - 1) * paymentQueuePageSize,
    ...(reference ? { reference } : {}),
  };
  return `backoffice/payment-intents?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
}
export const staffPaymentIntentPath = (intentId: string) => `backoffice/payment-intents/${intentId}`;

export type { BackofficePaymentIntent, BackofficePaymentIntentList };

/** A short-lived link to the deposit receipt's file. */
export function fetchReceiptLink(intentId: string) {
  return authedJson(`${staffPaymentIntentPath(intentId)}/receipt-link`, receiptLinkSchema);
}

export type StaffPaymentAction =
  | { action: 'approve-receipt' }
  | { action: 'refuse-receipt'; reason: string }
  | { action: 'confirm-pix'; reason: string; endToEndId?: string }
  | { action: 'cancel'; reason: string };

export function actOnPaymentIntent(intentId: string, { action, ...body }: StaffPaymentAction) {
  return authedJson(`${staffPaymentIntentPath(intentId)}/${action}`, backofficePaymentIntentSchema, {
    method: 'POST',
    json: body,
  });
}

export type { PendingIntentListing, PendingIntentListings } from '@circula/domain';

export const pendingIntentListingsPath = 'backoffice/payment-intents/pending-listings';

/** OFF-mode Events: FINANCE creates the payment intents of the approved lots that have none. */
export function createListingIntents(listingId: string) {
  return authedJson(`backoffice/listings/${listingId}/payment-intents`, paymentIntentsCreatedSchema, {
    method: 'POST',
  });
}
