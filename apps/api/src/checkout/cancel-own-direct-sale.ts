import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { changeIntentStatus } from './change-intent-status.js';
import type { CheckoutDeps } from './context.js';
import { auditFields } from './finance-access.js';
import { getOwnIntentOrThrow, getOwnPaymentIntent } from './get-own-payment-intent.js';

const notCancellable = () =>
  new AppError(
    'PAYMENT_INTENT_NOT_CANCELLABLE',
    'Só uma compra de venda direta que ainda aguarda pagamento pode ser cancelada por você. Se você já pagou ou enviou um comprovante, fale com o atendimento.',
  );

/**
 * POST /web/buyers/{id}/payment-intents/{intentId}/cancel: the buyer gives up a direct-sale purchase not yet
 * paid (decision 284). Under the intent's row lock, one conditional change from an open state to CANCELLED:
 * the units go back to the lot by the release trigger (decision 121), credits applied to it are returned
 * (decision 131) and its place under the unpaid cap is freed (decision 282). No fine: a lapsed direct sale
 * brings none either. A purchase whose payment arrived (or a receipt awaits FINANCE) is not cancelled here.
 */
export async function cancelOwnDirectSale(
  deps: CheckoutDeps,
  input: { callerUserId: string; buyerId: string; intentId: string },
) {
  const queued = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const { intent } = await getOwnIntentOrThrow(tx, input, { lock: true });
    if (intent.type !== 'DIRECT_SALE') throw notCancellable();
    const moved = await changeIntentStatus(tx, {
      intentId: intent.id,
      from: ['PENDING_PAYMENT'],
      to: 'CANCELLED',
      actor: 'BUYER',
      actorUserId: input.callerUserId,
      reason: 'Cancelada pelo comprador',
      webOrigin: deps.config.WEB_ORIGIN,
    });
    if (!moved) throw notCancellable();
    await recordAudit(tx, {
      actorUserId: input.callerUserId,
      action: 'PAYMENT_INTENT_CANCELLED',
      entityType: 'payment_intent',
      entityId: intent.id,
      before: auditFields(intent),
      after: { ...auditFields(moved.intent), by: 'BUYER' },
    });
    return moved.queuedEmails;
  });
  await deps.notifier.deliverQueued(queued);
  return getOwnPaymentIntent(deps, input);
}
