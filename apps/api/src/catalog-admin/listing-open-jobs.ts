import type { JobQueueName } from '@circula/domain';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findListingForUpdate } from '../catalog/listings.js';
import { transitionListingStatus } from '../catalog/transition-listing-status.js';
import type { Database } from '../db/client.js';
import { listings } from '../db/schema/index.js';

export const listingOpenQueue = 'listing-open' satisfies JobQueueName;
export const listingOpenSweepQueue = 'listing-open-sweep' satisfies JobQueueName;
/** TEASER Events starting within this many seconds get their open job at each sweep (every minute). */
const planAheadSeconds = 90;

export type OpenOutcome =
  | { outcome: 'opened' }
  | { outcome: 'not-due'; dueAt: Date }
  | { outcome: 'not-teaser' };

/**
 * TEASER → OPEN once the start has come, under the Event's lock; running it again, or for an Event that was
 * cancelled or whose start moved later, changes nothing (the caller re-queues a not-due one).
 */
export async function openListingIfDue(
  db: Database,
  listingId: string,
  now = new Date(),
): Promise<OpenOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listing = await findListingForUpdate(tx, listingId);
    if (listing?.status !== 'TEASER') return { outcome: 'not-teaser' };
    if (listing.startsAt.getTime() > now.getTime()) return { outcome: 'not-due', dueAt: listing.startsAt };
    await transitionListingStatus(tx, {
      listingId,
      to: 'OPEN',
      changedBy: 'system',
      reason: 'Início programado',
      now,
    });
    return { outcome: 'opened' };
  });
}

/** Queues the open of an Event at its start; duplicates are harmless (the handler is idempotent). */
export async function scheduleListingOpen(app: FastifyInstance, listingId: string, at: Date): Promise<void> {
  await app.deps.jobs.send(
    listingOpenQueue,
    { listingId },
    { startAfter: at, singletonKey: `${listingId}:${at.getTime()}` },
  );
}

/** Every minute: open any TEASER whose start passed (its job got lost) and queue the ones starting soon. */
export async function sweepListingOpenings(
  app: FastifyInstance,
): Promise<{ opened: number; scheduled: number }> {
  const db = app.deps.database.db;
  const due = await db
    .select({ id: listings.id, startsAt: listings.startsAt })
    .from(listings)
    .where(
      and(
        eq(listings.status, 'TEASER'),
        lt(listings.startsAt, sql`clock_timestamp() + make_interval(secs => ${planAheadSeconds})`),
      ),
    )
    .orderBy(asc(listings.startsAt))
    .limit(500);
  let opened = 0;
  let scheduled = 0;
  for (const listing of due) {
    const result = await openListingIfDue(db, listing.id);
    if (result.outcome === 'opened') opened += 1;
    if (result.outcome === 'not-due') {
      await scheduleListingOpen(app, listing.id, result.dueAt);
      scheduled += 1;
    }
  }
  return { opened, scheduled };
}

/** Durable workers of the Event openings (pg-boss): they survive a restart between publication and start. */
export async function startListingOpenJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(listingOpenQueue);
  await jobs.createQueue(listingOpenSweepQueue);
  await jobs.work<{ listingId: string }>(
    listingOpenQueue,
    { pollingIntervalSeconds: 1, batchSize: 5 },
    async (batch) => {
      for (const job of batch) {
        const result = await openListingIfDue(app.deps.database.db, job.data.listingId);
        if (result.outcome === 'not-due') await scheduleListingOpen(app, job.data.listingId, result.dueAt);
      }
    },
  );
  await jobs.work(listingOpenSweepQueue, { pollingIntervalSeconds: 5 }, async () => {
    await sweepListingOpenings(app);
  });
  await jobs.schedule(listingOpenSweepQueue, '* * * * *');
}
