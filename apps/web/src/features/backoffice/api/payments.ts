import {
  type BackofficePaymentIntent,
  type BackofficePaymentIntentList,
  type BackofficePaymentIntentQuery,
  type BackofficePixReturnQuery,
  backofficePaymentIntentSchema,
  backofficePixReturnSchema,
  type PaymentIntentStatus,
  type PixReturnQueueStatus,
  paymentIntentsCreatedSchema,
  type ReturnPixPaymentInput,
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

export type { BackofficePixReturn, BackofficePixReturnList, PixReturnQueueStatus } from '@circula/domain';

export const pixReturnsPageSize = 20;

/** One page of the PIX payments that paid nothing: still to give back, or given back. */
export function pixReturnsPath(status: PixReturnQueueStatus, page: number) {
  const query: BackofficePixReturnQuery = {
    status,
    take: pixReturnsPageSize,
    skip: (page - 1) * pixReturnsPageSize,
  };
  return `backoffice/pix-returns?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
}

/** FINANCE gives a PIX back to the account it came from (or records the return made in the bank). */
export function returnPixPayment(endToEndId: string, body: ReturnPixPaymentInput) {
  return authedJson(`backoffice/pix-returns/${endToEndId}/return`, backofficePixReturnSchema, {
    method: 'POST',
    json: body,
  });
}
