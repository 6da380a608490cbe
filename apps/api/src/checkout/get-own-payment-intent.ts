import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { CheckoutDeps } from './context.js';
import { toIntentViews, viewSettings } from './payment-intent-views.js';
import { findIntent, listIntentIdsOfBuyer } from './payments-repository.js';

export const intentNotFound = () => new AppError('PAYMENT_INTENT_NOT_FOUND', 'Pagamento não encontrado.');

/**
 * The caller's own buyer and one of its intents. Another buyer's intent answers exactly like a missing one
 * (404), so ids cannot be probed.
 */
export async function getOwnIntentOrThrow(
  db: Database,
  input: { callerUserId: string; buyerId: string; intentId: string },
  options: { lock?: boolean } = {},
) {
  const buyer = await getOwnBuyerOrThrow(db, input.callerUserId, input.buyerId);
  const intent = await findIntent(db, input.intentId, options);
  if (!intent || intent.buyerId !== buyer.id) throw intentNotFound();
  return { buyer, intent };
}

/** One intent as its buyer sees it. */
export async function getOwnPaymentIntent(
  deps: CheckoutDeps,
  input: { callerUserId: string; buyerId: string; intentId: string },
) {
  const { intent } = await getOwnIntentOrThrow(deps.db, input);
  const [view] = await toIntentViews(deps.db, viewSettings(deps), [intent.id]);
  if (!view) throw intentNotFound();
  return view;
}

/** The buyer's intents, newest first. */
export async function listOwnPaymentIntents(
  deps: CheckoutDeps,
  input: { callerUserId: string; buyerId: string },
) {
  const buyer = await getOwnBuyerOrThrow(deps.db, input.callerUserId, input.buyerId);
  return toIntentViews(deps.db, viewSettings(deps), await listIntentIdsOfBuyer(deps.db, buyer.id));
}
