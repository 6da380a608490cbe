import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

export type JobQueue = PgBoss;

/**
 * Durable jobs on the product database (pg-boss): a job survives restarts and runs on whichever API
 * process polls first. On PGlite pg-boss talks through a small adapter to the one embedded connection.
 * Handlers must be idempotent: a job may run twice after a crash.
 */
export function createJobQueue(database: DatabaseHandle): JobQueue {
  const common = { schema: 'pgboss', supervise: true, schedule: true, migrate: true } as const;
  if (database.kind === 'postgres') {
    return new PgBoss({ ...common, connectionString: database.connectionString, max: 4 });
  }
  const client = database.client;
  const db = {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length > 0) return client.query(text, values as never[]);
      // pg-boss sends multi-statement scripts (its own migrations) without parameters.
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
  return new PgBoss({ ...common, db });
}
