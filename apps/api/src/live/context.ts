import type { FastifyInstance } from 'fastify';
import { createStreamSlotPool } from '../shared/stream-slot-pool.js';
import { LiveHub } from './live-hub.js';
import { createServerClock } from './server-clock.js';

const hubs = new WeakMap<object, LiveHub>();

/** The app's one live hub (one LISTEN and one heartbeat timer for all its viewers). */
export function liveHubFor(app: FastifyInstance): LiveHub {
  let hub = hubs.get(app.deps);
  if (!hub) {
    hub = new LiveHub(
      app.deps.events,
      createServerClock(app.deps.database.db),
      app.log,
      app.deps.config.LIVE_HEARTBEAT_SECONDS,
      createStreamSlotPool(app, 'live'),
    );
    hubs.set(app.deps, hub);
  }
  return hub;
}
