import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';
import { checkoutDeps } from '../checkout/context.js';
import { enforcePaymentDeadline } from '../checkout/enforce-payment-deadline.js';
import {
  buyers,
  listings,
  lots,
  negotiationHistory,
  negotiations,
  paymentIntents,
} from '../db/schema/index.js';
import { confirm } from '../direct-sales/direct-sale-test-factories.js';
import { makeOfferCall, makeOfferLot, makeSellerTeam, offerOn, sellerMove } from './offer-test-factories.js';

// An accepted offer sells the lot (decision 125); when its LOT_NEGOTIATION intent lapses or is cancelled the
// lot goes back on sale (decision 160), whichever path changes the intent.
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SELLER_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  OFFERS_RATE_LIMIT_MAX: '100000',
});
const team = await makeSellerTeam(app, db, 'Móveis Corporativos Ltda');
const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);

const lotRow = async (id: string) => (await db.select().from(lots).where(eq(lots.id, id)))[0]!;

/** An offer accepted by the seller's ADMIN: the lot CLOSED, the LOT_NEGOTIATION intent open. */
async function acceptedOffer(quantity = 2) {
  const { lot, listing } = await makeOfferLot(db, team.seller.id, { quantity });
  const { buyer, offer } = await offerOn(app, db, lot.id, 60_000);
  const answer = await sellerMove(app, team.admin, offer.id, 'accept');
  expect(answer.statusCode).toBe(200);
  const intentId = answer.json().offer.paymentIntentId as string;
  expect((await lotRow(lot.id)).status).toBe('CLOSED');
  return { lot, listing, buyer, offerId: offer.id, intentId };
}

async function lapse(intentId: string) {
  await db
    .update(paymentIntents)
    .set({ dueAt: new Date(Date.now() - 60_000) })
    .where(eq(paymentIntents.id, intentId));
  return enforcePaymentDeadline(checkoutDeps(app), intentId);
}

describe('a lapsed or cancelled accepted offer gives the lot back to the sale', () => {
  it('payment deadline passed: the lot reopens for buy now and offers, the buyer is neither fined nor blocked', async () => {
    const { lot, buyer, offerId, intentId } = await acceptedOffer(2);
    const before = (await lotRow(lot.id)).stockChangedAt;
    expect(await lapse(intentId)).toBe('uncollectible');
    const reopened = await lotRow(lot.id);
    expect(reopened).toMatchObject({ status: 'OPEN', closedAt: null, reservedQuantity: 0 });
    expect(reopened.stockChangedAt.getTime()).toBeGreaterThan(before.getTime());
    // The offer keeps its accepted status; its history tells why the sale did not happen.
    const [offer] = await db.select().from(negotiations).where(eq(negotiations.id, offerId));
    expect(offer!.status).toBe('ACCEPTED_BY_SELLER');
    const history = await db
      .select()
      .from(negotiationHistory)
      .where(eq(negotiationHistory.negotiationId, offerId))
      .orderBy(negotiationHistory.createdAt);
    expect(history.at(-1)).toMatchObject({
      actor: 'SYSTEM',
      fromStatus: 'ACCEPTED_BY_SELLER',
      toStatus: 'ACCEPTED_BY_SELLER',
      reason: 'Pagamento não feito no prazo; lote reaberto para venda',
    });
    // No fine, no block: a lapsed purchase only frees the goods (decisions 121 and 160).
    const fines = await db.select().from(paymentIntents).where(eq(paymentIntents.buyerId, buyer.buyerId));
    expect(fines.map((intent) => intent.type)).toEqual(['LOT_NEGOTIATION']);
    const [buyerRow] = await db.select().from(buyers).where(eq(buyers.id, buyer.buyerId));
    expect(buyerRow!.blockedAt).toBeNull();
    // Both ways of buying work again: another buyer takes both units at the asking price…
    const other = await makeBidder(app, db);
    const offered = await makeOfferCall(app, other, lot.id, { unitPriceCents: 70_000 });
    expect(offered.statusCode).toBe(201);
    const bought = await confirm(app, other, lot.id, 2);
    expect(bought.statusCode).toBe(201);
    expect(await lotRow(lot.id)).toMatchObject({ status: 'OPEN', reservedQuantity: 2 });
    // …and a sold-out lot takes no more offers (the other buyer's offer closed with the sale).
    const late = await makeOfferCall(app, buyer, lot.id, { unitPriceCents: 60_000 });
    expect([late.statusCode, late.json().code]).toEqual([409, 'OFFER_LOT_UNAVAILABLE']);
    const [closedOffer] = await db
      .select()
      .from(negotiations)
      .where(eq(negotiations.id, offered.json().offer.id));
    expect(closedOffer!.closedReason).toBe('LOT_SOLD');
    // Running the sweep again changes nothing twice.
    expect(await lapse(intentId)).toBe('not-pending');
  });

  it('FINANCE cancels the intent: the lot reopens too, with the reason in the offer’s history', async () => {
    const { lot, offerId, intentId } = await acceptedOffer(1);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/backoffice/payment-intents/${intentId}/cancel`,
      headers: finance.headers,
      payload: { reason: 'Comprador desistiu da compra por telefone' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await lotRow(lot.id)).toMatchObject({ status: 'OPEN', closedAt: null });
    const [last] = await db
      .select()
      .from(negotiationHistory)
      .where(eq(negotiationHistory.negotiationId, offerId))
      .orderBy(negotiationHistory.createdAt)
      .then((rows) => rows.slice(-1));
    expect(last!.reason).toBe('Pagamento cancelado; lote reaberto para venda');
    const buyer = await makeBidder(app, db);
    expect((await confirm(app, buyer, lot.id, 1)).statusCode).toBe(201);
  });

  it('an Event that has ended keeps the lot closed: nothing is put on sale after the end', async () => {
    const { lot, listing, offerId, intentId } = await acceptedOffer(1);
    await db
      .update(listings)
      .set({ scheduledEndAt: new Date(Date.now() - 1_000) })
      .where(eq(listings.id, listing.id));
    expect(await lapse(intentId)).toBe('uncollectible');
    expect((await lotRow(lot.id)).status).toBe('CLOSED');
    const [last] = await db
      .select()
      .from(negotiationHistory)
      .where(eq(negotiationHistory.negotiationId, offerId))
      .orderBy(negotiationHistory.createdAt)
      .then((rows) => rows.slice(-1));
    expect(last!.reason).toBe('Pagamento não feito no prazo');
  });

  it('a paid offer never reopens the lot', async () => {
    const { lot, intentId } = await acceptedOffer(1);
    await db.update(paymentIntents).set({ status: 'PAID' }).where(eq(paymentIntents.id, intentId));
    expect(await lapse(intentId)).toBe('not-pending');
    expect((await lotRow(lot.id)).status).toBe('CLOSED');
  });
});
