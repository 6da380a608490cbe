import { openPaymentIntentStatuses } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import { changeIntentStatus } from './change-intent-status.js';
import { notPayable } from './choose-payment-method.js';
import type { CheckoutDeps } from './context.js';
import { act, auditFields, lockForStaff } from './finance-access.js';
import { unblockBuyerIfNoUnpaidFines } from './payments-repository.js';

/** FINANCE cancels an open intent with a reason; a cancelled fine lifts its block like a paid one. */
export function cancelPaymentIntent(
  deps: CheckoutDeps,
  input: { staffUserId: string; intentId: string; reason: string },
) {
  return act(deps, input.intentId, async (tx) => {
    const intent = await lockForStaff(tx, input.staffUserId, input.intentId);
    const moved = await changeIntentStatus(tx, {
      intentId: intent.id,
      from: openPaymentIntentStatuses,
      to: 'CANCELLED',
      actor: 'STAFF',
      actorUserId: input.staffUserId,
      reason: input.reason,
      webOrigin: deps.config.WEB_ORIGIN,
    });
    if (!moved) throw notPayable();
    if (intent.type === 'FINE') await unblockBuyerIfNoUnpaidFines(tx, intent.buyerId);
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_INTENT_CANCELLED',
      entityType: 'payment_intent',
      entityId: intent.id,
      before: auditFields(intent),
      after: { ...auditFields(moved.intent), reason: input.reason },
    });
    return moved.queuedEmails;
  });
}
