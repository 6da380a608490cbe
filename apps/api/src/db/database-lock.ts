import pg from 'pg';
import type { DatabaseHandle } from './client.js';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named `name`, on a connection of its own (not
 * one of the pool's, which `work` may need every one of): API processes started at the same time on one
 * database take turns (schema changes, job-queue creation and the demo seed are not safe side by side). The
 * embedded PGlite database belongs to one process: there the callers sharing its handle take turns in memory.
 */
export async function withDatabaseLock<T>(
  database: DatabaseHandle,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return inTurn(database, name, work);
  const client = new pg.Client({ connectionString: database.connectionString });
  await client.connect();
  const key = `circula.${name}`;
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    return await work();
  } finally {
    // Ending the session releases its lock.
    await client.end();
  }
}

/** The last turn queued per embedded database and lock name. */
const turns = new WeakMap<DatabaseHandle, Map<string, Promise<unknown>>>();

function inTurn<T>(database: DatabaseHandle, name: string, work: () => Promise<T>): Promise<T> {
  let queue = turns.get(database);
  if (!queue) {
    queue = new Map();
    turns.set(database, queue);
  }
  const previous = queue.get(name) ?? Promise.resolve();
  const mine = previous.then(work, work);
  queue.set(
    name,
    mine.catch(() => undefined),
  );
  return mine;
}
