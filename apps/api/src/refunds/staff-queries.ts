import type { BuyerRefundStatus } from '@circula/domain';
import type { RefundDeps } from './context.js';
import { refundNotFound } from './refund-errors.js';
import { refundView, refundViews } from './refund-views.js';
import { findRefund, listRefundsByStatus } from './refunds-repository.js';

/** The back office's queue of refunds in one status, oldest submitted first. */
export async function listRefundsForStaff(
  deps: RefundDeps,
  query: { status: BuyerRefundStatus; take: number; skip: number },
) {
  const { rows, total } = await listRefundsByStatus(deps.db, query);
  return { items: await refundViews(deps.db, rows), total };
}

export async function getRefundForStaff(deps: RefundDeps, refundId: string) {
  const refund = await findRefund(deps.db, refundId);
  if (!refund) throw refundNotFound();
  return refundView(deps.db, refund);
}
