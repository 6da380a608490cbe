import type { PaymentMethod } from '@circula/domain';
import { payablePaymentIntentStatuses } from '@circula/domain';
import type { Database } from '../db/client.js';
import { onIntentPaid } from '../fulfilment/on-intent-paid.js';
import { changeIntentStatus } from './change-intent-status.js';
import { notifyBuyer } from './notify-buyer.js';
import { buyerUnblockedMessage, paymentConfirmedMessage } from './payment-messages.js';
import {
  closeReceiptsUnderReview,
  findListingPaymentSettings,
  findReceiptUnderReview,
  type HistoryActor,
  type IntentRow,
  unblockBuyerIfNoUnpaidFines,
} from './payments-repository.js';

/**
 * Marks an intent PAID (from PENDING_PAYMENT or PENDING_VERIFICATION, by a conditional update) with its
 * history row, tells the buyer, and — for a FINE — lifts the buyer's UNPAID_FEES block when no other fine
 * is left to pay. A payment by PIX also closes a deposit receipt still under review (approved, "Pago por
 * PIX"): the intent is paid, so FINANCE has nothing left to check. Answers null when the intent was no
 * longer payable (someone else settled it first).
 */
export async function settlePaymentIntent(
  tx: Database,
  input: {
    intent: IntentRow;
    actor: HistoryActor;
    actorUserId?: string | null;
    reason: string | null;
    paidAt: Date;
    /** How it was paid, when the payment itself says so (a PIX notice). */
    method?: PaymentMethod;
    /** The web origin of the confirmation e-mail's links. */
    webOrigin: string;
    /** FINANCE confirmed the PIX payments of another amount as the payment (decision 288). */
    mismatchedPixPays?: boolean;
  },
): Promise<{ intent: IntentRow; queuedEmails: string[]; unblocked: boolean } | null> {
  const receiptUnderReview = input.method === 'PIX' && (await findReceiptUnderReview(tx, input.intent.id));
  const reason = receiptUnderReview
    ? [input.reason, 'Pago por PIX: o comprovante em análise foi encerrado.'].filter(Boolean).join(' ')
    : input.reason;
  const moved = await changeIntentStatus(tx, {
    intentId: input.intent.id,
    from: payablePaymentIntentStatuses,
    to: 'PAID',
    actor: input.actor,
    actorUserId: input.actorUserId ?? null,
    reason,
    set: input.method ? { paidAt: input.paidAt, method: input.method } : { paidAt: input.paidAt },
    mismatchedPixPays: input.mismatchedPixPays ?? false,
    webOrigin: input.webOrigin,
  });
  if (!moved) return null;
  const paid = moved.intent;
  if (receiptUnderReview) await closeReceiptsUnderReview(tx, paid.id);
  await onIntentPaid(tx, paid, new Date());
  const listing = await findListingPaymentSettings(tx, paid.listingId);
  const summary = {
    id: paid.id,
    reference: paid.reference,
    totalCents: Number(paid.totalCents),
    dueAt: paid.dueAt,
    allowedMethods: paid.allowedMethods,
    part: paid.part,
    listingTitle: listing?.title ?? '',
  };
  const queuedEmails = await notifyBuyer(tx, {
    buyerId: paid.buyerId,
    webOrigin: input.webOrigin,
    type: 'PAYMENT_CONFIRMED',
    message: paymentConfirmedMessage(summary),
    data: { paymentIntentId: paid.id, listingId: paid.listingId },
  });
  let unblocked = false;
  if (paid.type === 'FINE' && (await unblockBuyerIfNoUnpaidFines(tx, paid.buyerId))) {
    unblocked = true;
    queuedEmails.push(
      ...(await notifyBuyer(tx, {
        buyerId: paid.buyerId,
        webOrigin: input.webOrigin,
        type: 'BUYER_UNBLOCKED',
        message: buyerUnblockedMessage(),
        data: { paymentIntentId: paid.id },
      })),
    );
  }
  // With the confirmation, the notice of a PIX to give back (decision 288), if any.
  queuedEmails.push(...moved.queuedEmails);
  return { intent: paid, queuedEmails, unblocked };
}
