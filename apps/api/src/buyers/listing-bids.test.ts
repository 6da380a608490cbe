import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bid, makeBidder, setAutomatic } from '../bidding/bidding-test-factories.js';
import { settleBidding } from '../bidding/context.js';
import { lotClosings } from '../db/schema/index.js';
import { closeLot } from '../lot-closing/close-lot.js';
import { closeLotDeps } from '../lot-closing/lot-closing-jobs.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
});

const endNow = (lotId: string) =>
  db.execute(sql`update lots set scheduled_end_at = now() - interval '1 second' where id = ${lotId}`);

describe('GET /web/buyers/:id/listing-bids ("Meus lances")', () => {
  it('tells where the buyer stands on every lot they bid on', async () => {
    const open = await makeListing(db);
    const closed = await makeListing(db);
    const lotOptions = { startingBidCents: 10_000, incrementCents: 1_000 };
    const [winningLot, outbidLot, automaticLot] = [
      await makeLot(db, { listingId: open.id, ...lotOptions }),
      await makeLot(db, { listingId: open.id, ...lotOptions }),
      await makeLot(db, { listingId: open.id, ...lotOptions }),
    ];
    const [wonLot, lostLot, pendingLot, rejectedLot] = [
      await makeLot(db, { listingId: closed.id, ...lotOptions }),
      await makeLot(db, { listingId: closed.id, ...lotOptions }),
      await makeLot(db, { listingId: closed.id, ...lotOptions, reserveCents: 90_000 }),
      await makeLot(db, { listingId: closed.id, ...lotOptions, reserveCents: 90_000 }),
    ];
    const me = await makeBidder(app, db, { enrolIn: [open.id, closed.id] });
    const rival = await makeBidder(app, db, { enrolIn: [open.id, closed.id] });

    await bid(app, me, winningLot.id, { amountCents: 10_000, lastSeenBidId: null });
    const mine = (await bid(app, me, outbidLot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    await bid(app, rival, outbidLot.id, { amountCents: 12_000, lastSeenBidId: mine.bid.id });
    expect(
      (await setAutomatic(app, me, automaticLot.id, 30_000, { confirmHighAmount: true })).statusCode,
    ).toBe(200);
    await bid(app, rival, automaticLot.id, { amountCents: 15_000, lastSeenBidId: null }).then(
      async (response) => {
        // The automatic bid answered the rival's: the lot may have moved on since the rival looked.
        if (response.statusCode !== 201) {
          const lastSeen = response.json().details?.lot?.lastBidId ?? null;
          await bid(app, rival, automaticLot.id, { amountCents: 15_000, lastSeenBidId: lastSeen });
        }
      },
    );
    await bid(app, me, wonLot.id, { amountCents: 10_000, lastSeenBidId: null });
    const lost = (await bid(app, me, lostLot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    await bid(app, rival, lostLot.id, { amountCents: 11_000, lastSeenBidId: lost.bid.id });
    await bid(app, me, pendingLot.id, { amountCents: 20_000, lastSeenBidId: null, confirmHighAmount: true });
    await bid(app, me, rejectedLot.id, { amountCents: 20_000, lastSeenBidId: null, confirmHighAmount: true });
    await settleBidding(app);
    for (const lot of [wonLot, lostLot, pendingLot, rejectedLot]) {
      await endNow(lot.id);
      await closeLot(closeLotDeps(app), lot.id);
    }
    await db.update(lotClosings).set({ status: 'REJECTED' }).where(eq(lotClosings.lotId, rejectedLot.id));

    const response = await app.inject({
      method: 'GET',
      url: `/web/buyers/${me.buyerId}/listing-bids?sort=ASC`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const { listingBids } = response.json();
    expect(listingBids.map((entry: { listingId: string }) => entry.listingId).sort()).toEqual(
      [open.id, closed.id].sort(),
    );
    const byLot = new Map<string, Record<string, unknown>>();
    for (const entry of listingBids) for (const lot of entry.lots) byLot.set(lot.lotId, lot);
    const openEntry = listingBids.find((entry: { listingId: string }) => entry.listingId === open.id);
    expect(openEntry).toMatchObject({ listingSlug: open.slug, listingTitle: open.title });
    expect(byLot.get(winningLot.id)).toEqual({
      lotId: winningLot.id,
      lotNumber: winningLot.number,
      lotTitle: winningLot.title,
      lotStatus: 'OPEN',
      status: 'WINNING',
      closingStatus: null,
      sellerDeadlineAt: null,
      myHighestBidCents: 10_000,
      myBidCount: 1,
      myAutomaticBidMaxCents: null,
      currentBidCents: 10_000,
      bidCount: 1,
      winning: true,
      scheduledEndAt: winningLot.scheduledEndAt!.toISOString(),
    });
    expect(byLot.get(outbidLot.id)).toMatchObject({
      status: 'OUTBID',
      myHighestBidCents: 10_000,
      currentBidCents: 12_000,
      bidCount: 2,
      winning: false,
    });
    expect(byLot.get(automaticLot.id)).toMatchObject({
      status: 'WINNING',
      myAutomaticBidMaxCents: 30_000,
      myHighestBidCents: 16_000,
      currentBidCents: 16_000,
    });
    expect(byLot.get(wonLot.id)).toMatchObject({
      lotStatus: 'CLOSED',
      status: 'WON',
      closingStatus: 'APPROVED',
    });
    expect(byLot.get(lostLot.id)).toMatchObject({
      status: 'LOST',
      closingStatus: null,
      currentBidCents: 11_000,
    });
    const [pendingClosing] = await db.select().from(lotClosings).where(eq(lotClosings.lotId, pendingLot.id));
    expect(byLot.get(pendingLot.id)).toMatchObject({
      status: 'PENDING_CONFIRMATION',
      sellerDeadlineAt: pendingClosing!.sellerDeadlineAt!.toISOString(),
    });
    expect(byLot.get(rejectedLot.id)).toMatchObject({ status: 'REJECTED', sellerDeadlineAt: null });
    // The rival sees none of my maxima, and I cannot read theirs.
    const rivals = await app.inject({
      method: 'GET',
      url: `/web/buyers/${rival.buyerId}/listing-bids`,
      headers: rival.headers,
    });
    expect(rivals.body).not.toContain('30000');
    const peek = await app.inject({
      method: 'GET',
      url: `/web/buyers/${me.buyerId}/listing-bids`,
      headers: rival.headers,
    });
    expect(peek.statusCode).toBe(403);
  });
});
