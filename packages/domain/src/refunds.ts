import type { BuyerRefundStatus, RefundCompensation } from './enums.js';
import { normalizeTaxId } from './tax-id.js';

/*
 * A buyer's refund of a paid lot (spec §3, §4): DRAFT → IN_ANALYSIS → APPROVED or REJECTED → PAID;
 * CANCELLED by the buyer while DRAFT or IN_ANALYSIS. Credits compensation goes APPROVED → PAID in the same
 * transaction as the grant; PIX stays APPROVED until FINANCE marks the payout paid.
 */

/** Who moves a refund: the buyer, staff reviewing it, or FINANCE paying it. */
export type RefundActor = 'BUYER' | 'STAFF' | 'FINANCE' | 'SYSTEM';

const transitions: Record<BuyerRefundStatus, Partial<Record<BuyerRefundStatus, readonly RefundActor[]>>> = {
  DRAFT: { IN_ANALYSIS: ['BUYER'], CANCELLED: ['BUYER'] },
  IN_ANALYSIS: { APPROVED: ['STAFF'], REJECTED: ['STAFF'], CANCELLED: ['BUYER'] },
  APPROVED: { PAID: ['SYSTEM', 'FINANCE'] },
  REJECTED: {},
  CANCELLED: {},
  PAID: {},
};

/** Whether the actor may move a refund from one status to the other. */
export function canMoveRefund(from: BuyerRefundStatus, to: BuyerRefundStatus, actor: RefundActor): boolean {
  return transitions[from][to]?.includes(actor) ?? false;
}

/** The statuses a refund may leave for `to` by `actor` (for conditional updates). */
export function refundStatusesLeadingTo(to: BuyerRefundStatus, actor: RefundActor): BuyerRefundStatus[] {
  return (Object.keys(transitions) as BuyerRefundStatus[]).filter((from) => canMoveRefund(from, to, actor));
}

/** Statuses that hold the lot's one refund: a new one may be opened only when the others ended otherwise. */
export const openRefundStatuses = [
  'DRAFT',
  'IN_ANALYSIS',
  'APPROVED',
  'PAID',
] as const satisfies readonly BuyerRefundStatus[];

export const isRefundFinal = (status: BuyerRefundStatus) =>
  status === 'REJECTED' || status === 'CANCELLED' || status === 'PAID';

/** Which agreement template a compensation is signed under. */
export type RefundAgreementKind = 'PIX' | 'CREDITS';
export const agreementKindOf = (compensation: RefundCompensation): RefundAgreementKind =>
  compensation === 'PIX' ? 'PIX' : 'CREDITS';

/**
 * The amount a refund gives back: the lot's administrative fee for CREDITS_ADMINISTRATIVE_FEES, everything
 * paid for the lot otherwise. Never more than what was paid, never negative.
 */
export function refundAmountCents(input: {
  compensation: RefundCompensation;
  paidCents: number;
  administrativeFeeCents: number;
}): number {
  const paid = Math.max(0, input.paidCents);
  if (input.compensation === 'CREDITS_ADMINISTRATIVE_FEES')
    return Math.min(paid, Math.max(0, input.administrativeFeeCents));
  return paid;
}

/**
 * The part of the credits a purchase used that a lot's refund gives back (decision 287): the credits were
 * spread over the purchase's lots in proportion to what each cost, rounded down, so the lot's refund is its
 * money share plus this. The fee-only refund gives none back (the lot stays bought).
 */
export function refundCreditShareCents(input: {
  compensation: RefundCompensation;
  /** What the lot cost: its lines except credits. */
  lotCents: number;
  /** What every lot of the purchase cost: the purchase's lines except credits. */
  itemsCents: number;
  /** The credits the purchase used (positive). */
  creditsCents: number;
}): number {
  if (input.compensation === 'CREDITS_ADMINISTRATIVE_FEES') return 0;
  if (input.itemsCents <= 0 || input.creditsCents <= 0 || input.lotCents <= 0) return 0;
  const lot = Math.min(input.lotCents, input.itemsCents);
  return Math.min(Math.floor((input.creditsCents * lot) / input.itemsCents), input.creditsCents);
}

/** The kinds of PIX key a payout may go to. */
export const pixKeyTypes = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

export type RefundPayoutDestination =
  | { kind: 'PIX_KEY'; keyType: PixKeyType; key: string; holderTaxId?: string | null | undefined }
  | {
      kind: 'BANK_ACCOUNT';
      bankCode: string;
      branch: string;
      accountNumber: string;
      accountType: 'checking' | 'savings';
      transferType: 'pix' | 'ted';
      holderName: string;
      holderTaxId: string;
    };

/**
 * The payout must go to the buyer's own tax id: a CPF/CNPJ key must be it; any other key or a bank
 * account names its holder's tax id, which must be it. Answers whether it is
 * it is not the buyer's.
 */
export function payoutOwnedByBuyer(destination: RefundPayoutDestination, buyerTaxId: string): boolean {
  const own = normalizeTaxId(buyerTaxId);
  if (own.length === 0) return false;
  if (destination.kind === 'PIX_KEY' && (destination.keyType === 'CPF' || destination.keyType === 'CNPJ'))
    return normalizeTaxId(destination.key) === own;
  return normalizeTaxId(destination.holderTaxId ?? '') === own;
}

/** Right of withdrawal (CDC art. 49): a natural-person buyer of a direct sale, within 7 days of receipt. */
export const DIRECT_SALE_WITHDRAWAL_DAYS = 7;

/** The last instant of the right of withdrawal: 7 days after the goods were received. */
export function withdrawalDeadline(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + DIRECT_SALE_WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000);
}

export function withinWithdrawalPeriod(receivedAt: Date, now: Date): boolean {
  return now.getTime() - receivedAt.getTime() <= DIRECT_SALE_WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000;
}
