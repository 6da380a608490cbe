import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { listings, lotClosings, lotEvents, lots, outbox } from '../db/schema/index.js';
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
    // Two processes' closers at once, one taking lots five at a time, the other in its default batches.
    const counts = await Promise.all([
      closeDueLots(deps, { concurrency: 3, batchSize: 5 }),
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
    // A lot that ended with no bid is closed with the others of its batch, its `closed` event as a close
    // one by one writes it.
    const [quiet] = (await db.select().from(lotEvents).where(eq(lotEvents.lotId, due[5]!.id))).filter(
      (event) => event.type === 'closed',
    );
    expect(quiet!.payload).toMatchObject({
      lotId: due[5]!.id,
      listingId: listing.id,
      status: 'CLOSED',
      result: 'UNSOLD',
      winnerUsername: null,
      amountCents: null,
      bidCount: 0,
      sellerDeadlineAt: null,
    });
    // Nothing is due any more: another pass closes nothing.
    expect(await closeDueLots(deps, { concurrency: 2 })).toBe(0);
  });

  it('close the Event once its last lots close in one batch', async () => {
    const listing = await makeListing(db);
    const ended = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        makeLot(db, { listingId: listing.id, number: index + 1, scheduledEndAt: past() }),
      ),
    );
    expect(await closeDueLots(closeLotDeps(app), { concurrency: 1, batchSize: 20 })).toBe(6);
    expect(await statusOf(ended.map((lot) => lot.id))).toEqual(Array(6).fill('CLOSED'));
    const [event] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(event!.status).toBe('CLOSED');
  });

  it('close a failed batch lot by lot: only the lot at fault waits', async () => {
    const listing = await makeListing(db);
    const ended = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        makeLot(db, { listingId: listing.id, number: index + 1, scheduledEndAt: past() }),
      ),
    );
    const faulty = ended[2]!.id;
    // A real failure inside the batch's transaction: the database refuses to close this one lot.
    await db.execute(
      sql.raw(`
      create or replace function refuse_closing_faulty_lot() returns trigger as $$
      begin
        if new.id = '${faulty}' and new.status = 'CLOSED' then
          raise exception 'lot refused';
        end if;
        return new;
      end $$ language plpgsql
    `),
    );
    await db.execute(
      sql.raw(`
      create trigger refuse_closing_faulty_lot before update on lots
        for each row execute function refuse_closing_faulty_lot();
    `),
    );
    const failed = new Map<string, number>();
    const errors: (string | null)[] = [];
    try {
      const closed = await closeDueLots(closeLotDeps(app), {
        concurrency: 1,
        failed,
        onError: (lotId) => errors.push(lotId),
      });
      expect(closed).toBe(3);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_closing_faulty_lot on lots'));
    }
    expect(await statusOf([faulty])).toEqual(['OPEN']);
    expect(await statusOf(ended.filter((lot) => lot.id !== faulty).map((lot) => lot.id))).toEqual([
      'CLOSED',
      'CLOSED',
      'CLOSED',
    ]);
    expect([...failed.keys()]).toEqual([faulty]);
    expect(errors).toContain(faulty);
    // Its pause over, it closes, and the Event with it.
    failed.set(faulty, Date.now() - 1);
    expect(await closeDueLots(closeLotDeps(app), { concurrency: 1, failed })).toBe(1);
    expect(await statusOf([faulty])).toEqual(['CLOSED']);
    expect(await closedEventsOf(faulty)).toBe(1);
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

    // A lot with bids: its closing e-mails are rendered after the close, between the closers' passes.
    const auction = await makeListing(db);
    const bidder = await makeBidder(app, db, { enrolIn: [auction.id] });
    const withBid = await makeLot(db, {
      listingId: auction.id,
      scheduledEndAt: new Date(Date.now() + 60_000),
    });
    await bid(app, bidder, withBid.id, { amountCents: 50_000, lastSeenBidId: null });
    await db
      .update(lots)
      .set({ scheduledEndAt: new Date(Date.now() + 500) })
      .where(eq(lots.id, withBid.id));
    const mailDeadline = Date.now() + 15_000;
    let mails: (typeof outbox.$inferSelect)[] = [];
    while (Date.now() < mailDeadline) {
      mails = await db.select().from(outbox).where(eq(outbox.to, bidder.email));
      if (mails.some((mail) => mail.notificationType === 'LOT_WON' && mail.templateProps === null)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const won = mails.find((mail) => mail.notificationType === 'LOT_WON');
    expect(won?.templateProps).toBeNull();
    expect(won?.subject).toBeTruthy();
    expect(won?.bodyHtml).toMatch(/Seu lance de R\$\s500,00 venceu/);
  }, 30_000);
});
