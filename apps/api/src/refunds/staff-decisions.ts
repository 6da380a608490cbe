import { refundStatusesLeadingTo } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import { findBuyerOfUser } from '../buyers/get-buyer.js';
import { notifyBuyer } from '../checkout/notify-buyer.js';
import { grantBuyerCredit, releaseIntentCredits } from '../credits/ledger.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { RefundDeps } from './context.js';
import { refundNotFound, refundStatusConflict } from './refund-errors.js';
import { refundMessages } from './refund-messages.js';
import { refundView } from './refund-views.js';
import {
  findRefund,
  insertPayout,
  lockIntentForRefunds,
  markPayoutPaid,
  moveRefund,
  type RefundRow,
  refundedCentsOfIntent,
  refundLotClosing,
  setCreditsReturned,
} from './refunds-repository.js';

const selfForbidden = () =>
  new AppError('SELF_APPROVAL_FORBIDDEN', 'Você não pode decidir sobre um reembolso da sua própria conta.');

const auditFields = (refund: RefundRow) => ({
  status: refund.status,
  compensation: refund.compensation,
  amountCents: refund.amountCents,
});

/** Locks the refund and refuses staff acting on their own buyer account's refund. */
async function lockForStaff(tx: Database, staffUserId: string, refundId: string) {
  const refund = await findRefund(tx, refundId, { lock: true });
  if (!refund) throw refundNotFound();
  if ((await findBuyerOfUser(tx, staffUserId))?.id === refund.buyerId) throw selfForbidden();
  return refund;
}

async function act(deps: RefundDeps, refundId: string, work: (tx: Database) => Promise<string[]>) {
  let queued: string[] = [];
  await deps.db.transaction(async (transaction) => {
    queued = await work(transaction as unknown as Database);
  });
  await deps.notifier.deliverQueued(queued);
  const refund = await findRefund(deps.db, refundId);
  if (!refund) throw refundNotFound();
  return refundView(deps.db, refund);
}

/** An approved refund with nothing left to transfer becomes PAID at once (the system's move). */
async function paidBySystem(tx: Database, approved: RefundRow, note: string, creditId?: string) {
  const paid = await moveRefund(tx, {
    refundId: approved.id,
    from: refundStatusesLeadingTo('PAID', 'SYSTEM'),
    to: 'PAID',
    actor: 'SYSTEM',
    actorUserId: null,
    note,
    set: { ...(creditId ? { creditId } : {}), paidAt: new Date() },
  });
  if (!paid) throw refundStatusConflict(approved.status);
  return paid;
}

/**
 * CUSTOMER_SUPPORT approves a refund IN_ANALYSIS (conditional update: of two approvals one wins, the other
 * gets REFUND_STATUS_CONFLICT). Credits: the BUYER_REFUND credit is granted in the same transaction
 * (idempotent per refund) and the refund is PAID. PIX: a PENDING payout is created for FINANCE. Either
 * way the lot closing becomes REFUNDED, the buyer is told, and the audit log records it.
 * The amount was fixed at opening, bounded with the intent's other refunds by what the buyer paid; under
 * the intent's lock (taken before the refund's, as opening does) approval checks it again against those
 * already approved or paid, so a refund opened before that bound existed never pays beyond it
 * (REFUND_EXCEEDS_AMOUNT_PAID: staff reject it and the buyer asks again for what is left).
 */
export async function approveRefund(deps: RefundDeps, input: { staffUserId: string; refundId: string }) {
  return act(deps, input.refundId, async (tx) => {
    const unlocked = await findRefund(tx, input.refundId);
    if (!unlocked) throw refundNotFound();
    const intentTotalCents = await lockIntentForRefunds(tx, unlocked.paymentIntentId);
    const refund = await lockForStaff(tx, input.staffUserId, input.refundId);
    const approved = await moveRefund(tx, {
      refundId: refund.id,
      from: refundStatusesLeadingTo('APPROVED', 'STAFF'),
      to: 'APPROVED',
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      set: { decidedAt: new Date(), decidedByUserId: input.staffUserId },
    });
    if (!approved) throw refundStatusConflict(refund.status);
    const approvedCents = await refundedCentsOfIntent(tx, {
      paymentIntentId: approved.paymentIntentId,
      statuses: ['APPROVED', 'PAID'],
      exceptRefundId: approved.id,
    });
    if (intentTotalCents === null || approvedCents + approved.amountCents > intentTotalCents)
      throw new AppError(
        'REFUND_EXCEEDS_AMOUNT_PAID',
        'Este reembolso, somado aos já aprovados desta compra, passa do valor que o comprador pagou. Recuse-o: o comprador pode pedir de novo o valor que resta.',
      );
    let final = approved;
    // The lot's share of the credits the purchase used comes back to the buyer's balance (decision 287); what
    // was given back is recorded (an expired or reversed credit stays spent).
    if (approved.creditsReturnedCents > 0) {
      const released = await releaseIntentCredits(tx, {
        intentId: approved.paymentIntentId,
        buyerId: approved.buyerId,
        now: new Date(),
        upToCents: approved.creditsReturnedCents,
      });
      if (released !== approved.creditsReturnedCents) {
        await setCreditsReturned(tx, approved.id, released);
        final = { ...approved, creditsReturnedCents: released };
      }
    }
    if (approved.amountCents < 1) {
      // Nothing to give back in money (the lot was paid with credits): done once the credits are back.
      final = await paidBySystem(tx, approved, 'Créditos devolvidos');
    } else if (approved.compensation === 'PIX') {
      if (!approved.payoutDestination) throw refundStatusConflict(approved.status);
      await insertPayout(tx, {
        refundId: approved.id,
        amountCents: approved.amountCents,
        destination: approved.payoutDestination,
        status: 'PENDING',
      });
    } else {
      const { credit } = await grantBuyerCredit(tx, {
        buyerId: approved.buyerId,
        amountCents: approved.amountCents,
        type: approved.compensation === 'CREDITS_ADMINISTRATIVE_FEES' ? 'FEES_ONLY' : 'TOTAL',
        reason: 'BUYER_REFUND',
        description: `Reembolso ${approved.reference}`,
        expiresAt: null,
        sourceType: 'REFUND',
        sourceId: approved.id,
        now: new Date(),
      });
      final = await paidBySystem(tx, approved, 'Créditos concedidos', credit.id);
    }
    if (approved.lotClosingId)
      await refundLotClosing(tx, {
        lotClosingId: approved.lotClosingId,
        userId: input.staffUserId,
        reason: `Reembolso ${approved.reference}`,
      });
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'REFUND_APPROVED',
      entityType: 'buyer_refund',
      entityId: refund.id,
      before: auditFields(refund),
      after: { ...auditFields(final), creditId: final.creditId },
    });
    return notifyBuyer(tx, {
      buyerId: final.buyerId,
      webOrigin: deps.config.WEB_ORIGIN,
      type: 'REFUND_APPROVAL',
      message: refundMessages.approval(final),
      data: { refundId: final.id },
    });
  });
}

/** CUSTOMER_SUPPORT rejects a refund IN_ANALYSIS with a reason the buyer reads. */
export async function rejectRefund(
  deps: RefundDeps,
  input: { staffUserId: string; refundId: string; reason: string },
) {
  return act(deps, input.refundId, async (tx) => {
    const refund = await lockForStaff(tx, input.staffUserId, input.refundId);
    const rejected = await moveRefund(tx, {
      refundId: refund.id,
      from: refundStatusesLeadingTo('REJECTED', 'STAFF'),
      to: 'REJECTED',
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      note: input.reason,
      set: { decidedAt: new Date(), decidedByUserId: input.staffUserId, rejectionReason: input.reason },
    });
    if (!rejected) throw refundStatusConflict(refund.status);
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'REFUND_REJECTED',
      entityType: 'buyer_refund',
      entityId: refund.id,
      before: auditFields(refund),
      after: { ...auditFields(rejected), rejectionReason: input.reason },
    });
    return notifyBuyer(tx, {
      buyerId: rejected.buyerId,
      webOrigin: deps.config.WEB_ORIGIN,
      type: 'REFUND_REJECTION',
      message: refundMessages.rejection(rejected, input.reason),
      data: { refundId: rejected.id },
    });
  });
}

/**
 * FINANCE marks an approved PIX refund's transfer done: payout PAID and refund PAID. Not by the staff
 * member who approved it, nor on one's own refund.
 */
export async function markRefundPayoutPaid(
  deps: RefundDeps,
  input: { staffUserId: string; refundId: string },
) {
  return act(deps, input.refundId, async (tx) => {
    const refund = await lockForStaff(tx, input.staffUserId, input.refundId);
    if (refund.compensation !== 'PIX') throw refundStatusConflict(refund.status);
    if (refund.decidedByUserId === input.staffUserId)
      throw new AppError(
        'SELF_APPROVAL_FORBIDDEN',
        'Quem aprovou o reembolso não pode também registrar a transferência.',
      );
    const payout = await markPayoutPaid(tx, refund.id, input.staffUserId);
    if (!payout) throw refundStatusConflict(refund.status);
    const paid = await moveRefund(tx, {
      refundId: refund.id,
      from: refundStatusesLeadingTo('PAID', 'FINANCE'),
      to: 'PAID',
      actor: 'FINANCE',
      actorUserId: input.staffUserId,
      note: 'Transferência PIX realizada',
      set: { paidAt: new Date() },
    });
    if (!paid) throw refundStatusConflict(refund.status);
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'REFUND_PAYOUT_PAID',
      entityType: 'buyer_refund',
      entityId: refund.id,
      before: auditFields(refund),
      after: auditFields(paid),
    });
    return [];
  });
}
