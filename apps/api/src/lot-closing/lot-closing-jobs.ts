import type { FastifyInstance } from 'fastify';
import { notifierFor } from '../notifications/notifier.js';
import { type CloseLotDeps, closeLot } from './close-lot.js';
import { listLotsEndingBefore } from './lot-closing-repository.js';
import { releaseExpiredClosings } from './release-expired-closings.js';

export const lotCloseQueue = 'lot-close';
export const lotClosingSweepQueue = 'lot-closing-sweep';
/** Lots ending within this many seconds get their close job at each sweep (the sweep runs every minute). */
const planAheadSeconds = 90;

export function closeLotDeps(app: FastifyInstance): CloseLotDeps {
  return {
    db: app.deps.database.db,
    notifier: notifierFor(app),
    webOrigin: app.deps.config.WEB_ORIGIN,
    sellerConfirmationBusinessDays: app.deps.config.SELLER_CONFIRMATION_BUSINESS_DAYS,
  };
}

/** Queues the close of a lot at its end; duplicates are harmless (a closed lot stays closed). */
export async function scheduleLotClose(app: FastifyInstance, lotId: string, at: Date): Promise<void> {
  await app.deps.jobs.send(
    lotCloseQueue,
    { lotId },
    { startAfter: at, singletonKey: `${lotId}:${at.getTime()}` },
  );
}

/**
 * Every minute, on whichever process polls first: close any overdue lot (its job got lost), queue the close
 * of lots ending soon, and release conditional sales whose seller deadline passed.
 */
export async function sweepLotClosings(app: FastifyInstance): Promise<{ closed: number; scheduled: number }> {
  const deps = closeLotDeps(app);
  let closed = 0;
  let scheduled = 0;
  for (const lot of await listLotsEndingBefore(deps.db, planAheadSeconds, 1_000)) {
    if (lot.overdue) {
      const result = await closeLot(deps, lot.lotId);
      if (result.outcome === 'closed') closed += 1;
      if (result.outcome === 'not-due' || result.outcome === 'second-phase') {
        await scheduleLotClose(app, lot.lotId, result.dueAt);
      }
    } else {
      await scheduleLotClose(app, lot.lotId, lot.scheduledEndAt);
      scheduled += 1;
    }
  }
  await releaseExpiredClosings(deps);
  return { closed, scheduled };
}

/** Durable workers of lot closing (pg-boss): never a timer in one process's memory alone. */
export async function startLotClosingJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(lotCloseQueue);
  await jobs.createQueue(lotClosingSweepQueue);
  await jobs.work<{ lotId: string }>(
    lotCloseQueue,
    { pollingIntervalSeconds: 1, batchSize: 5 },
    async (batch) => {
      for (const job of batch) {
        const result = await closeLot(closeLotDeps(app), job.data.lotId);
        // Ended early (the end moved) or entered a judicial second phase: the job comes back at the new end.
        if (result.outcome === 'not-due' || result.outcome === 'second-phase') {
          await scheduleLotClose(app, job.data.lotId, result.dueAt);
        }
      }
    },
  );
  await jobs.work(lotClosingSweepQueue, { pollingIntervalSeconds: 5 }, async () => {
    await sweepLotClosings(app);
  });
  await jobs.schedule(lotClosingSweepQueue, '* * * * *');
}
