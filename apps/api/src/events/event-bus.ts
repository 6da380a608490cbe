import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../db/client.js';

export type EventHandler = (payload: string) => void;

/**
 * Fan-out of events across API processes through PostgreSQL LISTEN/NOTIFY. Publishing is a
 * `pg_notify` inside the writer's transaction, so subscribers hear of a change only once it commits.
 */
export interface EventBus {
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Queues a notification in the current transaction (delivered on commit). Payloads stay under 8000 bytes. */
export async function notify(db: Pick<Database, 'execute'>, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export function createEventBus(database: DatabaseHandle): EventBus {
  return database.kind === 'pglite' ? pgliteBus(database) : postgresBus(database.connectionString);
}

function pgliteBus(database: Extract<DatabaseHandle, { kind: 'pglite' }>): EventBus {
  const unsubscribers = new Set<() => Promise<void>>();
  return {
    async subscribe(channel, handler) {
      const stop = await database.client.listen(channel, handler);
      const unsubscribe = async () => {
        if (unsubscribers.delete(unsubscribe)) await stop();
      };
      unsubscribers.add(unsubscribe);
      return unsubscribe;
    },
    async close() {
      await Promise.all([...unsubscribers].map((unsubscribe) => unsubscribe()));
    },
  };
}

/** One dedicated connection per process holds every LISTEN; it reconnects and re-listens after a drop. */
function postgresBus(connectionString: string): EventBus {
  const handlers = new Map<string, Set<EventHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: 'circula-events' });
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      next.on('error', () => {
        // The connection dropped: forget it and re-listen on a fresh one unless closing.
        if (client === next) client = null;
        if (!closed) setTimeout(() => void reconnect(), 500);
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function reconnect(): Promise<void> {
    if (closed || handlers.size === 0) return;
    try {
      await connect();
    } catch {
      if (!closed) setTimeout(() => void reconnect(), 1000);
    }
  }

  return {
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      const connection = await connect();
      if (first) await connection.query(`LISTEN ${quote(channel)}`);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
