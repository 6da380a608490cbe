import type { FastifyInstance } from 'fastify';
import { notifierFor } from '../notifications/notifier.js';
import { type BidEngine, createBidEngine } from './bid-engine.js';
import { notifyOutbid } from './notify-outbid.js';

const engines = new WeakMap<object, BidEngine>();
const notices = new WeakMap<object, Set<Promise<void>>>();

/** The app's one bid engine: its per-lot queues are what batches the bids of this process. */
export function bidEngineFor(app: FastifyInstance): BidEngine {
  let engine = engines.get(app.deps);
  if (!engine) {
    const { config, database } = app.deps;
    engine = createBidEngine({
      db: database.db,
      maxBatchSize: config.BID_BATCH_MAX,
      afterCommit: (result) => {
        const running = notices.get(app.deps) ?? new Set<Promise<void>>();
        notices.set(app.deps, running);
        const notice = notifyOutbid(
          {
            db: database.db,
            notifier: notifierFor(app),
            log: app.log,
            webOrigin: config.WEB_ORIGIN,
            throttleSeconds: config.OUTBID_EMAIL_THROTTLE_SECONDS,
          },
          result,
        ).finally(() => running.delete(notice));
        running.add(notice);
      },
    });
    engines.set(app.deps, engine);
  }
  return engine;
}

/** Waits for the batches in flight and the notices they set off (before the database closes). */
export async function settleBidding(app: FastifyInstance): Promise<void> {
  await engines.get(app.deps)?.drain();
  await Promise.allSettled([...(notices.get(app.deps) ?? [])]);
}
