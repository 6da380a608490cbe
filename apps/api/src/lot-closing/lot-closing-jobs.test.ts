import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { lotClosings, lotEvents, lots } from '../db/schema/index.js';
import { closeLot } from './close-lot.js';
import { closeLotDeps, scheduleLotClose, sweepLotClosings } from './lot-closing-jobs.js';

const overrides = {
  JOBS_ENABLED: 'true',
  // The jobs and the sweep on their own (the due-lot closers have their own tests).
  LOT_CLOSER_POLL_MS: '0',
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
};
const database = await createTestDatabase();
const db = database.db;
const first = await buildApp(testConfig(overrides), { database });
await first.ready();
let second: Awaited<ReturnType<typeof buildApp>> | null = null;
afterAll(async () => {
  await first.close();
  await second?.close();
});

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('lot-close jobs', () => {
  it('close a lot exactly once at its extended end, even when the process that queued the job stops', async () => {
    const listing = await makeListing(db, { softCloseWindowSeconds: 3, softCloseExtensionSeconds: 4 });
    const lot = await makeLot(db, {
      listingId: listing.id,
      startingBidCents: 10_000,
      scheduledEndAt: new Date(Date.now() + 2_500),
    });
    const bidder = await makeBidder(first, db, { enrolIn: [listing.id] });
    const receipt = (await bid(first, bidder, lot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    const extendedEnd = Date.parse(receipt.lot.scheduledEndAt);
    expect(extendedEnd).toBeGreaterThan(lot.scheduledEndAt!.getTime());
    // The job is due at the original end; the process stops before it runs.
    await scheduleLotClose(first, lot.id, lot.scheduledEndAt!);
    await first.close();

    second = await buildApp(testConfig(overrides), { database });
    await second.ready();
    const closed = await waitFor(
      async () => (await db.select().from(lots).where(eq(lots.id, lot.id)))[0]!,
      (row) => row.status === 'CLOSED',
      20_000,
    );
    expect(closed.status).toBe('CLOSED');
    expect(closed.closedAt!.getTime()).toBeGreaterThan(extendedEnd);
    expect(closed.closedAt!.getTime()).toBeLessThan(extendedEnd + 5_000);

    // Whatever runs again changes nothing.
    await sweepLotClosings(second);
    expect(await closeLot(closeLotDeps(second), lot.id)).toEqual({ outcome: 'already-closed' });
    expect(await db.select().from(lotClosings).where(eq(lotClosings.lotId, lot.id))).toHaveLength(1);
    const closedEvents = (await db.select().from(lotEvents).where(eq(lotEvents.lotId, lot.id))).filter(
      (event) => event.type === 'closed',
    );
    expect(closedEvents).toHaveLength(1);
  }, 40_000);

  it('the sweep closes an overdue lot whose job was lost', async () => {
    const listing = await makeListing(db);
    const lot = await makeLot(db, { listingId: listing.id, scheduledEndAt: new Date(Date.now() - 5_000) });
    const result = await sweepLotClosings(second!);
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(lots).where(eq(lots.id, lot.id)))[0]!.status).toBe('CLOSED');
  });
});
