import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type SlotAdmission, type StreamSlotPool, StreamSlots } from './stream-slots.js';

/*
 * Keys under the pool's prefix P:
 *   P total           slots taken by every process
 *   P keys            hash: client key → slots it holds across processes
 *   P holders         set of the processes holding slots
 *   P holder:<id>     hash: client key → slots this process holds
 *   P lease:<id>      the process's lease (value: its epoch), kept alive by its heartbeat
 * A process whose lease has expired (killed, frozen, cut off) is reaped by the next take: its slots are
 * subtracted from the totals. Every script runs atomically in Redis, so a check and its count are one step.
 */
const reap = `
local function reap(p, except)
  for _, h in ipairs(redis.call('SMEMBERS', p .. 'holders')) do
    if h ~= except and redis.call('EXISTS', p .. 'lease:' .. h) == 0 then
      local held = redis.call('HGETALL', p .. 'holder:' .. h)
      for i = 1, #held, 2 do
        local n = tonumber(held[i + 1])
        redis.call('DECRBY', p .. 'total', n)
        if redis.call('HINCRBY', p .. 'keys', held[i], -n) <= 0 then redis.call('HDEL', p .. 'keys', held[i]) end
      end
      redis.call('DEL', p .. 'holder:' .. h)
      redis.call('SREM', p .. 'holders', h)
    end
  end
end
`;

/** ARGV: prefix, holder, epoch, key, max, maxPerKey. Answers 1 taken, 0 full, -1 key full, -2 lease lost. */
const takeScript = `${reap}
local p, id, epoch, key = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local max, maxPerKey = tonumber(ARGV[5]), tonumber(ARGV[6])
if redis.call('GET', p .. 'lease:' .. id) ~= epoch then return -2 end
reap(p, id)
if tonumber(redis.call('GET', p .. 'total') or '0') >= max then return 0 end
if tonumber(redis.call('HGET', p .. 'keys', key) or '0') >= maxPerKey then return -1 end
redis.call('INCR', p .. 'total')
redis.call('HINCRBY', p .. 'keys', key, 1)
redis.call('HINCRBY', p .. 'holder:' .. id, key, 1)
return 1
`;

/** ARGV: prefix, holder, epoch, key. Gives one slot back, if this process still holds its lease. */
const releaseScript = `
local p, id, epoch, key = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
if redis.call('GET', p .. 'lease:' .. id) ~= epoch then return 0 end
if tonumber(redis.call('HGET', p .. 'holder:' .. id, key) or '0') <= 0 then return 0 end
if redis.call('HINCRBY', p .. 'holder:' .. id, key, -1) <= 0 then redis.call('HDEL', p .. 'holder:' .. id, key) end
redis.call('DECR', p .. 'total')
if redis.call('HINCRBY', p .. 'keys', key, -1) <= 0 then redis.call('HDEL', p .. 'keys', key) end
return 1
`;

/** ARGV: prefix, holder, epoch, lease ms. Extends the lease; 0 when it was lost (then register again). */
const heartbeatScript = `
local p, id, epoch, ms = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
if redis.call('GET', p .. 'lease:' .. id) ~= epoch then return 0 end
redis.call('PEXPIRE', p .. 'lease:' .. id, ms)
return 1
`;

/**
 * ARGV: prefix, holder, new epoch, lease ms, then key, count pairs (what this process holds now). Replaces
 * whatever Redis had for the process with that, under a new lease; an empty list with lease 0 leaves.
 */
const registerScript = `${reap}
local p, id, epoch, ms = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
local old = redis.call('HGETALL', p .. 'holder:' .. id)
for i = 1, #old, 2 do
  local n = tonumber(old[i + 1])
  redis.call('DECRBY', p .. 'total', n)
  if redis.call('HINCRBY', p .. 'keys', old[i], -n) <= 0 then redis.call('HDEL', p .. 'keys', old[i]) end
end
redis.call('DEL', p .. 'holder:' .. id)
if ms <= 0 then
  redis.call('DEL', p .. 'lease:' .. id)
  redis.call('SREM', p .. 'holders', id)
  return 1
end
for i = 5, #ARGV, 2 do
  local n = tonumber(ARGV[i + 1])
  redis.call('INCRBY', p .. 'total', n)
  redis.call('HINCRBY', p .. 'keys', ARGV[i], n)
  redis.call('HINCRBY', p .. 'holder:' .. id, ARGV[i], n)
end
redis.call('SET', p .. 'lease:' .. id, epoch, 'PX', ms)
redis.call('SADD', p .. 'holders', id)
reap(p, id)
return 1
`;

type ScriptRedis = Redis & {
  streamSlotTake(...args: (string | number)[]): Promise<number>;
  streamSlotRelease(...args: (string | number)[]): Promise<number>;
  streamSlotHeartbeat(...args: (string | number)[]): Promise<number>;
  streamSlotRegister(...args: (string | number)[]): Promise<number>;
};

function withScripts(redis: Redis): ScriptRedis {
  const scripted = redis as ScriptRedis;
  if (typeof scripted.streamSlotTake !== 'function') {
    redis.defineCommand('streamSlotTake', { numberOfKeys: 0, lua: takeScript });
    redis.defineCommand('streamSlotRelease', { numberOfKeys: 0, lua: releaseScript });
    redis.defineCommand('streamSlotHeartbeat', { numberOfKeys: 0, lua: heartbeatScript });
    redis.defineCommand('streamSlotRegister', { numberOfKeys: 0, lua: registerScript });
  }
  return scripted;
}

const readiness = new WeakMap<Redis, Promise<void>>();

/** Waits (once, briefly) for a connection still being made; a Redis known to be down is not waited for. */
function whenReady(redis: Redis): Promise<void> {
  if (!['connecting', 'connect', 'wait'].includes(redis.status)) return Promise.resolve();
  let ready = readiness.get(redis);
  if (!ready) {
    if (redis.status === 'wait') void redis.connect().catch(() => {});
    ready = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, 1_000);
      redis.once('ready', done);
      redis.once('error', done);
    });
    readiness.set(redis, ready);
  }
  return ready;
}

/**
 * Stream slots counted in Redis, so every API process enforces one total and one per-client cap together.
 * Each process holds its slots under a lease it renews every third of LIVE_SLOT_LEASE_SECONDS; a process
 * that dies stops renewing, and its slots return to the pool once the lease has run out.
 *
 * A Redis that cannot be reached does not stop the streams: the process then counts in its own memory
 * (its own caps, as without Redis) and registers again — with what it holds — once Redis answers.
 */
export class RedisStreamSlots implements StreamSlotPool {
  private readonly redis: ScriptRedis;
  private readonly prefix: string;
  private readonly holder = randomUUID();
  private readonly leaseMs: number;
  private epoch: string | null = null;
  /** Slots this process holds in Redis, per client key. */
  private readonly held = new Map<string, number>();
  private heldTotal = 0;
  /** Set when Redis missed a release (or the lease was lost): the next heartbeat registers again. */
  private stale = true;
  private readonly fallback = new StreamSlots();
  private readonly timer: NodeJS.Timeout;
  private registering: Promise<void> | null = null;
  private reported = false;
  private closed = false;
  private readonly log: FastifyBaseLogger;

  constructor(redis: Redis, options: { prefix: string; leaseSeconds: number; log: FastifyBaseLogger }) {
    this.redis = withScripts(redis);
    this.log = options.log;
    this.prefix = options.prefix;
    this.leaseMs = options.leaseSeconds * 1000;
    this.timer = setInterval(() => void this.beat(), Math.max(250, Math.floor(this.leaseMs / 3)));
    this.timer.unref();
  }

  get count(): number {
    return this.heldTotal + this.fallback.count;
  }

  async take(key: string, limits: { max: number; maxPerKey: number }): Promise<SlotAdmission> {
    if (this.closed) return { refused: 'full' };
    try {
      await whenReady(this.redis);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        if (this.stale || !this.epoch) await this.register();
        const answer = await this.redis.streamSlotTake(
          this.prefix,
          this.holder,
          this.epoch!,
          key,
          limits.max,
          limits.maxPerKey,
        );
        if (answer === -2) {
          this.stale = true;
          continue;
        }
        this.reported = false;
        if (answer === 0) return { refused: 'full' };
        if (answer === -1) return { refused: 'key-full' };
        return { release: this.holdSlot(key) };
      }
      throw new Error('stream slot lease lost twice');
    } catch (error) {
      this.report(error);
      return this.fallback.take(key, limits);
    }
  }

  private holdSlot(key: string): () => void {
    // Taken while a registration was in flight: that registration may have missed it; the next beat recounts.
    if (this.registering) this.stale = true;
    this.held.set(key, (this.held.get(key) ?? 0) + 1);
    this.heldTotal += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else this.held.delete(key);
      this.heldTotal -= 1;
      if (this.closed || !this.epoch) return;
      // Not given back in Redis (unreachable, or a registration crossed it): the slot stays counted there
      // until the next heartbeat registers what this process really holds.
      this.redis.streamSlotRelease(this.prefix, this.holder, this.epoch, key).then(
        (done) => {
          if (done === 0) this.stale = true;
        },
        (error: unknown) => {
          this.stale = true;
          this.report(error);
        },
      );
    };
  }

  /** Replaces what Redis has for this process with what it holds, under a new lease. */
  private register(): Promise<void> {
    this.registering ??= (async () => {
      const epoch = randomUUID();
      const pairs = [...this.held].flat();
      try {
        await this.redis.streamSlotRegister(this.prefix, this.holder, epoch, this.leaseMs, ...pairs);
        this.epoch = epoch;
        this.stale = false;
      } finally {
        this.registering = null;
      }
    })();
    return this.registering;
  }

  private async beat(): Promise<void> {
    if (this.closed) return;
    try {
      if (this.stale || !this.epoch) {
        await this.register();
        return;
      }
      const alive = await this.redis.streamSlotHeartbeat(this.prefix, this.holder, this.epoch, this.leaseMs);
      if (alive === 0) await this.register();
      this.reported = false;
    } catch (error) {
      this.report(error);
    }
  }

  private report(error: unknown) {
    if (this.reported) return;
    this.reported = true;
    this.log.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      'stream-slot Redis unavailable; this process counts its streams alone',
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    try {
      // Leaving: what this process held goes back to the pool now, not when the lease runs out.
      await this.redis.streamSlotRegister(this.prefix, this.holder, randomUUID(), 0);
    } catch {
      // Unreachable: the lease runs out on its own.
    }
  }
}
