import { authedJson } from '@/features/session';

export type SellerRole = 'ADMIN' | 'VIEWER';

export interface SellerMembership {
  id: string;
  name: string;
  role: SellerRole;
}

/** The signed-in user's sellers and role in each (spec §7: GET /web/sellers). */
export const sellerMembershipsPath = 'web/sellers';

/** A lot closing of one of the user's sellers (GET /seller/lot-closings). */
export interface SellerClosing {
  id: string;
  status: string;
  amountCents: number;
  reserveCents: number | null;
  sellerDeadlineAt: string | null;
  closedAt: string;
  buyerUsername: string;
  seller: { id: string; name: string };
  lot: { id: string; number: number; title: string };
  listing: { id: string; slug: string; title: string };
  /** ADMIN of the seller, and the sale still waiting: approve and reject are offered. */
  canAnswer: boolean;
}

export type ClosingFilter = 'PENDING_CONFIRMATION' | 'APPROVED' | 'REJECTED';

export const sellerClosingsPath = (status: ClosingFilter) => `seller/lot-closings?status=${status}&limit=100`;

export type ConditionalSaleAnswer = 'approve' | 'reject';

export function answerConditionalSale(closingId: string, answer: ConditionalSaleAnswer, reason?: string) {
  return authedJson<{ lotClosing: { id: string; status: 'APPROVED' | 'REJECTED'; answeredAt: string } }>(
    `seller/lot-closings/${closingId}/${answer}`,
    { method: 'POST', json: reason ? { reason } : {}, retry: 0 },
  );
}
