import type { AddressInfo } from 'node:net';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/client.js';
import { migrateDatabase } from '../../api/src/db/prepare-database.js';

/** The real API on an in-memory database, listening on a free local port. */
export async function startApi() {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      WEB_ORIGIN: 'http://localhost:3000',
    }),
    { database },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await database.close();
    },
  };
}
