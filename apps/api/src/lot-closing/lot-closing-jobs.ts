import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { afterForeground, asForeground } from '../jobs/foreground.js';
import { notifierFor } from '../notifications/notifier.js';
import {
  type CloseLotDeps,
  type CloseLotOutcome,
  closeEventIfFinished,
  closeLot,
  closeNextDueLots,
} from './close-lot.js';
import { listFinishedOpenEvents, listLotsEndingBefore } from './lot-closing-repository.js';
import { releaseExpiredClosings } from './release-expired-closings.js';

export const lotCloseQueue = 'lot-close' satisfies JobQueueName;
export const lotClosingSweepQueue = 'lot-closing-sweep' satisfies JobQueueName;
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
  await closeFinishedEvents(deps);
  await releaseExpiredClosings(deps);
  return { closed, scheduled };
}

/**
 * The repair pass: closes OPEN auctions none of whose lots is open (their last close committed, and its
 * process died before the Event's own close). Returns how many it closed.
 */
export async function closeFinishedEvents(deps: CloseLotDeps): Promise<number> {
  let closed = 0;
  for (const listingId of await listFinishedOpenEvents(deps.db, 100)) {
    const event = await closeEventIfFinished(deps, listingId);
    if (event.closed) closed += 1;
    await deps.notifier.deliverQueued(event.queued);
  }
  return closed;
}

/** How long a lot whose close failed is passed over by this process's due-lot closers. */
const failedLotPauseMs = 5_000;
/** Lots a closer takes in one transaction (closeNextDueLots). */
export const closerBatchSize = 20;

/**
 * Closes every lot that is due, `concurrency` closers at once, each claiming the next `batchSize` due lots
 * no other closer holds (in this process or another) until none is left. When a batch fails its lots are
 * closed one by one, and a lot whose close throws is passed over for five seconds (noted in `failed`) so
 * it cannot hold up the lots behind it. The e-mails of each close go to `deliver` (by default they are
 * rendered and sent beside the next closes and awaited before returning), and when it closed any lot it
 * ends with the repair pass (`closeFinishedEvents`). Returns how many lots it closed.
 */
export async function closeDueLots(
  deps: CloseLotDeps,
  options: {
    concurrency: number;
    batchSize?: number;
    failed?: Map<string, number>;
    stopping?: () => boolean;
    onError?: (lotId: string | null, error: unknown) => void;
    reschedule?: (lotId: string, at: Date) => Promise<void>;
    deliver?: (outboxIds: string[]) => void;
  },
): Promise<number> {
  const failed = options.failed ?? new Map<string, number>();
  let closed = 0;
  const deliveries: Promise<unknown>[] = [];
  const deliver =
    options.deliver ??
    ((ids: string[]) => {
      deliveries.push(deps.notifier.deliverQueued(ids));
    });
  const settle = async (lotId: string, outcome: CloseLotOutcome) => {
    if (outcome.outcome === 'closed') closed += 1;
    if (outcome.outcome === 'second-phase' || outcome.outcome === 'not-due') {
      await options.reschedule?.(lotId, outcome.dueAt);
    }
  };
  const closer = async () => {
    while (!options.stopping?.()) {
      const now = Date.now();
      for (const [lotId, until] of failed) if (until <= now) failed.delete(lotId);
      let claimed: string[] = [];
      try {
        const batch = await closeNextDueLots(deps, {
          limit: options.batchSize ?? closerBatchSize,
          exclude: [...failed.keys()],
          onClaim: (lotIds) => {
            claimed = lotIds;
          },
        });
        if (!batch) return;
        if (batch.queued.length > 0) deliver(batch.queued);
        for (const close of batch.closes) await settle(close.lotId, close.outcome);
      } catch (error) {
        options.onError?.(null, error);
        if (claimed.length === 0) return;
        // Nothing of the batch was written: its lots one by one, so only the one at fault waits.
        for (const lotId of claimed) {
          try {
            await settle(lotId, await closeLot(deps, lotId));
          } catch (lotError) {
            options.onError?.(lotId, lotError);
            failed.set(lotId, Date.now() + failedLotPauseMs);
          }
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, closer));
  if (closed > 0 && !options.stopping?.()) {
    await closeFinishedEvents(deps).catch((error) => options.onError?.(null, error));
  }
  await Promise.allSettled(deliveries);
  return closed;
}

/**
 * The due-lot closer of one process: every LOT_CLOSER_POLL_MS it closes whatever is due (closeDueLots).
 * The lots table is the schedule, so nothing is lost with a process; the lot-close jobs and the sweep stay
 * as the second path. The closes' e-mails (queued in the outbox with their closes) are rendered and sent
 * between passes, never while this process has lots to close: in a minute when thousands of lots end,
 * closing on time comes first and the e-mails follow (the outbox sweep sends any a stopped process left).
 * `start` on ready, `stop` on close (waits for the closes under way).
 */
export function dueLotCloser(app: FastifyInstance) {
  const { LOT_CLOSER_POLL_MS: pollMs, LOT_CLOSER_CONCURRENCY: concurrency } = app.deps.config;
  const failed = new Map<string, number>();
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const pending: string[] = [];
  let draining: Promise<void> | null = null;
  const drain = async () => {
    const notifier = notifierFor(app);
    while (pending.length > 0 && !stopping) {
      await afterForeground(app, { everyMs: Math.max(50, pollMs / 5) });
      if (stopping) return;
      await notifier.deliverQueued(pending.splice(0, 10));
    }
  };
  const deliver = (ids: string[]) => {
    pending.push(...ids);
    draining ??= drain()
      .catch((error) => app.log.error({ err: error }, 'closing e-mails delivery failed'))
      .finally(() => {
        draining = null;
      });
  };
  const tick = async () => {
    running = asForeground(app, () =>
      closeDueLots(closeLotDeps(app), {
        // One embedded connection on PGlite: its transactions run one at a time anyway.
        concurrency: app.deps.database.kind === 'postgres' ? concurrency : 1,
        failed,
        stopping: () => stopping,
        onError: (lotId, error) => app.log.error({ err: error, lotId }, 'lot close failed'),
        reschedule: (lotId, at) => scheduleLotClose(app, lotId, at),
        deliver,
      }),
    ).catch((error) => app.log.error({ err: error }, 'due-lot closer failed'));
    await running;
    if (!stopping) timer = setTimeout(tick, pollMs);
  };
  return {
    start() {
      if (pollMs > 0 && !stopping) timer = setTimeout(tick, pollMs);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
      await draining;
    },
  };
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
