import { syncAssetCategories } from '../catalog/sync-asset-categories.js';
import type { AppConfig } from '../config.js';
import type { MediaStorage } from '../media/media-storage.js';
import { type DatabaseHandle, runMigrations } from './client.js';
import { withDatabaseLock } from './database-lock.js';
import { type SeedResult, seedDemoData } from './seed/seed-demo-data.js';

/**
 * Brings the database to the code's schema: pending migrations, then the reference rows the code relies on
 * (the macro categories). Safe to run from several processes at once (they take turns) and again and again
 * (nothing left to do is a no-op): `npm run db:migrate` and every API start-up run it.
 */
export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
  await withDatabaseLock(database, 'prepare-database', () => migrateUnlocked(database));
}

async function migrateUnlocked(database: DatabaseHandle): Promise<void> {
  await runMigrations(database);
  await syncAssetCategories(database.db);
}

export interface PrepareDatabaseOptions {
  config: Pick<AppConfig, 'SEED_DEMO_DATA' | 'WEB_ORIGIN'>;
  /** Where the demo photos go. */
  media: MediaStorage;
  /** Clock of the demo seed. */
  now?: Date;
}

/**
 * The API's start-up step before it serves: migrates (migrateDatabase), then loads the demo data into an
 * empty database when SEED_DEMO_DATA is on (never in production). One lock around both, so two processes
 * starting together on an empty database neither migrate nor seed twice.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  options: PrepareDatabaseOptions,
): Promise<SeedResult | null> {
  return withDatabaseLock(database, 'prepare-database', async () => {
    await migrateUnlocked(database);
    if (!options.config.SEED_DEMO_DATA) return null;
    return seedDemoData(database.db, {
      now: options.now ?? new Date(),
      storage: options.media,
      webOrigin: options.config.WEB_ORIGIN,
    });
  });
}
