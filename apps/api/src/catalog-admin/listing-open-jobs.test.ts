import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { listStatusHistory } from '../catalog/listing-status-rows.js';
import { syncAssetCategories } from '../catalog/sync-asset-categories.js';
import { listings } from '../db/schema/index.js';
import { seedDemoData } from '../db/seed/seed-demo-data.js';
import { openListingIfDue, scheduleListingOpen, sweepListingOpenings } from './listing-open-jobs.js';

const overrides = {
  JOBS_ENABLED: 'true',
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'circula-open-jobs-')),
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

const statusOf = async (id: string) =>
  (await db.select().from(listings).where(eq(listings.id, id)))[0]!.status;

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

describe('the TEASER → OPEN job', () => {
  it('opens an Event at its start even when the process that queued the job stops before it', async () => {
    const startsAt = new Date(Date.now() + 3_000);
    const listing = await makeListing(db, { status: 'TEASER', startsAt });
    await makeLot(db, { listingId: listing.id });
    await scheduleListingOpen(first, listing.id, startsAt);
    await first.close();
    expect(await statusOf(listing.id)).toBe('TEASER');

    second = await buildApp(testConfig(overrides), { database });
    await second.ready();
    const status = await waitFor(
      () => statusOf(listing.id),
      (value) => value === 'OPEN',
      20_000,
    );
    expect(status).toBe('OPEN');
    const [opened] = (await listStatusHistory(db, listing.id)).filter((row) => row.toStatus === 'OPEN');
    expect(opened!.changedBy).toBe('system');
    expect(opened!.changedAt.getTime()).toBeGreaterThanOrEqual(startsAt.getTime());
    expect(opened!.changedAt.getTime()).toBeLessThan(startsAt.getTime() + 10_000);
    // A job that runs again changes nothing.
    expect(await openListingIfDue(db, listing.id)).toEqual({ outcome: 'not-teaser' });
    expect((await listStatusHistory(db, listing.id)).filter((row) => row.toStatus === 'OPEN')).toHaveLength(
      1,
    );
  }, 40_000);

  it('the sweep opens a TEASER whose job was lost and leaves later and cancelled ones alone', async () => {
    const overdue = await makeListing(db, { status: 'TEASER', startsAt: new Date(Date.now() - 5_000) });
    const later = await makeListing(db, { status: 'TEASER', startsAt: new Date(Date.now() + 3_600_000) });
    const cancelled = await makeListing(db, { status: 'CANCELLED', startsAt: new Date(Date.now() - 5_000) });
    const result = await sweepListingOpenings(second!);
    expect(result.opened).toBeGreaterThanOrEqual(1);
    expect(await statusOf(overdue.id)).toBe('OPEN');
    expect(await statusOf(later.id)).toBe('TEASER');
    expect(await statusOf(cancelled.id)).toBe('CANCELLED');
  });

  it('opens the demo Event desativacao-escritorio-brasilia at its start time, not before', async () => {
    // The seed fills an empty database only: a fresh one of its own.
    const demoDb = (await createTestDatabase()).db;
    await syncAssetCategories(demoDb);
    const seeded = await seedDemoData(demoDb, { now: new Date(), storage: first.deps.media });
    expect(seeded.seeded).toBe(true);
    const [demo] = await demoDb
      .select()
      .from(listings)
      .where(eq(listings.slug, 'desativacao-escritorio-brasilia'));
    expect(demo!.status).toBe('TEASER');
    const before = new Date(demo!.startsAt.getTime() - 1_000);
    expect(await openListingIfDue(demoDb, demo!.id, before)).toEqual({
      outcome: 'not-due',
      dueAt: demo!.startsAt,
    });
    expect(await openListingIfDue(demoDb, demo!.id, demo!.startsAt)).toEqual({ outcome: 'opened' });
    const [opened] = await demoDb.select().from(listings).where(eq(listings.id, demo!.id));
    expect(opened!.status).toBe('OPEN');
  }, 120_000);
});
