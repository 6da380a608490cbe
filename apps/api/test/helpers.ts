import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';

/** A fresh, migrated database for the calling test file, closed (and dropped) after it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `circula_test_${randomUUID().slice(0, 8)}_${process.ppid}`;
    const admin = new pg.Client({ connectionString: postgres.serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.database}`);
    const url = new URL(postgres.serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
    afterAll(async () => {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    return handle;
  }
  const template = readFileSync(inject('pgliteTemplatePath'));
  const handle = await openDatabase({ pgliteLoadDataDir: new Blob([template]) });
  afterAll(() => handle.close());
  return handle;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    ...overrides,
  });
}

/** The real app on a fresh database, ready for inject(); closed after the file. */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  afterAll(() => app.close());
  return { app, database, db: database.db };
}
