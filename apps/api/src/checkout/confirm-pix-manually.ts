import { recordAudit } from '../audit/record-audit.js';
import { AppError } from '../shared/errors.js';
import { notPayable } from './choose-payment-method.js';
import type { CheckoutDeps } from './context.js';
import { act, auditFields, lockForStaff } from './finance-access.js';
import { databaseNow, insertPixNotice } from './payments-repository.js';
import { settlePaymentIntent } from './settle-payment-intent.js';

/**
 * FINANCE confirms a PIX the provider did not notify. With the bank's end-to-end id, the notice is recorded
 * like the webhook's, so a late notice of the same payment is a duplicate and counts nothing twice.
 */
export function confirmPixManually(
  deps: CheckoutDeps,
  input: { staffUserId: string; intentId: string; reason: string; endToEndId?: string | undefined },
) {
  return act(deps, input.intentId, async (tx) => {
    const intent = await lockForStaff(tx, input.staffUserId, input.intentId);
    const now = await databaseNow(tx);
    if (input.endToEndId) {
      const recorded = await insertPixNotice(tx, {
        endToEndId: input.endToEndId,
        txid: intent.pixTxid,
        intentId: intent.id,
        amountCents: Number(intent.totalCents),
        paidAt: now,
        outcome: 'PROCESSED',
      });
      if (!recorded) {
        throw new AppError('CONFLICT', 'Este identificador fim a fim já foi registrado em outro pagamento.');
      }
    }
    const settled = await settlePaymentIntent(tx, {
      intent,
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      reason: input.reason,
      paidAt: now,
      method: 'PIX',
      webOrigin: deps.config.WEB_ORIGIN,
      // Without the end-to-end id of a PIX of the total, what FINANCE confirms are the payments of another
      // amount the purchase received: they pay it, and only what passed the total goes back (decision 288).
      mismatchedPixPays: !input.endToEndId,
    });
    if (!settled) throw notPayable();
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_PIX_CONFIRMED_MANUALLY',
      entityType: 'payment_intent',
      entityId: intent.id,
      before: auditFields(intent),
      after: { ...auditFields(settled.intent), endToEndId: input.endToEndId ?? null, reason: input.reason },
    });
    return settled.queuedEmails;
  });
}
