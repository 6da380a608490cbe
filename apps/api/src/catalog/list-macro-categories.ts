import { macroCategories } from '@circula/domain';
import type { Database } from '../db/client.js';
import { listAssetCategories } from './catalog-repository.js';

/** The 12 macro categories in the domain's order, with their database ids. */
export async function listMacroCategories(db: Database) {
  const rows = await listAssetCategories(db);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return macroCategories.flatMap((category) => {
    const row = byCode.get(category.code);
    return row ? [{ id: row.id, name: row.name, slug: row.slug }] : [];
  });
}
