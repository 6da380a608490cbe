import {
  applicationDecisionResponseSchema,
  applicationDocumentsResponseSchema,
  type BlockReason,
  type BuyerApplicationStatus,
  loginLinkSchema,
  type RevenueBreakdown,
  type RevenueGrouping,
  staffBuyerResponseSchema,
} from '@circula/domain';
import { authedJson, authedRequest } from '@/features/session';

/** The staff's views of applications and buyers, as the API's response schemas (@circula/domain) define them. */
export type {
  ApplicationForReview,
  ApplicationQueueItem as QueueItem,
  BuyerForStaff,
  HistoryEntry,
  StaffAuditEntry as AuditEntry,
  StaffBuyer,
} from '@circula/domain';

export const queuePageSize = 20;

export const queuePath = (status: BuyerApplicationStatus, page: number) =>
  `backoffice/buyer-applications?status=${status}&take=${queuePageSize}&skip=${(page - 1) * queuePageSize}`;
export const reviewPath = (applicationId: string) => `backoffice/buyer-applications/${applicationId}`;
export const staffBuyerPath = (buyerId: string) => `backoffice/buyers/${buyerId}`;
export const campaignPath = (campaignId: string) => `backoffice/newsletter-campaigns/${campaignId}`;
export const buyerPicturePath = (buyerId: string) => `backoffice/buyers/${buyerId}/picture`;

export const buyerSearchPageSize = 20;
export const buyerSearchPath = (query: string, page: number, pageSize = buyerSearchPageSize) =>
  `backoffice/buyers?q=${encodeURIComponent(query)}&take=${pageSize}&skip=${(page - 1) * pageSize}`;

export type Decision = { status: 'APPROVED' } | { status: 'REJECTED'; reason: string };

export function decideDocument(applicationId: string, documentId: string, decision: Decision) {
  return authedJson(
    `backoffice/buyer-applications/${applicationId}/documents/${documentId}/decision`,
    applicationDocumentsResponseSchema,
    { method: 'POST', json: decision },
  );
}

export function decideApplication(applicationId: string, decision: Decision) {
  return authedJson(
    `backoffice/buyer-applications/${applicationId}/decision`,
    applicationDecisionResponseSchema,
    { method: 'POST', json: decision },
  );
}

export function blockBuyer(buyerId: string, reason: BlockReason, note: string) {
  return authedJson(`backoffice/buyers/${buyerId}/block`, staffBuyerResponseSchema, {
    method: 'POST',
    json: note ? { reason, note } : { reason },
  });
}

export function unblockBuyer(buyerId: string, note: string) {
  return authedJson(`backoffice/buyers/${buyerId}/unblock`, staffBuyerResponseSchema, {
    method: 'POST',
    json: note ? { note } : {},
  });
}

export function createLoginLink(userId: string, reason: string) {
  return authedJson(`backoffice/users/${userId}/login-links`, loginLinkSchema, {
    method: 'POST',
    json: { reason },
  });
}

export const revenuesPath = (from: string, to: string, groupBy: RevenueGrouping) =>
  `backoffice/revenues?from=${from}&to=${to}&groupBy=${groupBy}`;

/** Downloads a revenue CSV with the session's token (a plain link cannot carry it), under the API's name. */
export async function downloadRevenueCsv(
  from: string,
  to: string,
  groupBy: RevenueGrouping,
  by: RevenueBreakdown,
): Promise<void> {
  const response = await authedRequest(
    `backoffice/revenues.csv?from=${from}&to=${to}&groupBy=${groupBy}&by=${by}`,
  );
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'receitas.csv';
  const url = URL.createObjectURL(await response.blob());
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
