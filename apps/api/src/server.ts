import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare-database.js';
import { createMediaStorage } from './media/create-media-storage.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const media = createMediaStorage(config);
  // Start-up step: pending migrations (a no-op after `npm run db:migrate`) and, in development, the demo data.
  await prepareDatabase(database, { config, media });
  const app = await buildApp(config, { database, media });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
}

main().catch((error) => {
  console.error('A API não pôde iniciar:', error);
  process.exit(1);
});
