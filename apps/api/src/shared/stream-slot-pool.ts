import type { FastifyInstance } from 'fastify';
import { RedisStreamSlots } from './redis-stream-slots.js';
import { type StreamSlotPool, StreamSlots } from './stream-slots.js';

/**
 * A pool of stream slots for one kind of stream ('live' viewers, 'notices' of signed-in users): shared by
 * every API process through Redis when RATE_LIMIT_REDIS_URL is set, otherwise counted in this process.
 */
export function createStreamSlotPool(app: FastifyInstance, name: 'live' | 'notices'): StreamSlotPool {
  const { redis, config } = app.deps;
  if (!redis) return new StreamSlots();
  return new RedisStreamSlots(redis, {
    prefix: `${config.RATE_LIMIT_REDIS_PREFIX}slots:${name}:`,
    leaseSeconds: config.LIVE_SLOT_LEASE_SECONDS,
    log: app.log,
  });
}
