import type { Database } from '../db/client.js';
import { readDatabaseClock } from './live-repository.js';

export interface ServerClock {
  /** The database's clock (the one bids and closings are judged by), read without a round trip. */
  now(): Date;
  sync(): Promise<void>;
  stop(): void;
}

/**
 * The offset between this process's clock and the database's, measured now and then: bids and closings
 * use the database clock, so that is the time offered to clients (the countdown they show).
 */
export function createServerClock(db: Database, resyncMs = 60_000): ServerClock {
  let offsetMs = 0;
  let timer: NodeJS.Timeout | null = null;
  async function sync() {
    const before = Date.now();
    const database = await readDatabaseClock(db);
    const after = Date.now();
    offsetMs = database.getTime() - (before + after) / 2;
  }
  return {
    now: () => new Date(Date.now() + offsetMs),
    async sync() {
      await sync();
      if (!timer) {
        timer = setInterval(() => void sync().catch(() => {}), resyncMs);
        timer.unref();
      }
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
