import { macroCategories } from '@circula/domain';
import type { Database } from '../db/client.js';
import { upsertAssetCategories } from './category-rows.js';

/** The 12 macro categories live in the domain; the table mirrors them so lots can reference and join them. */
export async function syncAssetCategories(db: Database): Promise<void> {
  await upsertAssetCategories(
    db,
    macroCategories.map(({ code, name, slug }) => ({ code, name, slug })),
  );
}
