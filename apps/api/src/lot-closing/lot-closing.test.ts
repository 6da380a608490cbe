import { addBusinessDays } from '@circula/domain/business-days';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import {
  listingStatusHistory,
  listings,
  lotClosingHistory,
  lotClosings,
  lotEvents,
  lots,
  paymentIntents,
  userNotifications,
} from '../db/schema/index.js';
import { closeLot } from './close-lot.js';
import { closeFinishedEvents, closeLotDeps } from './lot-closing-jobs.js';
import { releaseExpiredClosings } from './release-expired-closings.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
});
const deps = closeLotDeps(app);

const endNow = (lotId: string) =>
  db
    .update(lots)
    .set({ scheduledEndAt: new Date(Date.now() - 1_000) })
    .where(eq(lots.id, lotId));
const lotRow = async (id: string) => (await db.select().from(lots).where(eq(lots.id, id)))[0]!;
const closingsOf = (lotId: string) => db.select().from(lotClosings).where(eq(lotClosings.lotId, lotId));
const eventsOf = async (lotId: string) =>
  (await db.select().from(lotEvents).where(eq(lotEvents.lotId, lotId)).orderBy(lotEvents.id)).map(
    (event) => event.type,
  );

/** The lot's result as its Event page shows it. */
const eventPageResult = async (slug: string, lotId: string) => {
  const page = await app.inject({ method: 'GET', url: `/web/listings/${slug}` });
  expect(page.statusCode).toBe(200);
  return (page.json().lots as { id: string; result: string | null }[]).find((lot) => lot.id === lotId)
    ?.result;
};

async function auctionWithBids(lotOverrides: Parameters<typeof makeLot>[1] = {}) {
  const listing = await makeListing(db);
  const lot = await makeLot(db, {
    listingId: listing.id,
    startingBidCents: 10_000,
    incrementCents: 1_000,
    ...lotOverrides,
  });
  const [loser, winner] = [
    await makeBidder(app, db, { enrolIn: [listing.id] }),
    await makeBidder(app, db, { enrolIn: [listing.id] }),
  ];
  const first = (await bid(app, loser, lot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
  const second = (
    await bid(app, winner, lot.id, { amountCents: 12_000, lastSeenBidId: first.bid.id })
  ).json();
  return { listing, lot, loser, winner, winningBid: second.bid };
}

describe('closeLot', () => {
  it('closes a lot once at its end, approves the sale, closes the Event and tells winner and loser', async () => {
    const { listing, lot, loser, winner, winningBid } = await auctionWithBids();
    expect(await closeLot(deps, lot.id)).toMatchObject({ outcome: 'not-due' });
    expect(await eventPageResult(listing.slug, lot.id)).toBeNull();
    await endNow(lot.id);
    expect(await closeLot(deps, lot.id)).toEqual({
      outcome: 'closed',
      closingStatus: 'APPROVED',
      listingClosed: true,
    });
    expect(await closeLot(deps, lot.id)).toEqual({ outcome: 'already-closed' });
    expect(await eventPageResult(listing.slug, lot.id)).toBe('SOLD');
    const closings = await closingsOf(lot.id);
    expect(closings).toHaveLength(1);
    expect(closings[0]).toMatchObject({
      status: 'APPROVED',
      buyerId: winner.buyerId,
      winningBidId: winningBid.id,
      amountCents: 12_000,
      sellerDeadlineAt: null,
    });
    expect(await eventsOf(lot.id)).toEqual(['bid', 'bid', 'closed']);
    expect((await lotRow(lot.id)).status).toBe('CLOSED');
    const event = (await db.select().from(listings).where(eq(listings.id, listing.id)))[0]!;
    // Closed, then straight into payment collection: the won lot's intent exists (PER_LOT_END).
    expect(event.status).toBe('PAYMENT_COLLECTION');
    const history = await db
      .select()
      .from(listingStatusHistory)
      .where(eq(listingStatusHistory.listingId, listing.id));
    expect(history.map((row) => [row.toStatus, row.changedBy])).toContainEqual(['CLOSED', 'system']);
    expect(history.map((row) => row.toStatus).slice(-2)).toEqual(['CLOSED', 'PAYMENT_COLLECTION']);
    const wonMail = await readOutbox(app, winner.email);
    expect(wonMail.find((mail) => mail.notificationType === 'LOT_WON')?.subject).toBe(
      `Você arrematou: ${lot.title}`,
    );
    const lostMail = await readOutbox(app, loser.email);
    expect(lostMail.some((mail) => mail.notificationType === 'OUTBID')).toBe(true);
    const notices = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, winner.userId));
    expect(notices.map((notice) => notice.type)).toContain('LOT_WON');
    const late = await bid(app, loser, lot.id, { amountCents: 20_000, lastSeenBidId: winningBid.id });
    expect(late.json().code).toBe('LOT_NOT_OPEN');
    const closing = await app.inject({ method: 'GET', url: `/web/lots/${lot.id}/closing` });
    expect(closing.json().closing).toMatchObject({
      status: 'APPROVED',
      amountCents: 12_000,
      winnerUsername: winner.username,
    });
  });

  it('holds a sale below the reserve for the seller, shows the deadline, and releases it when unanswered', async () => {
    const { listing, lot, winner } = await auctionWithBids({ reserveCents: 50_000 });
    await endNow(lot.id);
    expect(await closeLot(deps, lot.id)).toMatchObject({
      outcome: 'closed',
      closingStatus: 'PENDING_CONFIRMATION',
    });
    expect(await eventPageResult(listing.slug, lot.id)).toBe('CONDITIONAL');
    const [closing] = await closingsOf(lot.id);
    expect(closing!.status).toBe('PENDING_CONFIRMATION');
    expect(closing!.sellerDeadlineAt).toEqual(addBusinessDays(closing!.closedAt, 2));
    const [notice] = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, winner.userId));
    expect(notice!.body).toContain('O vendedor tem até');
    const shown = (await app.inject({ method: 'GET', url: `/web/lots/${lot.id}/closing` })).json().closing;
    expect(shown.sellerDeadlineAt).toBe(closing!.sellerDeadlineAt!.toISOString());
    expect(await releaseExpiredClosings(deps)).toEqual([]);
    await db
      .update(lotClosings)
      .set({ sellerDeadlineAt: new Date(Date.now() - 1_000) })
      .where(eq(lotClosings.id, closing!.id));
    const released = await releaseExpiredClosings(deps);
    expect(released.map((row) => [row.id, row.status])).toEqual([[closing!.id, 'REJECTED']]);
    expect(await eventPageResult(listing.slug, lot.id)).toBe('UNSOLD');
    expect(await eventsOf(lot.id)).toEqual(['bid', 'bid', 'closed', 'closed']);
    const [, answerEvent] = (
      await db.select().from(lotEvents).where(eq(lotEvents.lotId, lot.id)).orderBy(lotEvents.id)
    ).filter((event) => event.type === 'closed');
    expect(answerEvent!.payload).toMatchObject({
      result: 'UNSOLD',
      closingStatus: 'REJECTED',
      winnerUsername: winner.username,
    });
    const history = await db
      .select()
      .from(lotClosingHistory)
      .where(eq(lotClosingHistory.lotClosingId, closing!.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [null, 'PENDING_CONFIRMATION'],
      ['PENDING_CONFIRMATION', 'REJECTED'],
    ]);
  });

  it('closes a lot without bids unsold, and the Event only with its last lot', async () => {
    const listing = await makeListing(db);
    const [first, second] = [
      await makeLot(db, { listingId: listing.id }),
      await makeLot(db, { listingId: listing.id }),
    ];
    await endNow(first.id);
    expect(await closeLot(deps, first.id)).toEqual({
      outcome: 'closed',
      closingStatus: null,
      listingClosed: false,
    });
    expect(await closingsOf(first.id)).toEqual([]);
    const closed = (await db.select().from(lotEvents).where(eq(lotEvents.lotId, first.id)))[0]!;
    expect(closed.payload).toMatchObject({ result: 'UNSOLD', winnerUsername: null });
    expect(await eventPageResult(listing.slug, first.id)).toBe('UNSOLD');
    expect(await eventPageResult(listing.slug, second.id)).toBeNull();
    await endNow(second.id);
    expect(await closeLot(deps, second.id)).toMatchObject({ listingClosed: true });
  });

  it('closes the last two lots of an Event at once and closes the Event exactly once', async () => {
    const listing = await makeListing(db);
    const both = [await makeLot(db, { listingId: listing.id }), await makeLot(db, { listingId: listing.id })];
    for (const lot of both) await endNow(lot.id);
    const results = await Promise.all(both.map((lot) => closeLot(deps, lot.id)));
    expect(results.filter((result) => result.outcome === 'closed' && result.listingClosed)).toHaveLength(1);
    const history = await db
      .select()
      .from(listingStatusHistory)
      .where(eq(listingStatusHistory.listingId, listing.id));
    expect(history.filter((row) => row.toStatus === 'CLOSED')).toHaveLength(1);
  });
});

describe('JUDICIAL_PHASED_AUCTION', () => {
  it('asks the appraisal in the first phase and, without bids, opens the second at its percentage', async () => {
    const now = Date.now();
    const listing = await makeListing(db, {
      type: 'JUDICIAL_PHASED_AUCTION',
      segment: 'Judicial',
      secondPhaseStartsAt: new Date(now - 1_000),
      secondPhaseEndsAt: new Date(now + 3_600_000),
      secondPhasePercentage: 60,
    });
    const lot = await makeLot(db, {
      listingId: listing.id,
      estimatedValueCents: 100_000,
      incrementCents: 1_000,
    });
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const low = await bid(app, bidder, lot.id, { amountCents: 90_000, lastSeenBidId: null });
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_BELOW_MINIMUM_INCREMENT',
      details: { lot: { nextMinimumBidCents: 100_000 } },
    });
    await endNow(lot.id);
    const switched = await closeLot(deps, lot.id);
    expect(switched).toEqual({ outcome: 'second-phase', dueAt: new Date(now + 3_600_000) });
    expect(await lotRow(lot.id)).toMatchObject({
      judicialPhase: 2,
      status: 'OPEN',
      scheduledEndAt: new Date(now + 3_600_000),
    });
    expect(await eventsOf(lot.id)).toEqual(['state']);
    const belowVil = await bid(app, bidder, lot.id, { amountCents: 59_000, lastSeenBidId: null });
    expect(belowVil.json().details.lot.nextMinimumBidCents).toBe(60_000);
    const accepted = await bid(app, bidder, lot.id, { amountCents: 60_000, lastSeenBidId: null });
    expect(accepted.statusCode).toBe(201);
    await endNow(lot.id);
    expect(await closeLot(deps, lot.id)).toMatchObject({ outcome: 'closed', closingStatus: 'APPROVED' });
  });

  it('closes an Event whose last lot closed but whose own close never ran (its process died), once', async () => {
    const listing = await makeListing(db, { paymentIntentCreationMode: 'ON_LISTING_END' });
    const [sold, last] = [
      await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, incrementCents: 1_000 }),
      await makeLot(db, { listingId: listing.id }),
    ];
    const winner = await makeBidder(app, db, { enrolIn: [listing.id] });
    expect((await bid(app, winner, sold.id, { amountCents: 10_000, lastSeenBidId: null })).statusCode).toBe(
      201,
    );
    await endNow(sold.id);
    expect(await closeLot(deps, sold.id)).toMatchObject({ outcome: 'closed', listingClosed: false });
    // The last lot's close committed, and its process died before the Event's own close.
    await db.update(lots).set({ status: 'CLOSED', closedAt: new Date() }).where(eq(lots.id, last.id));
    const statusOf = async () =>
      (await db.select().from(listings).where(eq(listings.id, listing.id)))[0]!.status;
    const intentsOf = () => db.select().from(paymentIntents).where(eq(paymentIntents.listingId, listing.id));
    expect(await statusOf()).toBe('OPEN');
    expect(await intentsOf()).toEqual([]);

    expect(await closeFinishedEvents(deps)).toBeGreaterThanOrEqual(1);
    // Closed, its Event-end intent created for the winner, and collection started with it.
    expect(await statusOf()).toBe('PAYMENT_COLLECTION');
    expect(await intentsOf()).toEqual([
      expect.objectContaining({ buyerId: winner.buyerId, type: 'AUCTION_END' }),
    ]);
    await closeFinishedEvents(deps);
    expect(await intentsOf()).toHaveLength(1);
    const history = await db
      .select()
      .from(listingStatusHistory)
      .where(eq(listingStatusHistory.listingId, listing.id));
    expect(history.filter((row) => row.toStatus === 'CLOSED')).toHaveLength(1);
  });
});
