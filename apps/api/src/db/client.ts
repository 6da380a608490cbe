import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the schema relies on; PGlite must have them loaded before CREATE EXTENSION runs. */
export const pgliteExtensions = { pg_trgm, unaccent };

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
  /** A data-dir tarball to start from (tests load a migrated template this way). */
  pgliteLoadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

/**
 * The planner's price of a random page read, for every connection: 1.1 (solid-state disk or memory, where
 * PGlite lives) instead of the spinning-disk 4. With 4, a search word with synonyms ('celular' → also
 * 'smartphone', 'iphone') looked cheaper to read by scanning every lot than through the text index, and took
 * several times longer (decision 150).
 */
const randomPageCost = 1.1;

/**
 * No JIT compilation of queries. PostgreSQL compiles a plan whose estimated cost passes jit_above_cost, which
 * a search's count over tens of thousands of matching lots does: at a million lots that took 90–120 ms per
 * query (of 400–800 ms), for a plan run once (decision 263). The API's queries are short and many; none
 * gains from it.
 */
const jit = 'off';

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: `-c random_page_cost=${randomPageCost} -c jit=${jit}`,
    });
    // Errors on idle clients (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      pool,
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  await client.exec(`SET random_page_cost = ${randomPageCost}`);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
}
