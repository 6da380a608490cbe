import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection that holds the rate-limit counters shared by every API process. A request never
 * waits long on it: one attempt per command, a short connect timeout, and no queue while disconnected, so
 * an outage turns into a skipped count (the plugin's skipOnError), not a slow API.
 */
export function openRateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log.warn({ err: { message: error.message } }, 'rate-limit Redis unavailable; requests are not counted');
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/**
 * Waits until the connection is ready, at most `timeoutMs`, so a process counts its first requests with every
 * other process: while it is not ready (still connecting, or connecting again after a stall of the process
 * outlived the connect timeout) every command fails at once and its request is let through uncounted. An
 * unreachable Redis holds the start no longer than that.
 */
export async function untilRateLimitRedisReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}
