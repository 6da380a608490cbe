import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { lots } from '../db/schema/index.js';

// The Event page's figures at a glance (decision 216): over all the Event's lots, never who bid.
const { app, db } = await createTestApp({ BIDS_RATE_LIMIT_MAX: '1000', SEARCH_CACHE_SECONDS: '0' });
const hour = 3_600_000;

const page = async (slug: string) => {
  const response = await app.inject({ method: 'GET', url: `/web/listings/${slug}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('Event figures', () => {
  it('counts open lots, bids and distinct bidders, and the first and last close ahead', async () => {
    const listing = await makeListing(db, { closingIntervalSeconds: 600 });
    const first = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000 });
    const second = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000 });
    const third = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000 });
    const closed = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000 });
    await db.update(lots).set({ status: 'CLOSED', closedAt: new Date() }).where(eq(lots.id, closed.id));
    const ana = await makeBidder(app, db, { enrolIn: [listing.id] });
    const bruno = await makeBidder(app, db, { enrolIn: [listing.id] });
    const a1 = (await bid(app, ana, first.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    const b1 = await bid(app, bruno, first.id, {
      amountCents: a1.lot.nextMinimumBidCents,
      lastSeenBidId: a1.bid.id,
    });
    expect(b1.statusCode).toBe(201);
    expect((await bid(app, ana, second.id, { amountCents: 10_000, lastSeenBidId: null })).statusCode).toBe(
      201,
    );

    const answer = await page(listing.slug);
    expect(answer.figures).toEqual({
      openLots: 3,
      totalLots: 4,
      totalBids: 3,
      bidders: 2,
      firstCloseAt: first.scheduledEndAt!.toISOString(),
      lastCloseAt: third.scheduledEndAt!.toISOString(),
      unitsLeft: null,
    });
    // A count only: no bidder's name or username anywhere in the figures.
    expect(JSON.stringify(answer.figures)).not.toContain(ana.username);
    expect(second.scheduledEndAt!.getTime()).toBeGreaterThan(first.scheduledEndAt!.getTime());
  });

  it('for a direct sale counts the units left of the open lots; an Event not started has no open lot', async () => {
    const sale = await makeListing(db, { type: 'DIRECT_SALE' });
    await makeLot(db, { listingId: sale.id, quantity: 5, unitPriceCents: 10_000 });
    const partly = await makeLot(db, { listingId: sale.id, quantity: 3, unitPriceCents: 10_000 });
    await db.update(lots).set({ reservedQuantity: 2 }).where(eq(lots.id, partly.id));
    expect((await page(sale.slug)).figures).toMatchObject({
      openLots: 2,
      totalLots: 2,
      totalBids: 0,
      bidders: 0,
      unitsLeft: 6,
    });

    const upcoming = await makeListing(db, { startsAt: new Date(Date.now() + hour) });
    await makeLot(db, { listingId: upcoming.id });
    expect((await page(upcoming.slug)).figures).toMatchObject({ openLots: 0, totalLots: 1, totalBids: 0 });
  });
});
