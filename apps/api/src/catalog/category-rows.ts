/** The asset category rows. */
import type { MacroCategoryCode } from '@circula/domain';
import type { Database } from '../db/client.js';
import { assetCategories } from '../db/schema/index.js';

export async function upsertAssetCategories(
  db: Database,
  rows: { code: MacroCategoryCode; name: string; slug: string }[],
): Promise<void> {
  // Staff may rename a category and change its slug in the back office: a restart keeps their edit.
  await db.insert(assetCategories).values(rows).onConflictDoNothing();
}

export async function listAssetCategories(db: Database) {
  return db.select().from(assetCategories);
}
