import { randomUUID } from 'node:crypto';
import { macroCategories } from '@circula/domain';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../test/helpers.js';
import { type App, buildApp } from '../app.js';
import { createMediaStorage } from '../media/create-media-storage.js';
import { type DatabaseHandle, openDatabase } from './client.js';
import { prepareDatabase } from './prepare-database.js';

const opened: DatabaseHandle[] = [];
const apps: App[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of opened) await handle.close();
  for (const cleanup of cleanups) await cleanup();
});

/**
 * Handles on one EMPTY database (no migrations), each with connections of its own as separate API processes
 * have: on PostgreSQL a new database on the test server; on PGlite one in-memory database (one process).
 */
async function emptyDatabase(processes: number): Promise<DatabaseHandle[]> {
  const postgres = inject('postgresTemplate');
  if (!postgres) {
    const handle = await openDatabase({});
    opened.push(handle);
    return Array.from({ length: processes }, () => handle);
  }
  const name = `circula_test_empty_${randomUUID().slice(0, 8)}_${process.ppid}`;
  const admin = new pg.Client({ connectionString: postgres.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(postgres.serverUrl);
  url.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  for (let i = 0; i < processes; i++) {
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    opened.push(handle);
    handles.push(handle);
  }
  return handles;
}

async function rowsOf<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tableExists(handle: DatabaseHandle, name: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: string | null }>(
    handle,
    sql`SELECT to_regclass(${name})::text AS found`,
  );
  return row?.found != null;
}

describe('database start-up', () => {
  it('building the app leaves the database alone: migrating is the start-up step before it', {
    timeout: 180_000,
  }, async () => {
    const [handle] = await emptyDatabase(1);
    if (!handle) throw new Error('no database');
    const app = await buildApp(testConfig(), { database: handle });
    apps.push(app);
    await app.ready();
    expect(await tableExists(handle, 'public.lots')).toBe(false);
    expect(await tableExists(handle, 'drizzle.__drizzle_migrations')).toBe(false);
  });

  it('API processes starting together on an empty database migrate it once and all start their job workers', {
    timeout: 180_000,
  }, async () => {
    const config = testConfig({ JOBS_ENABLED: 'true', LOT_CLOSER_POLL_MS: '0' });
    const media = createMediaStorage(config);
    const handles = await emptyDatabase(3);

    // Each "process": the start-up step, then the app with its workers (server.ts), all at the same time.
    const started = await Promise.all(
      handles.map(async (database) => {
        await prepareDatabase(database, { config, media });
        const app = await buildApp(config, { database });
        apps.push(app);
        await app.ready();
        return app;
      }),
    );

    const [first] = handles;
    if (!first) throw new Error('no database');
    const migrations = await rowsOf<{ total: number }>(
      first,
      sql`SELECT count(*)::int AS total FROM drizzle.__drizzle_migrations`,
    );
    const hashes = await rowsOf<{ distinct: number }>(
      first,
      sql`SELECT count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations`,
    );
    expect(migrations[0]?.total).toBeGreaterThan(0);
    expect(migrations[0]?.total).toBe(hashes[0]?.distinct);
    const categories = await rowsOf<{ total: number }>(
      first,
      sql`SELECT count(*)::int AS total FROM asset_categories`,
    );
    expect(categories[0]?.total).toBe(macroCategories.length);

    // Every context's queue exists once, whichever process created it.
    const queues = (await started[0]?.deps.jobs.getQueues())
      ?.map((queue) => queue.name)
      .filter((name) => !name.startsWith('__pgboss__'))
      .sort();
    expect(queues).toEqual(
      [
        'account-deletion-sweep',
        'credit-expiry',
        'data-export',
        'fulfilment-sweep',
        'listing-open',
        'listing-open-sweep',
        'lot-close',
        'lot-closing-sweep',
        'lot-import',
        'newsletter-campaign-sending',
        'newsletter-unconfirmed-sweep',
        'offer-expiry',
        'outbox-delivery',
        'payment-sweep',
        'referral-sweep',
      ].sort(),
    );
  });

  it('every pooled connection to PostgreSQL plans with the settings of the API: no JIT, solid-state page costs', async () => {
    const [handle] = await emptyDatabase(1);
    // Four queries at once take four of the pool's connections: each must carry the settings, not only the first.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        rowsOf<{ pid: number; jit: string; cost: string }>(
          handle!,
          sql`SELECT pg_backend_pid() AS pid, current_setting('jit') AS jit,
                current_setting('random_page_cost') AS cost, pg_sleep(0.2)`,
        ),
      ),
    );
    const rows = settings.flat();
    if (handle!.kind === 'postgres') {
      expect(new Set(rows.map((row) => row.pid)).size).toBe(4);
      for (const row of rows) expect({ jit: row.jit, cost: row.cost }).toEqual({ jit: 'off', cost: '1.1' });
    } else {
      // The embedded database is one connection in the process: the four queries ran on it in turn.
      expect(new Set(rows.map((row) => row.pid)).size).toBe(1);
    }
  });
});
