import type { ListingCheckoutConfirmation } from '@circula/domain';
import type { CheckoutDeps } from '../checkout/context.js';
import { createPaymentIntent } from '../checkout/create-payment-intents.js';
import { notifyBuyer } from '../checkout/notify-buyer.js';
import { paymentAvailableMessage } from '../checkout/payment-messages.js';
import type { Database } from '../db/client.js';
import { closeOffersOfSoldLot } from '../negotiations/expire-offers.js';
import { AppError } from '../shared/errors.js';
import {
  availableUnits,
  countUnpaidDirectSales,
  findLotForPurchase,
  findOrderByKey,
  insertOrder,
  isOrderKeyConflict,
  lockBuyer,
  reserveUnits,
} from './direct-sales-repository.js';
import {
  findPurchasableLot,
  insufficientStock,
  isOnSale,
  notForSale,
  unpaidLimitReached,
} from './purchase-eligibility.js';

type Order = NonNullable<Awaited<ReturnType<typeof findOrderByKey>>>;

function answer(order: Order, buyerId: string): ListingCheckoutConfirmation {
  return {
    paymentIntentId: order.intentId,
    buyerId,
    reference: order.reference,
    totalCents: Number(order.totalCents),
    quantity: order.quantity,
  };
}

function sameOrder(order: Order, input: { lotId: string; quantity: number }) {
  if (order.lotId !== input.lotId || order.quantity !== input.quantity) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'Esta confirmação já foi usada para outra compra. Recarregue a página e confirme de novo.',
    );
  }
}

/**
 * "Comprar agora" confirmed: in one transaction, the buyer's row is locked and their unpaid direct-sale
 * purchases counted (at most DIRECT_SALE_UNPAID_MAX at once, decision 282), the units are taken by a
 * conditional UPDATE (never more than are left, on any number of API processes), the DIRECT_SALE intent is
 * written with the domain's breakdown at the unit price read by that same UPDATE's row, the purchase is
 * recorded under the page's client key, and the buyer is told how to pay (bell and e-mail outbox). A
 * repeated confirmation with the same key answers the first purchase, even past the cap; a refusal writes
 * nothing; a refused take says how many units are left. The units come back
 * when the intent is cancelled or lapses (trigger direct_sale_intent_release, decision 121). Taking the last
 * unit closes the lot's open offers (decision 125).
 */
export async function confirmListingCheckout(
  deps: CheckoutDeps,
  input: { userId: string; lotId: string; quantity: number; clientKey: string },
): Promise<{ confirmation: ListingCheckoutConfirmation; created: boolean }> {
  const { found, buyer } = await findPurchasableLot(deps.db, input);
  const previous = await findOrderByKey(deps.db, buyer.id, input.clientKey);
  if (previous) {
    sameOrder(previous, input);
    return { confirmation: answer(previous, buyer.id), created: false };
  }
  let queued: string[] = [];
  try {
    const outcome = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      // One confirmation of a buyer at a time past this point: the cap is counted under the buyer's lock.
      await lockBuyer(tx, buyer.id);
      // A repeat of this confirmation that committed while this one waited is answered, never refused.
      const repeated = await findOrderByKey(tx, buyer.id, input.clientKey);
      if (repeated) return { created: false as const, order: repeated };
      const limit = deps.config.DIRECT_SALE_UNPAID_MAX;
      if ((await countUnpaidDirectSales(tx, buyer.id)) >= limit) throw unpaidLimitReached(limit);
      const taken = await reserveUnits(tx, input.lotId, input.quantity);
      if (taken === null || taken.unitPriceCents === null) {
        const current = await findLotForPurchase(tx, input.lotId);
        if (!current || !isOnSale(current)) throw notForSale();
        throw insufficientStock(await availableUnits(tx, input.lotId));
      }
      const intent = await createPaymentIntent(tx, {
        listing: found.listing,
        buyerId: buyer.id,
        type: 'DIRECT_SALE',
        part: 'ALL',
        allowedMethods: ['PIX', 'DEPOSIT_RECEIPT'],
        now: found.now,
        webOrigin: deps.config.WEB_ORIGIN,
        items: [
          {
            lotId: found.lot.id,
            lotClosingId: null,
            unitPriceCents: taken.unitPriceCents,
            quantity: input.quantity,
          },
        ],
      });
      await insertOrder(tx, {
        buyerId: buyer.id,
        lotId: found.lot.id,
        quantity: input.quantity,
        clientKey: input.clientKey,
        intentId: intent.id,
      });
      // The last unit sold: the lot's open offers are closed (LOT_SOLD), both sides told.
      const offersClosed =
        taken.available === 0
          ? await closeOffersOfSoldLot(
              tx,
              {
                db: deps.db,
                notifier: deps.notifier,
                webOrigin: deps.config.WEB_ORIGIN,
              },
              found.lot.id,
            )
          : [];
      queued = await notifyBuyer(tx, {
        buyerId: buyer.id,
        type: 'PAYMENT_INSTRUCTIONS',
        message: paymentAvailableMessage([intent], deps.config.WEB_ORIGIN),
        webOrigin: deps.config.WEB_ORIGIN,
        data: { listingId: found.listing.id, paymentIntentIds: [intent.id] },
      });
      queued.push(...offersClosed);
      const confirmation: ListingCheckoutConfirmation = {
        paymentIntentId: intent.id,
        buyerId: buyer.id,
        reference: intent.reference,
        totalCents: intent.totalCents,
        quantity: input.quantity,
      };
      return { created: true as const, confirmation };
    });
    if (!outcome.created) {
      sameOrder(outcome.order, input);
      return { confirmation: answer(outcome.order, buyer.id), created: false };
    }
    await deps.notifier.deliverQueued(queued);
    return { confirmation: outcome.confirmation, created: true };
  } catch (error) {
    // The same key confirmed twice at once: the second's transaction failed (its units given back).
    if (!isOrderKeyConflict(error)) throw error;
    const first = await findOrderByKey(deps.db, buyer.id, input.clientKey);
    if (!first) throw error;
    sameOrder(first, input);
    return { confirmation: answer(first, buyer.id), created: false };
  }
}
