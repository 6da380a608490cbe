import { paymentBreakdown, totalFromPrice } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';
import type { Database } from '../db/client.js';
import {
  listings,
  lotClosings,
  paymentIntentItems,
  paymentIntentLines,
  userNotifications,
} from '../db/schema/index.js';
import { answerConditionalSale } from '../lot-closing/answer-conditional-sale.js';
import { closeLotDeps } from '../lot-closing/lot-closing-jobs.js';
import { auctionWon, endAndClose, intentsOfBuyer, intentsOfListing } from './checkout-test-factories.js';
import { createPaymentIntent } from './create-payment-intents.js';
import { findListingPaymentSettings } from './payments-repository.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
});
const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);
const feeRows = [
  { fromValueCents: 0, toValueCents: 100_000, feeCents: 5_000 },
  { fromValueCents: 100_001, toValueCents: 100_000_000, feeCents: 20_000 },
];

const linesOf = (intentId: string) =>
  db
    .select()
    .from(paymentIntentLines)
    .where(eq(paymentIntentLines.intentId, intentId))
    .orderBy(paymentIntentLines.position);
const listingStatus = async (id: string) =>
  (await db.select().from(listings).where(eq(listings.id, id)))[0]!.status;

/** "Total a pagar" of the lot page for a price: the page's own answer while the lot is open. */
async function lotPageTotal(lotId: string) {
  const page = await app.inject({ method: 'GET', url: `/web/lots/${lotId}` });
  expect(page.statusCode).toBe(200);
  return page.json().lot.totalToPay as { priceCents: number; totalCents: number };
}

describe('intents by the Event creation mode', () => {
  it('ON_LISTING_END: nothing while lots close, then one intent per buyer for all their lots at the end', async () => {
    const ana = await makeBidder(app, db);
    const bruno = await makeBidder(app, db);
    const { listing, lots } = await auctionWon(app, db, {
      mode: 'ON_LISTING_END',
      prices: [10_000, 20_000, 30_000],
      winners: [ana, bruno, ana],
      close: false,
    });
    await endAndClose(app, db, lots[0]!.lot.id);
    await endAndClose(app, db, lots[1]!.lot.id);
    expect(await intentsOfListing(db, listing.id)).toHaveLength(0);
    await endAndClose(app, db, lots[2]!.lot.id);
    const [anaIntent] = await intentsOfBuyer(db, ana.buyerId);
    const [brunoIntent] = await intentsOfBuyer(db, bruno.buyerId);
    expect(await intentsOfListing(db, listing.id)).toHaveLength(2);
    const expected = paymentBreakdown({
      listingType: 'AUCTION',
      buyerFeeBasisPoints: 1_000,
      items: [
        { lotId: lots[0]!.lot.id, unitPriceCents: 10_000, quantity: 1 },
        { lotId: lots[2]!.lot.id, unitPriceCents: 30_000, quantity: 1 },
      ],
    });
    expect(Number(anaIntent!.totalCents)).toBe(expected.totalCents);
    expect((await linesOf(anaIntent!.id)).map((line) => [line.kind, line.lotId, line.amountCents])).toEqual(
      expected.lines.map((line) => [line.kind, line.lotId, line.amountCents]),
    );
    expect(brunoIntent).toMatchObject({
      status: 'PENDING_PAYMENT',
      allowedMethods: ['PIX', 'DEPOSIT_RECEIPT'],
    });
    expect(await listingStatus(listing.id)).toBe('PAYMENT_COLLECTION');
    const notices = await db.select().from(userNotifications).where(eq(userNotifications.userId, ana.userId));
    const instructions = notices.find((notice) => notice.type === 'PAYMENT_INSTRUCTIONS');
    expect(instructions?.body).toContain(`/conta/compras/${anaIntent!.id}`);
  });

  it('ON_LISTING_END: a conditional sale approved after the end gets its own intent', async () => {
    const { listing, lots, winners } = await auctionWon(app, db, {
      mode: 'ON_LISTING_END',
      prices: [10_000, 20_000],
      reserveCents: 15_000,
    });
    const winner = winners[0]!;
    // Lot 1 stayed below the reserve; lot 2 sold. The Event ended with one intent for lot 2.
    const before = await intentsOfBuyer(db, winner.buyerId);
    expect(before).toHaveLength(1);
    const [conditional] = await db.select().from(lotClosings).where(eq(lotClosings.lotId, lots[0]!.lot.id));
    expect(conditional?.status).toBe('PENDING_CONFIRMATION');
    await answerConditionalSale(closeLotDeps(app), {
      closingId: conditional!.id,
      decision: 'APPROVED',
      answerer: { kind: 'staff', userId: finance.user.id },
    });
    const after = await intentsOfBuyer(db, winner.buyerId);
    expect(after).toHaveLength(2);
    const added = after.find((intent) => intent.id !== before[0]!.id)!;
    const items = await db.select().from(paymentIntentItems).where(eq(paymentIntentItems.intentId, added.id));
    expect(items.map((item) => item.lotClosingId)).toEqual([conditional!.id]);
    expect(await listingStatus(listing.id)).toBe('PAYMENT_COLLECTION');
  });

  it('PER_LOT_END: a conditional sale approved by the seller gets its intent at once', async () => {
    const { lots, winners } = await auctionWon(app, db, { prices: [10_000], reserveCents: 15_000 });
    expect(await intentsOfBuyer(db, winners[0]!.buyerId)).toHaveLength(0);
    const [conditional] = await db.select().from(lotClosings).where(eq(lotClosings.lotId, lots[0]!.lot.id));
    await answerConditionalSale(closeLotDeps(app), {
      closingId: conditional!.id,
      decision: 'APPROVED',
      answerer: { kind: 'staff', userId: finance.user.id },
    });
    const [intent] = await intentsOfBuyer(db, winners[0]!.buyerId);
    expect(intent).toMatchObject({ type: 'AUCTION_END', status: 'PENDING_PAYMENT' });
  });

  it('OFF: no intent until FINANCE creates one per approved lot, and a second request creates none', async () => {
    const { listing, winners } = await auctionWon(app, db, { mode: 'OFF', prices: [10_000, 20_000] });
    expect(await intentsOfListing(db, listing.id)).toHaveLength(0);
    expect(await listingStatus(listing.id)).toBe('CLOSED');
    const url = `/backoffice/listings/${listing.id}/payment-intents`;
    const [first, second] = await Promise.all([
      app.inject({ method: 'POST', url, headers: finance.headers }),
      app.inject({ method: 'POST', url, headers: finance.headers }),
    ]);
    expect([first.json().created, second.json().created].sort()).toEqual([0, 2]);
    expect(await intentsOfBuyer(db, winners[0]!.buyerId)).toHaveLength(2);
    expect(await listingStatus(listing.id)).toBe('PAYMENT_COLLECTION');
    const automatic = await auctionWon(app, db, { prices: [10_000] });
    const refused = await app.inject({
      method: 'POST',
      url: `/backoffice/listings/${automatic.listing.id}/payment-intents`,
      headers: finance.headers,
    });
    expect(refused.json().code).toBe('PAYMENT_CREATION_MODE_NOT_OFF');
  });

  it('OFF: FINANCE lists the Events with approved lots still to charge, until it charges them', async () => {
    const { listing } = await auctionWon(app, db, { mode: 'OFF', prices: [10_000, 20_000] });
    const automatic = await auctionWon(app, db, { prices: [10_000] });
    const url = '/backoffice/payment-intents/pending-listings';
    const pendingIds = async () => {
      const response = await app.inject({ method: 'GET', url, headers: finance.headers });
      expect(response.statusCode).toBe(200);
      return response.json().items as { listingId: string; slug: string; title: string }[];
    };
    const before = await pendingIds();
    expect(before).toContainEqual({
      listingId: listing.id,
      slug: listing.slug,
      title: listing.title,
      closingsWithoutIntent: 2,
    });
    expect(before.map((item) => item.listingId)).not.toContain(automatic.listing.id);
    const created = await app.inject({
      method: 'POST',
      url: `/backoffice/listings/${listing.id}/payment-intents`,
      headers: finance.headers,
    });
    expect(created.json()).toEqual({ created: 2 });
    expect((await pendingIds()).map((item) => item.listingId)).not.toContain(listing.id);

    const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 1);
    expect((await app.inject({ method: 'GET', url, headers: support.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('JUDICIAL_ALL_DEPOSITS: one intent per lot, payable only by a deposit receipt', async () => {
    const { winners } = await auctionWon(app, db, {
      mode: 'JUDICIAL_ALL_DEPOSITS',
      type: 'JUDICIAL_PHASED_AUCTION',
      buyerFeeBasisPoints: 0,
      prices: [100_000],
    });
    const [intent] = await intentsOfBuyer(db, winners[0]!.buyerId);
    expect(intent).toMatchObject({
      allowedMethods: ['DEPOSIT_RECEIPT'],
      method: 'DEPOSIT_RECEIPT',
      part: 'ALL',
    });
    const view = await app.inject({
      method: 'GET',
      url: `/web/buyers/${winners[0]!.buyerId}/payment-intents/${intent!.id}`,
      headers: winners[0]!.headers,
    });
    // A judicial deposit follows the Edital: no account of Circula's is offered.
    expect(view.json()).toMatchObject({ pix: null, totalCents: 105_000, depositAccount: null });
  });

  it('JUDICIAL_PIX_COMMISSION: commission and fee by PIX, the price by judicial deposit, adding up to the total', async () => {
    const { lots, winners } = await auctionWon(app, db, {
      mode: 'JUDICIAL_PIX_COMMISSION',
      type: 'JUDICIAL_PHASED_AUCTION',
      buyerFeeBasisPoints: 250,
      prices: [123_457],
    });
    const intents = await intentsOfBuyer(db, winners[0]!.buyerId);
    const charges = intents.find((intent) => intent.part === 'CHARGES')!;
    const price = intents.find((intent) => intent.part === 'PRICE')!;
    expect(charges.allowedMethods).toEqual(['PIX']);
    expect(price.allowedMethods).toEqual(['DEPOSIT_RECEIPT']);
    expect(Number(price.totalCents)).toBe(123_457);
    const whole = totalFromPrice({
      listingType: 'JUDICIAL_PHASED_AUCTION',
      priceCents: 123_457,
      buyerFeePercentage: 0.025,
    });
    expect(Number(charges.totalCents) + Number(price.totalCents)).toBe(whole.totalCents);
    expect((await linesOf(charges.id)).map((line) => line.kind)).toEqual([
      'COMMISSION',
      'ADMINISTRATIVE_FEE',
    ]);
    expect((await linesOf(price.id)).map((line) => [line.kind, line.lotId])).toEqual([
      ['PRICE', lots[0]!.lot.id],
    ]);
    // Neither part offers Circula's account: the charges are PIX only, the price a judicial deposit.
    const list = await app.inject({
      method: 'GET',
      url: `/web/buyers/${winners[0]!.buyerId}/payment-intents`,
      headers: winners[0]!.headers,
    });
    expect(
      list.json().paymentIntents.map((view: { depositAccount: string | null }) => view.depositAccount),
    ).toEqual([null, null]);
  });
});

describe('the lot page, the intent and the receipt agree to the centavo', () => {
  async function intentTotalFor(
    database: Database,
    listingId: string,
    lotId: string,
    unitPriceCents: number,
    quantity = 1,
  ) {
    const buyer = await makeBidder(app, db);
    const listing = (await findListingPaymentSettings(database, listingId))!;
    return database.transaction(async (tx) =>
      createPaymentIntent(tx as unknown as Database, {
        listing,
        buyerId: buyer.buyerId,
        type: listing.type === 'DIRECT_SALE' ? 'DIRECT_SALE' : 'AUCTION_END',
        part: 'ALL',
        items: [{ lotId, lotClosingId: null, unitPriceCents, quantity }],
        allowedMethods: ['PIX'],
        now: new Date(),
        webOrigin: app.deps.config.WEB_ORIGIN,
      }),
    );
  }

  for (const type of ['AUCTION', 'JUDICIAL_PHASED_AUCTION', 'DIRECT_SALE'] as const) {
    for (const fees of [{ feeRows }, { buyerFeeBasisPoints: 1_250 }]) {
      it(`${type} with ${'feeRows' in fees ? 'a fee table' : 'a buyer percentage'}`, async () => {
        const listing = await makeListing(db, {
          type,
          ...fees,
          ...('feeRows' in fees ? { buyerFeeBasisPoints: null } : {}),
        });
        const lot = await makeLot(db, {
          listingId: listing.id,
          ...(type === 'DIRECT_SALE' ? { unitPriceCents: 98_765 } : { startingBidCents: 98_765 }),
        });
        const page = await lotPageTotal(lot.id);
        expect(page.priceCents).toBe(98_765);
        const intent = await intentTotalFor(db, listing.id, lot.id, page.priceCents);
        expect(intent.totalCents).toBe(page.totalCents);
        const lines = await linesOf(intent.id);
        expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(page.totalCents);
        const multiple = await intentTotalFor(db, listing.id, lot.id, page.priceCents, 3);
        expect(multiple.totalCents).toBe(page.totalCents * 3);
      });
    }
  }
});
