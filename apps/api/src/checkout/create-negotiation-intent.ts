import type { Database } from '../db/client.js';
import { type CreatedIntent, createPaymentIntent } from './create-payment-intents.js';
import { notifyBuyer } from './notify-buyer.js';
import { paymentAvailableMessage } from './payment-messages.js';
import { findListingPaymentSettings } from './payments-repository.js';

/**
 * The LOT_NEGOTIATION intent of an accepted offer, inside the caller's transaction (which holds the lot's
 * lock): the agreed unit price for the lot's quantity, with the fees of the domain's breakdown for the
 * Event, payable by PIX or deposit receipt within the Event's deadline. The buyer gets the payment
 * instructions (bell and e-mail, outbox); answers the intent and the outbox ids.
 */
export async function createNegotiationIntent(
  tx: Database,
  input: {
    listingId: string;
    buyerId: string;
    lotId: string;
    unitPriceCents: number;
    quantity: number;
    negotiationId: string;
    now: Date;
    webOrigin: string;
  },
): Promise<{ intent: CreatedIntent; queuedEmails: string[] }> {
  const listing = await findListingPaymentSettings(tx, input.listingId);
  if (!listing) throw new Error('listing of an accepted offer not found');
  const intent = await createPaymentIntent(tx, {
    listing,
    buyerId: input.buyerId,
    type: 'LOT_NEGOTIATION',
    part: 'ALL',
    webOrigin: input.webOrigin,
    items: [
      {
        lotId: input.lotId,
        lotClosingId: null,
        unitPriceCents: input.unitPriceCents,
        quantity: input.quantity,
      },
    ],
    allowedMethods: ['PIX', 'DEPOSIT_RECEIPT'],
    now: input.now,
  });
  const queuedEmails = await notifyBuyer(tx, {
    buyerId: input.buyerId,
    type: 'PAYMENT_INSTRUCTIONS',
    message: paymentAvailableMessage([intent], input.webOrigin),
    webOrigin: input.webOrigin,
    data: { listingId: input.listingId, paymentIntentIds: [intent.id], negotiationId: input.negotiationId },
  });
  return { intent, queuedEmails };
}
