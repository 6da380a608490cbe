import type { FastifyInstance } from 'fastify';
import { notifierFor } from '../notifications/notifier.js';
import { type BidEngine, createBidEngine } from './bid-engine.js';
import { notifyOutbid } from './notify-outbid.js';

const engines = new WeakMap<object, BidEngine>();
/** A lot's outbid-notice pass in flight, and whether batches committed since it started. */
interface NoticeRun {
  again: boolean;
  done: Promise<void>;
}
const notices = new WeakMap<object, Map<string, NoticeRun>>();

/** The app's one bid engine: its per-lot queues are what batches the bids of this process. */
export function bidEngineFor(app: FastifyInstance): BidEngine {
  let engine = engines.get(app.deps);
  if (!engine) {
    const { config, database } = app.deps;
    engine = createBidEngine({
      db: database.db,
      maxBatchSize: config.BID_BATCH_MAX,
      afterCommit: (result) => {
        if (!result.lot) return;
        const lotId = result.lot.id;
        const running = notices.get(app.deps) ?? new Map<string, NoticeRun>();
        notices.set(app.deps, running);
        // One notice pass per lot at a time: batches that commit meanwhile ask for one more pass after
        // it (their bids are read from the lot's cursor), rather than each starting a transaction that would
        // find the cursor taken and skip.
        const current = running.get(lotId);
        if (current) {
          current.again = true;
          return;
        }
        const run: NoticeRun = { again: false, done: Promise.resolve() };
        running.set(lotId, run);
        run.done = (async () => {
          try {
            do {
              run.again = false;
              await notifyOutbid(
                {
                  db: database.db,
                  notifier: notifierFor(app),
                  log: app.log,
                  webOrigin: config.WEB_ORIGIN,
                  throttleSeconds: config.OUTBID_EMAIL_THROTTLE_SECONDS,
                },
                result,
              );
            } while (run.again);
          } finally {
            // In the same step as the last check, so a batch committing after it starts a new pass.
            running.delete(lotId);
          }
        })();
      },
    });
    engines.set(app.deps, engine);
  }
  return engine;
}

/** Waits for the batches in flight and the notices they set off (before the database closes). */
export async function settleBidding(app: FastifyInstance): Promise<void> {
  await engines.get(app.deps)?.drain();
  await Promise.allSettled([...(notices.get(app.deps)?.values() ?? [])].map((run) => run.done));
}
