import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/prepare-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { serverUrl: string; database: string } | null;
  }
}

/**
 * Migrates one database for the whole run (as the API's start-up does: migrations and reference rows); each test file then starts from a copy of it:
 * a data-dir tarball for PGlite, `CREATE DATABASE … TEMPLATE` on a PostgreSQL server.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const database = `circula_test_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
    const templateUrl = withDatabase(databaseUrl, database);
    const handle = await openDatabase({ databaseUrl: templateUrl, poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', { serverUrl: databaseUrl, database });
    project.provide('pgliteTemplatePath', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`circula_test_%_${process.pid}%`],
      );
      for (const row of leftovers.rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      }
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  await migrateDatabase(handle);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const dir = path.join(repoRoot, '.data', 'test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', null);
  // The template is only for this run.
  return () => rmSync(file, { force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
