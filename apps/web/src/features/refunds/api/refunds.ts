import {
  type BuyerRefundStatus,
  backofficeRefundSchema,
  type CreateRefundInput,
  fileLinkSchema,
  refundViewSchema,
} from '@circula/domain';
import { buyerRefundsPath } from '@/features/purchases';
import { authedJson, uploadWithProgress } from '@/features/session';

export const refundsPath = buyerRefundsPath;
export const refundPath = (buyerId: string, refundId: string) => `${refundsPath(buyerId)}/${refundId}`;
export const refundRequestHref = (intentId: string, lotId: string) =>
  `/conta/compras/${intentId}/reembolso?lote=${lotId}`;

export function openRefund(buyerId: string, input: CreateRefundInput) {
  return authedJson(refundsPath(buyerId), refundViewSchema, { method: 'POST', json: input });
}

export function uploadRefundPhoto(buyerId: string, refundId: string, file: File) {
  return uploadWithProgress({
    schema: refundViewSchema,
    method: 'POST',
    path: `${refundPath(buyerId, refundId)}/photos`,
    file,
    onProgress: () => {},
  });
}

export function submitRefund(buyerId: string, refundId: string, agreementVersion: string) {
  return authedJson(`${refundPath(buyerId, refundId)}/submit`, refundViewSchema, {
    method: 'POST',
    json: { agreementVersion, agreementAccepted: true },
  });
}

export function cancelRefund(buyerId: string, refundId: string) {
  return authedJson(`${refundPath(buyerId, refundId)}/cancel`, refundViewSchema, { method: 'POST' });
}

export const refundQueuePageSize = 20;
export const refundQueuePath = (status: BuyerRefundStatus, page: number) =>
  `backoffice/refunds?status=${status}&take=${refundQueuePageSize}&skip=${(page - 1) * refundQueuePageSize}`;

export function approveRefund(refundId: string) {
  return authedJson(`backoffice/refunds/${refundId}/approve`, backofficeRefundSchema, { method: 'POST' });
}

export function rejectRefund(refundId: string, reason: string) {
  return authedJson(`backoffice/refunds/${refundId}/reject`, backofficeRefundSchema, {
    method: 'POST',
    json: { reason },
  });
}

export function markRefundPayoutPaid(refundId: string) {
  return authedJson(`backoffice/refunds/${refundId}/payout-paid`, backofficeRefundSchema, { method: 'POST' });
}

export const staffRefundPath = (refundId: string) => `backoffice/refunds/${refundId}`;
export const staffRefundHref = (refundId: string) => `/backoffice/reembolsos/${refundId}`;

/** A short-lived signed link to one photo (each request is audit-logged by the API). */
export function fetchRefundPhotoLink(refundId: string, photoId: string) {
  return authedJson(`${staffRefundPath(refundId)}/photos/${photoId}/link`, fileLinkSchema);
}
