import path from 'node:path';
import { syncAssetCategories } from '../catalog/sync-asset-categories.js';
import { loadConfig } from '../config.js';
import { createMediaStorage } from '../media/create-media-storage.js';
import { openDatabase, runMigrations } from './client.js';
import { seedDemoData } from './seed/seed-demo-data.js';

// npm run db:seed -w @circula/api — loads the demo catalogue into the configured database when it is empty.
const config = loadConfig();
if (config.NODE_ENV === 'production') {
  // The demo accounts have a published password.
  console.error('Os dados de demonstração não são carregados em produção.');
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  await runMigrations(database);
  await syncAssetCategories(database.db);
  const started = Date.now();
  const result = await seedDemoData(database.db, {
    now: new Date(),
    storage: createMediaStorage(config),
    webOrigin: config.WEB_ORIGIN,
  });
  console.log(
    result.seeded
      ? `Catálogo de demonstração carregado: ${result.listings} eventos e ${result.lots} lotes em ${Date.now() - started} ms.`
      : 'O banco já tem eventos; nada foi carregado.',
  );
} finally {
  await database.close();
}
