import { type BackofficeRefund, type RefundView, withdrawalDeadline } from '@circula/domain';
import type { Database } from '../db/client.js';
import { goodsReceivedAt, loadRefundDetails, type RefundRow } from './refunds-repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Refund rows as the contract shows them (buyer and back office), in the given order. */
export async function refundViews(db: Database, refunds: RefundRow[]): Promise<BackofficeRefund[]> {
  const details = await loadRefundDetails(db, refunds);
  const received = await Promise.all(
    refunds.map((refund) => goodsReceivedAt(db, { intentId: refund.paymentIntentId, lotId: refund.lotId })),
  );
  return refunds.map((refund, index) => {
    const receivedAt = received[index] ?? null;
    const intent = details.intents.find((row) => row.id === refund.paymentIntentId);
    const lot = details.lots.find((row) => row.id === refund.lotId);
    const payout = details.payouts.find((row) => row.refundId === refund.id);
    const view: RefundView = {
      id: refund.id,
      reference: refund.reference,
      status: refund.status,
      reason: refund.reason,
      description: refund.description,
      compensation: refund.compensation,
      amountCents: refund.amountCents,
      creditsReturnedCents: refund.creditsReturnedCents,
      paymentIntentId: refund.paymentIntentId,
      paymentReference: intent?.reference ?? '',
      lot: { id: refund.lotId, number: lot?.number ?? 0, title: lot?.title ?? '' },
      lotClosingStatus: details.closings.find((row) => row.id === refund.lotClosingId)?.status ?? null,
      payoutDestination: refund.payoutDestination ?? null,
      payout: payout ? { status: payout.status, paidAt: iso(payout.paidAt) } : null,
      creditId: refund.creditId,
      rejectionReason: refund.rejectionReason,
      agreement:
        refund.agreementVersion && refund.agreementAcceptedAt
          ? { version: refund.agreementVersion, acceptedAt: refund.agreementAcceptedAt.toISOString() }
          : null,
      photos: details.photos
        .filter((row) => row.refundId === refund.id)
        .map((row) => ({ id: row.id, contentType: row.contentType, sizeBytes: row.sizeBytes })),
      history: details.history
        .filter((row) => row.refundId === refund.id)
        .map((row) => ({
          fromStatus: row.fromStatus,
          toStatus: row.toStatus,
          actor: row.actor,
          note: row.note,
          at: row.createdAt.toISOString(),
        })),
      goodsReceivedAt: iso(receivedAt),
      withdrawalDeadlineAt:
        intent?.type === 'DIRECT_SALE' && receivedAt ? withdrawalDeadline(receivedAt).toISOString() : null,
      createdAt: refund.createdAt.toISOString(),
      submittedAt: iso(refund.submittedAt),
      decidedAt: iso(refund.decidedAt),
    };
    const buyer = details.buyers.find((row) => row.id === refund.buyerId);
    return { ...view, buyer: { id: refund.buyerId, username: buyer?.username ?? '' } };
  });
}

export async function refundView(db: Database, refund: RefundRow): Promise<BackofficeRefund> {
  const [view] = await refundViews(db, [refund]);
  return view!;
}

/** The buyer's view has no back-office fields. */
export function buyerView({ buyer: _buyer, ...view }: BackofficeRefund): RefundView {
  return view;
}
