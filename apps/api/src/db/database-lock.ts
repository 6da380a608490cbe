import pg from 'pg';
import type { DatabaseHandle } from './client.js';

/**
 * Runs `work` while holding a PostgreSQL session advisory lock named `name`, on a connection of its own (not
 * one of the pool's, which `work` may need every one of): API processes started at the same time on one
 * database take turns (schema changes, job-queue creation and the demo seed are not safe side by side). The
 * embedded PGlite database belongs to one process and one connection, so there `work` simply runs.
 */
export async function withDatabaseLock<T>(
  database: DatabaseHandle,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
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
