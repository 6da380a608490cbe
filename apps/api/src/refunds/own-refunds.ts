import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import type { RefundDeps } from './context.js';
import { refundNotFound } from './refund-errors.js';
import { buyerView, refundView, refundViews } from './refund-views.js';
import { findRefund, listRefundsOfBuyer } from './refunds-repository.js';

export interface OwnRefundInput {
  callerUserId: string;
  buyerId: string;
  refundId: string;
}

/** The caller's own buyer and one of its refunds; another buyer's refund answers like a missing one (404). */
export async function getOwnRefundOrThrow(
  db: Database,
  input: OwnRefundInput,
  options: { lock?: boolean } = {},
) {
  const buyer = await getOwnBuyerOrThrow(db, input.callerUserId, input.buyerId);
  const refund = await findRefund(db, input.refundId, options);
  if (!refund || refund.buyerId !== buyer.id) throw refundNotFound();
  return { buyer, refund };
}

export async function getOwnRefund(deps: RefundDeps, input: OwnRefundInput) {
  const { refund } = await getOwnRefundOrThrow(deps.db, input);
  return buyerView(await refundView(deps.db, refund));
}

/** The caller's own refunds, newest first; with `paymentIntentId`, those of that purchase only. */
export async function listOwnRefunds(
  deps: RefundDeps,
  input: { callerUserId: string; buyerId: string; paymentIntentId?: string | undefined },
) {
  const buyer = await getOwnBuyerOrThrow(deps.db, input.callerUserId, input.buyerId);
  const rows = await listRefundsOfBuyer(deps.db, buyer.id, input.paymentIntentId);
  return (await refundViews(deps.db, rows)).map(buyerView);
}
