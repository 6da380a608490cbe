import path from 'node:path';
import { loadConfig } from '../config.js';
import { createMediaStorage } from '../media/create-media-storage.js';
import { openDatabase } from './client.js';
import { prepareDatabase } from './prepare-database.js';

// npm run db:seed -w @circula/api — migrates, then loads the demo catalogue into the configured database
// when it is empty.
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
  const started = Date.now();
  const result = await prepareDatabase(database, {
    config: { ...config, SEED_DEMO_DATA: true },
    media: createMediaStorage(config),
  });
  console.log(
    result?.seeded
      ? `Catálogo de demonstração carregado: ${result.listings} eventos e ${result.lots} lotes em ${Date.now() - started} ms.`
      : 'O banco já tem eventos; nada foi carregado.',
  );
} finally {
  await database.close();
}
