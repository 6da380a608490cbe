import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { CheckoutDeps } from './context.js';
import { createAuctionEndIntents } from './create-payment-intents.js';
import { databaseNow, findListingPaymentSettings } from './payments-repository.js';

/** OFF mode: FINANCE creates one intent per approved lot of the Event that has none. */
export async function createListingIntents(
  deps: CheckoutDeps,
  input: { staffUserId: string; listingId: string },
) {
  let queued: string[] = [];
  const created = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listing = await findListingPaymentSettings(tx, input.listingId);
    if (!listing) throw new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
    if (listing.paymentIntentCreationMode !== 'OFF') {
      throw new AppError(
        'PAYMENT_CREATION_MODE_NOT_OFF',
        'Os pagamentos deste evento são criados automaticamente; não é preciso criá-los à mão.',
      );
    }
    const result = await createAuctionEndIntents(tx, {
      listingId: listing.id,
      trigger: 'STAFF',
      now: await databaseNow(tx),
      notify: true,
      webOrigin: deps.config.WEB_ORIGIN,
    });
    queued = result.queuedEmails;
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'PAYMENT_INTENTS_CREATED',
      entityType: 'listing',
      entityId: listing.id,
      before: null,
      after: { paymentIntentIds: result.intents.map((intent) => intent.id) },
    });
    return result.intents.length;
  });
  await deps.notifier.deliverQueued(queued);
  return { created };
}
