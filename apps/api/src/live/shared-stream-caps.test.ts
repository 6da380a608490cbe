import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { RedisStreamSlots } from '../shared/redis-stream-slots.js';
import { openSse } from './sse-test-client.js';

/**
 * Two API processes on one Redis (a Redis server runs at 127.0.0.1:6379 beside PostgreSQL) enforce one
 * per-client cap and one total cap on live streams, not one each; slots come back when a stream closes,
 * and when a process holding them dies, once its lease has run out.
 */
const redisUrl = 'redis://127.0.0.1:6379';
const prefix = `circula:test:${randomUUID()}:`;
const leaseSeconds = 2;
const settings = {
  RATE_LIMIT_REDIS_URL: redisUrl,
  RATE_LIMIT_REDIS_PREFIX: prefix,
  RATE_LIMIT_MAX: '100000',
  LIVE_MAX_STREAMS: '6',
  LIVE_MAX_STREAMS_PER_IP: '3',
  LIVE_SLOT_LEASE_SECONDS: String(leaseSeconds),
  NOTIFICATIONS_MAX_STREAMS_PER_USER: '2',
  AUTH_RATE_LIMIT_MAX: '100000',
};
const database = await createTestDatabase();
const apps = await Promise.all(
  [0, 1].map(async () => {
    const app = await buildApp(testConfig(settings), { database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return app;
  }),
);
afterAll(() => Promise.all(apps.map((app) => app.close())));
const ports = apps.map((app) => (app.server.address() as { port: number }).port);
const listing = await makeListing(database.db);
const lot = await makeLot(database.db, { listingId: listing.id });

interface OpenStream {
  status: number;
  body: Promise<string>;
  close(): void;
}

/** A lot stream from one loopback address (each 127.x address is a different client) to app 0 or 1. */
function openFrom(localAddress: string, app: number): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: ports[app],
        path: `/web/lots/${lot.id}/stream`,
        localAddress,
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        let text = '';
        const body = new Promise<string>((done) => {
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => done(text));
          response.on('close', () => done(text));
        });
        resolve({ status: response.statusCode ?? 0, body, close: () => request.destroy() });
      },
    );
    request.on('error', reject);
  });
}

const observer = new Redis(redisUrl);
afterAll(() => observer.disconnect());

/** Waits until every live slot is back in the shared pool (releases reach Redis asynchronously). */
async function waitForEmptyPool() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (Number((await observer.get(`${prefix}slots:live:total`)) ?? 0) === 0) return;
    await sleep(50);
  }
  throw new Error('live slots were not given back');
}

/** Opens from the address until a stream is accepted (a freed slot is given back asynchronously). */
async function openWhenFree(localAddress: string, app: number, withinMs: number): Promise<OpenStream | null> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const stream = await openFrom(localAddress, app);
    if (stream.status === 200) return stream;
    stream.close();
    await sleep(50);
  }
  return null;
}

describe('stream caps shared by two API processes through Redis', () => {
  it('one per-address cap across both: simultaneous streams past it are refused, and a closed one frees a slot', async () => {
    const streams = await Promise.all(
      Array.from({ length: 6 }, (_, index) => openFrom('127.0.0.2', index % 2)),
    );
    const accepted = streams.filter((stream) => stream.status === 200);
    const refused = streams.filter((stream) => stream.status === 429);
    expect([accepted.length, refused.length]).toEqual([3, 3]);
    const body = JSON.parse(await refused[0]!.body);
    expect(body.code).toBe('TOO_MANY_STREAMS');
    expect(body.message).toMatch(/transmissões ao vivo/);

    // Closing a stream on one process gives the slot back to the address on the other.
    const onFirst = streams.findIndex((stream, index) => stream.status === 200 && index % 2 === 0);
    const closing = onFirst >= 0 ? onFirst : streams.findIndex((stream) => stream.status === 200);
    streams[closing]!.close();
    const again = await openWhenFree('127.0.0.2', closing % 2 === 0 ? 1 : 0, 3_000);
    expect(again?.status).toBe(200);
    expect((await openFrom('127.0.0.2', 0)).status).toBe(429);
    expect((await openFrom('127.0.0.2', 1)).status).toBe(429);

    for (const stream of [...accepted, again!]) stream.close();
    // Every slot is back: the address can hold three again.
    const reopened = [await openWhenFree('127.0.0.2', 0, 3_000), await openWhenFree('127.0.0.2', 1, 3_000)];
    expect(reopened.map((stream) => stream?.status)).toEqual([200, 200]);
    for (const stream of reopened) stream!.close();
    await waitForEmptyPool();
  });

  it('one total cap across both: the stream past it is refused with 503, whichever process it reaches', async () => {
    await waitForEmptyPool();
    const streams = await Promise.all(
      Array.from({ length: 9 }, (_, index) => openFrom(`127.0.1.${index + 1}`, index % 2)),
    );
    const statuses = streams.map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(statuses.filter((status) => status === 503)).toHaveLength(3);
    const refused = streams.find((stream) => stream.status === 503)!;
    expect(JSON.parse(await refused.body)).toMatchObject({
      code: 'STREAM_LIMIT_REACHED',
      message: 'Muitas pessoas conectadas agora. Tentaremos de novo em instantes.',
    });
    for (const stream of streams) stream.close();
    const freed = await openWhenFree('127.0.1.50', 1, 3_000);
    expect(freed?.status).toBe(200);
    freed!.close();
  });

  it("a killed process's slots come back once its lease has run out", async () => {
    await waitForEmptyPool();
    const holder: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/hold-stream-slots.ts'),
        redisUrl,
        `${prefix}slots:live:`,
        String(leaseSeconds),
        '127.0.0.20',
        '3',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    afterAll(() => holder.kill('SIGKILL'));
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('held 3')) resolve();
      });
      holder.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
    });

    // The other process's three slots count: this address is full on both apps.
    expect((await openFrom('127.0.0.20', 0)).status).toBe(429);
    // Held past one lease: the holder renews it while alive.
    await sleep(leaseSeconds * 1000 + 500);
    expect((await openFrom('127.0.0.20', 1)).status).toBe(429);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const killedAt = Date.now();
    const freed = await openWhenFree('127.0.0.20', 0, leaseSeconds * 1000 + 3_000);
    expect(freed?.status).toBe(200);
    expect(Date.now() - killedAt).toBeGreaterThan(leaseSeconds * 1000 - 1_500);
    freed!.close();
  });
});

describe('notice streams shared by two API processes', () => {
  it("one account's cap across both: its third tab is refused on either process", async () => {
    const buyer = await makeBidder(apps[0]!, database.db, {});
    const url = (app: number) => `http://127.0.0.1:${ports[app]}/web/notifications/stream`;
    const first = await openSse(url(0), buyer.headers);
    const second = await openSse(url(1), buyer.headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    const refused = await Promise.all([openSse(url(0), buyer.headers), openSse(url(1), buyer.headers)]);
    expect(refused.map((connection) => connection.status)).toEqual([429, 429]);
    first.close();
    let reopened = null;
    for (let attempt = 0; attempt < 60 && !reopened; attempt += 1) {
      const candidate = await openSse(url(1), buyer.headers);
      if (candidate.status === 200) reopened = candidate;
      else await sleep(50);
    }
    expect(reopened?.status).toBe(200);
    for (const connection of [second, reopened!, ...refused]) connection.close();
  });
});

describe('the Redis slot pool', () => {
  const log = { warn: () => {} } as never;

  it('lets exactly the cap through for simultaneous takes from two pools', async () => {
    const pools = [0, 1].map(
      () => new RedisStreamSlots(new Redis(redisUrl), { prefix: `${prefix}unit:`, leaseSeconds: 5, log }),
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        pools[index % 2]!.take(`k${index % 4}`, { max: 10, maxPerKey: 4 }),
      ),
    );
    expect(answers.filter((answer) => 'release' in answer)).toHaveLength(10);
    expect(pools[0]!.count + pools[1]!.count).toBe(10);
    // A process that stops cleanly gives its slots back at once.
    const closedHeld = pools[0]!.count;
    await pools[0]!.close();
    const after = await Promise.all(
      Array.from({ length: 12 }, (_, index) => pools[1]!.take(`n${index}`, { max: 10, maxPerKey: 4 })),
    );
    expect(after.filter((answer) => 'release' in answer)).toHaveLength(closedHeld);
    await pools[1]!.close();
  });

  it('counts in the process when Redis cannot be reached, so streams are still served and capped', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    redis.on('error', () => {});
    const pool = new RedisStreamSlots(redis, { prefix: `${prefix}down:`, leaseSeconds: 5, log });
    const started = Date.now();
    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push(await pool.take('a', { max: 10, maxPerKey: 2 }));
    expect(answers.map((answer) => ('release' in answer ? 'taken' : answer.refused))).toEqual([
      'taken',
      'taken',
      'key-full',
    ]);
    expect(Date.now() - started).toBeLessThan(5_000);
    await pool.close();
    redis.disconnect();
  });
});
