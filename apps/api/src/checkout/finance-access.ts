import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { CheckoutDeps } from './context.js';
import { getIntentForFinance } from './get-intent-for-finance.js';
import { intentNotFound } from './get-own-payment-intent.js';
import { findBuyerIdOfUser, findIntent, type IntentRow } from './payments-repository.js';

/** What FINANCE's actions share: the audit fields of an intent, the lock with separation of duties, the frame. */

export const auditFields = (intent: IntentRow) => ({
  status: intent.status,
  method: intent.method,
  totalCents: Number(intent.totalCents),
  dueAt: intent.dueAt?.toISOString() ?? null,
});

/** Locks the intent and refuses a staff member acting on their own buyer account's payment. */
export async function lockForStaff(tx: Database, staffUserId: string, intentId: string) {
  const intent = await findIntent(tx, intentId, { lock: true });
  if (!intent) throw intentNotFound();
  if ((await findBuyerIdOfUser(tx, staffUserId)) === intent.buyerId) {
    throw new AppError(
      'PAYMENT_OWN_ACCOUNT',
      'Você não pode decidir sobre um pagamento da sua própria conta de comprador.',
    );
  }
  return intent;
}

/** Runs an action in one transaction, sends its e-mails after the commit and answers FINANCE's view. */
export async function act(deps: CheckoutDeps, intentId: string, work: (tx: Database) => Promise<string[]>) {
  let queued: string[] = [];
  await deps.db.transaction(async (transaction) => {
    queued = await work(transaction as unknown as Database);
  });
  await deps.notifier.deliverQueued(queued);
  return getIntentForFinance(deps, intentId);
}
