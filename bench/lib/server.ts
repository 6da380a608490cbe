import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { migrateDatabase } from '../../apps/api/src/db/prepare-database.js';

/** Starts the real API on a free loopback port, on an in-memory PGlite or the given PostgreSQL URL. */
export async function startApi(options: { databaseUrl?: string; env?: Record<string, string> } = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    // The benchmark is one client hammering one route; the per-IP limit would measure itself.
    RATE_LIMIT_MAX: '100000000',
    AUTH_JWT_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 20 });
  await migrateDatabase(database);
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
