import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bids, lots, sellerUsers } from '../db/schema/index.js';
import { bid, makeBidder, setAutomatic } from './bidding-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
});

async function openLot(overrides: Parameters<typeof makeLot>[1] = {}) {
  const listing = await makeListing(db, { highBidThresholdCents: 100_000_000_000 });
  const lot = await makeLot(db, {
    listingId: listing.id,
    startingBidCents: 72_000,
    incrementCents: 1_000,
    estimatedValueCents: null,
    ...overrides,
  });
  return { listing, lot };
}

describe('bid amounts', () => {
  it('refuses an amount past R$ 1 bilhão, and above 10× the lot reference value, confirmed or not', async () => {
    const { listing, lot } = await openLot({ estimatedValueCents: 2_000_000 });
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const huge = await bid(app, bidder, lot.id, {
      amountCents: Number.MAX_SAFE_INTEGER,
      lastSeenBidId: null,
      confirmHighAmount: true,
    });
    expect(huge.statusCode).toBe(400);
    const above = await bid(app, bidder, lot.id, {
      amountCents: 20_000_001,
      lastSeenBidId: null,
      confirmHighAmount: true,
    });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: 'BID_AMOUNT_TOO_HIGH',
      details: { maximumCents: 20_000_000, lot: { nextMinimumBidCents: 72_000 } },
    });
    expect((await db.select().from(bids).where(eq(bids.lotId, lot.id))).length).toBe(0);
    const atCeiling = await bid(app, bidder, lot.id, {
      amountCents: 20_000_000,
      lastSeenBidId: null,
      confirmHighAmount: true,
    });
    expect(atCeiling.statusCode).toBe(201);
  });

  it('asks to confirm a large jump, then places it with the flag', async () => {
    const { listing, lot } = await openLot({ estimatedValueCents: 2_000_000 });
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const unconfirmed = await bid(app, bidder, lot.id, { amountCents: 144_000, lastSeenBidId: null });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json()).toMatchObject({
      code: 'BID_CONFIRMATION_REQUIRED',
      details: { amountCents: 144_000 },
    });
    expect(unconfirmed.json().message).toMatch(/^Confirme o valor de R\$\s1\.440,00/);
    const small = await bid(app, bidder, lot.id, { amountCents: 143_000, lastSeenBidId: null });
    expect(small.statusCode).toBe(201);
    const other = await makeBidder(app, db, { enrolIn: [listing.id] });
    const confirmed = await bid(app, other, lot.id, {
      amountCents: 1_000_000,
      lastSeenBidId: small.json().bid.id,
      confirmHighAmount: true,
    });
    expect(confirmed.statusCode).toBe(201);
  });

  it('bounds automatic-bid maxima by the same rule: a R$ 150.000 maximum on a R$ 720 lot asks first', async () => {
    const { listing, lot } = await openLot({ estimatedValueCents: 2_000_000 });
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const unconfirmed = await setAutomatic(app, bidder, lot.id, 15_000_000);
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json()).toMatchObject({
      code: 'BID_CONFIRMATION_REQUIRED',
      details: { amountCents: 15_000_000 },
    });
    const tooHigh = await setAutomatic(app, bidder, lot.id, 20_000_001, { confirmHighAmount: true });
    expect(tooHigh.json()).toMatchObject({
      code: 'BID_AMOUNT_TOO_HIGH',
      details: { maximumCents: 20_000_000 },
    });
    const unsafe = await setAutomatic(app, bidder, lot.id, Number.MAX_SAFE_INTEGER, {
      confirmHighAmount: true,
    });
    expect(unsafe.statusCode).toBe(400);
    const confirmed = await setAutomatic(app, bidder, lot.id, 15_000_000, { confirmHighAmount: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ automaticBid: { maxCents: 15_000_000 }, winning: true });
  });

  it('keeps the lot page and its bid history answering for a huge amount stored before the bounds', async () => {
    const { listing, lot } = await openLot();
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const first = await bid(app, bidder, lot.id, { amountCents: 72_000, lastSeenBidId: null });
    await db.execute(sql`update bids set amount_cents = ${Number.MAX_SAFE_INTEGER} where lot_id = ${lot.id}`);
    await db.update(lots).set({ currentBidCents: Number.MAX_SAFE_INTEGER }).where(eq(lots.id, lot.id));
    const history = await app.inject({ method: 'GET', url: `/web/lots/${lot.id}/bids` });
    expect(history.statusCode).toBe(200);
    expect(history.json().lot).toMatchObject({
      currentBidCents: Number.MAX_SAFE_INTEGER,
      nextMinimumBidCents: Number.MAX_SAFE_INTEGER,
    });
    const page = await app.inject({ method: 'GET', url: `/web/lots/${lot.id}` });
    expect(page.statusCode).toBe(200);
    const other = await makeBidder(app, db, { enrolIn: [listing.id] });
    const next = await bid(app, other, lot.id, {
      amountCents: 99_000_000_000,
      lastSeenBidId: first.json().bid.id,
      confirmHighAmount: true,
    });
    expect([next.statusCode, next.json().code]).toEqual([422, 'AMOUNT_LESS_OR_EQUAL_TO_LAST_BID']);
  });
});

describe('idempotency keys', () => {
  it('refuses a key reused with another amount or lot, carrying the first receipt', async () => {
    const { listing, lot } = await openLot();
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const idempotencyKey = randomUUID();
    const first = await bid(app, bidder, lot.id, {
      amountCents: 72_000,
      lastSeenBidId: null,
      idempotencyKey,
    });
    expect(first.statusCode).toBe(201);
    const otherAmount = await bid(app, bidder, lot.id, {
      amountCents: 80_000,
      lastSeenBidId: first.json().bid.id,
      idempotencyKey,
    });
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      details: { lotId: lot.id, receipt: first.json() },
    });
    expect(otherAmount.json().message).toMatch(/^Este lance já foi enviado com outro valor/);
    const elsewhere = await openLot();
    await db.execute(sql`insert into listing_enrolments (listing_id, buyer_id, edital_accepted_at)
      values (${elsewhere.listing.id}, ${bidder.buyerId}, now())`);
    const otherLot = await bid(app, bidder, elsewhere.lot.id, {
      amountCents: 72_000,
      lastSeenBidId: null,
      idempotencyKey,
    });
    expect(otherLot.statusCode).toBe(409);
    expect(otherLot.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      details: { lotId: lot.id, receipt: first.json() },
    });
    const same = await bid(app, bidder, lot.id, { amountCents: 72_000, lastSeenBidId: null, idempotencyKey });
    expect([same.statusCode, same.json()]).toEqual([201, first.json()]);
  });

  it('answers racing uses of one key with different amounts with one bid and the same receipt', async () => {
    const { listing, lot } = await openLot();
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const idempotencyKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        bid(app, bidder, lot.id, {
          amountCents: 72_000 + index * 1_000,
          lastSeenBidId: null,
          idempotencyKey,
        }),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(1);
    const receipt = placed[0]!.json();
    for (const answer of answers) {
      if (answer.statusCode === 201) continue;
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', details: { receipt } });
    }
    expect((await db.select().from(bids).where(eq(bids.lotId, lot.id))).length).toBe(1);
  });
});

describe("the seller's own Events", () => {
  it("refuses bids and automatic bids of a user who joined the Event's seller after enrolling", async () => {
    const { listing, lot } = await openLot();
    const insider = await makeBidder(app, db, { enrolIn: [listing.id] });
    const honest = await makeBidder(app, db, { enrolIn: [listing.id] });
    const early = await setAutomatic(app, insider, lot.id, 100_000);
    expect(early.statusCode).toBe(200);
    await db
      .insert(sellerUsers)
      .values({ sellerId: listing.sellerId, userId: insider.userId, role: 'VIEWER' });
    const refused = await bid(app, insider, lot.id, {
      amountCents: 72_000,
      lastSeenBidId: early.json().lot.lastBidId,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SELLER_OWN_LISTING');
    expect(refused.json().message).toMatch(/vendedor/);
    const automatic = await setAutomatic(app, insider, lot.id, 110_000);
    expect([automatic.statusCode, automatic.json().code]).toEqual([403, 'SELLER_OWN_LISTING']);
    // The automatic bid set before joining rests: it no longer answers the honest bidder.
    const fair = await bid(app, honest, lot.id, {
      amountCents: 73_000,
      lastSeenBidId: early.json().lot.lastBidId,
    });
    expect(fair.statusCode).toBe(201);
    expect(fair.json()).toMatchObject({ winning: true, lot: { currentBidCents: 73_000 } });
    const rows = await db.select().from(bids).where(eq(bids.lotId, lot.id)).orderBy(bids.sequence);
    expect(rows.map((row) => row.buyerId)).toEqual([insider.buyerId, honest.buyerId]);
  });
});
