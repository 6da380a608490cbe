import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';

/**
 * Two API processes in front of one site enforce one limit together when the counters live in Redis (a
 * Redis server runs beside PostgreSQL on the development machine and in CI).
 */
const prefix = `circula:test:${randomUUID()}:`;
const shared = {
  RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:6379',
  RATE_LIMIT_REDIS_PREFIX: prefix,
  RATE_LIMIT_MAX: '5',
};
const first = await createTestApp(shared);
const second = await createTestApp(shared);
const reconnecting = await createTestApp({
  ...shared,
  RATE_LIMIT_REDIS_PREFIX: `${prefix}start:`,
  RATE_LIMIT_MAX: '2',
});
const unreachable = await createTestApp({ RATE_LIMIT_REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_MAX: '1' });

describe('rate limits shared through Redis', () => {
  it('two apps let through exactly the limit between them, even for simultaneous requests', async () => {
    const responses = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        (index % 2 === 0 ? first.app : second.app).inject({
          method: 'GET',
          url: '/web/asset-categories/macros',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.json().message).toMatch(/^Muitas tentativas/);
  });

  it('a process whose connection is not ready yet at its start waits for it, and counts its first requests', async () => {
    const { app } = reconnecting;
    // As after a stall of the starting process that outlived the connect timeout: connecting again.
    const redis = app.deps.redis!;
    const closed = once(redis, 'reconnecting');
    redis.disconnect(true);
    await closed;
    expect(redis.status).not.toBe('ready');
    const statuses = (
      await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/web/asset-categories/macros' })),
      )
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('a Redis that cannot be reached does not take the API down: requests are answered, not counted', async () => {
    const { app } = unreachable;
    const started = Date.now();
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/web/asset-categories/macros' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
