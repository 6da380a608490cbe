/**
 * A stand-in for another API process, for the shared stream-cap tests: takes slots in the Redis pool and
 * holds them, renewing its lease, until it is killed. Arguments: redis URL, pool prefix, lease seconds,
 * client key, how many slots.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RedisStreamSlots } from '../src/shared/redis-stream-slots.js';

const [url, prefix, leaseSeconds, key, count] = process.argv.slice(2);
const log = { warn: (...args: unknown[]) => console.error(...args) } as unknown as FastifyBaseLogger;
const pool = new RedisStreamSlots(new Redis(url!), {
  prefix: prefix!,
  leaseSeconds: Number(leaseSeconds),
  log,
});
for (let index = 0; index < Number(count); index += 1) {
  const slot = await pool.take(key!, { max: 1_000, maxPerKey: 1_000 });
  if (!('release' in slot)) throw new Error(`slot refused: ${slot.refused}`);
}
console.log(`held ${pool.count}`);
setInterval(() => {}, 60_000);
