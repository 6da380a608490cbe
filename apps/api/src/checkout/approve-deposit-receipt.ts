import { recordAudit } from '../audit/record-audit.js';
import { AppError } from '../shared/errors.js';
import { notPayable } from './choose-payment-method.js';
import type { CheckoutDeps } from './context.js';
import { act, auditFields, lockForStaff } from './finance-access.js';
import { databaseNow, findReceiptUnderReview, reviewReceipt } from './payments-repository.js';
import { settlePaymentIntent } from './settle-payment-intent.js';

/** FINANCE approves the receipt under review: the intent is PAID. */
export function approveReceipt(deps: CheckoutDeps, input: { staffUserId: string; intentId: string }) {
  return act(deps, input.intentId, async (tx) => {
    const intent = await lockForStaff(tx, input.staffUserId, input.intentId);
    const receipt = await findReceiptUnderReview(tx, intent.id);
    if (intent.status !== 'PENDING_VERIFICATION' || !receipt) {
      throw new AppError('PAYMENT_RECEIPT_NOT_UNDER_REVIEW', 'Não há comprovante aguardando análise.');
    }
    await reviewReceipt(tx, {
      receiptId: receipt.id,
      status: 'APPROVED',
      reason: null,
      staffUserId: input.staffUserId,
    });
    const settled = await settlePaymentIntent(tx, {
      intent,
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      reason: 'Comprovante de depósito aprovado',
      paidAt: await databaseNow(tx),
      webOrigin: deps.config.WEB_ORIGIN,
    });
    if (!settled) throw notPayable();
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_RECEIPT_APPROVED',
      entityType: 'payment_intent',
      entityId: intent.id,
      before: auditFields(intent),
      after: { ...auditFields(settled.intent), receiptId: receipt.id },
    });
    return settled.queuedEmails;
  });
}
