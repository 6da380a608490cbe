import type { Database } from '../db/client.js';
import { categoryDirectory } from './category-directory.js';
import { listAssetCategories } from './category-rows.js';

/** The 12 macro categories in the domain's order, with their database ids and the staff's names and slugs. */
export async function listMacroCategories(db: Database) {
  const [rows, directory] = await Promise.all([listAssetCategories(db), categoryDirectory(db)]);
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  return directory.list.flatMap((category) => {
    const id = ids.get(category.code);
    return id ? [{ id, code: category.code, name: category.name, slug: category.slug }] : [];
  });
}

/**
 * A category by slug, for the public category page: its current slug (`current`), or one it had before,
 * which the page answers with a 308 to the current one (decision 212). Unknown: 404.
 */
export async function findCategoryBySlug(db: Database, slug: string) {
  const directory = await categoryDirectory(db);
  const current = directory.bySlug.get(slug);
  if (current) return { category: current, current: true };
  const former = directory.formerSlugs.get(slug);
  if (former) return { category: former, current: false };
  return null;
}
