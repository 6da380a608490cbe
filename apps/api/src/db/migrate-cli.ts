import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './prepare-database.js';

// npm run db:migrate -w @circula/api — applies pending migrations to the configured database (DATABASE_URL,
// or the embedded one in DATA_DIR) and exits: a deploy runs it once, before starting the API processes.
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  poolSize: 2,
});
try {
  const started = Date.now();
  await migrateDatabase(database);
  console.log(`Banco de dados atualizado em ${Date.now() - started} ms.`);
} finally {
  await database.close();
}
