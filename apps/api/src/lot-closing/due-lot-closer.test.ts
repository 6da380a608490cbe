import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { lotClosings, lotEvents, lots } from '../db/schema/index.js';
import { closeDueLots, closeLotDeps } from './lot-closing-jobs.js';

const limits = { AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000', BIDS_RATE_LIMIT_MAX: '100000' };
const database = await createTestDatabase();
const db = database.db;
const app = await buildApp(testConfig(limits), { database });
await app.ready();
let withJobs: Awaited<ReturnType<typeof buildApp>> | null = null;
afterAll(async () => {
  await withJobs?.close();
  await app.close();
});

const past = () => new Date(Date.now() - 10_000);
const statusOf = async (ids: string[]) =>
  (await db.select({ id: lots.id, status: lots.status }).from(lots).where(inArray(lots.id, ids))).map(
    (row) => row.status,
  );
const closedEventsOf = async (lotId: string) =>
  (await db.select().from(lotEvents).where(eq(lotEvents.lotId, lotId))).filter(
    (event) => event.type === 'closed',
  ).length;

describe('due-lot closers', () => {
  it('close every due lot of an open auction exactly once, however many closers run at once', async () => {
    const listing = await makeListing(db);
    const future = new Date(Date.now() + 3_600_000);
    const due = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        makeLot(db, { listingId: listing.id, number: index + 1, scheduledEndAt: future }),
      ),
    );
    // Two of them with bids, placed while open; then every lot's end moves into the past.
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const first = (await bid(app, bidder, due[0]!.id, { amountCents: 50_000, lastSeenBidId: null })).json();
    await bid(app, bidder, due[1]!.id, { amountCents: 50_000, lastSeenBidId: null });
    await db.update(lots).set({ scheduledEndAt: past() }).where(eq(lots.listingId, listing.id));
    const ahead = await makeLot(db, { listingId: listing.id, scheduledEndAt: future });
    const directSale = await makeLot(db, {
      listingId: (await makeListing(db, { type: 'DIRECT_SALE' })).id,
      scheduledEndAt: past(),
    });
    const closedEvent = await makeLot(db, {
      listingId: (await makeListing(db, { status: 'CLOSED' })).id,
      scheduledEndAt: past(),
    });

    const deps = closeLotDeps(app);
    const counts = await Promise.all([
      closeDueLots(deps, { concurrency: 3 }),
      closeDueLots(deps, { concurrency: 3 }),
    ]);

    expect(counts[0] + counts[1]).toBe(12);
    expect(await statusOf(due.map((lot) => lot.id))).toEqual(Array(12).fill('CLOSED'));
    for (const lot of due) expect(await closedEventsOf(lot.id)).toBe(1);
    expect(await statusOf([ahead.id, directSale.id, closedEvent.id])).toEqual(['OPEN', 'OPEN', 'OPEN']);
    const closings = await db
      .select()
      .from(lotClosings)
      .where(
        inArray(
          lotClosings.lotId,
          due.map((lot) => lot.id),
        ),
      );
    expect(closings).toHaveLength(2);
    expect(closings.find((closing) => closing.lotId === due[0]!.id)).toMatchObject({
      buyerId: bidder.buyerId,
      winningBidId: first.bid.id,
      amountCents: 50_000,
    });
    // Nothing is due any more: another pass closes nothing.
    expect(await closeDueLots(deps, { concurrency: 2 })).toBe(0);
  });

  it('pass over a lot whose close failed, and close the lots behind it', async () => {
    const listing = await makeListing(db);
    const [failing, behind] = [
      await makeLot(db, { listingId: listing.id, scheduledEndAt: new Date(Date.now() - 20_000) }),
      await makeLot(db, { listingId: listing.id, scheduledEndAt: new Date(Date.now() - 10_000) }),
    ];
    const failed = new Map([[failing!.id, Date.now() + 60_000]]);
    expect(await closeDueLots(closeLotDeps(app), { concurrency: 1, failed })).toBe(1);
    expect(await statusOf([failing!.id])).toEqual(['OPEN']);
    expect(await statusOf([behind!.id])).toEqual(['CLOSED']);
    // Once its pause ends, it is tried again.
    failed.set(failing!.id, Date.now() - 1);
    expect(await closeDueLots(closeLotDeps(app), { concurrency: 1, failed })).toBe(1);
    expect(await statusOf([failing!.id])).toEqual(['CLOSED']);
  });

  it('run in every process with the job workers: a lot closes right after its end with no job queued', async () => {
    withJobs = await buildApp(testConfig({ ...limits, JOBS_ENABLED: 'true', LOT_CLOSER_POLL_MS: '200' }), {
      database,
    });
    await withJobs.ready();
    const listing = await makeListing(db);
    const lot = await makeLot(db, { listingId: listing.id, scheduledEndAt: new Date(Date.now() + 1_000) });
    const deadline = Date.now() + 15_000;
    let row = (await db.select().from(lots).where(eq(lots.id, lot.id)))[0]!;
    while (row.status !== 'CLOSED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = (await db.select().from(lots).where(eq(lots.id, lot.id)))[0]!;
    }
    expect(row.status).toBe('CLOSED');
    expect(row.closedAt!.getTime()).toBeGreaterThan(lot.scheduledEndAt!.getTime());
    expect(row.closedAt!.getTime() - lot.scheduledEndAt!.getTime()).toBeLessThan(3_000);
    expect(await closedEventsOf(lot.id)).toBe(1);
  }, 30_000);
});
