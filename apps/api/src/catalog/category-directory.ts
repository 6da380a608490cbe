import { type MacroCategoryCode, macroCategories } from '@circula/domain';
import type { Database } from '../db/client.js';
import { assetCategories, assetCategoryFormerSlugs } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';

export interface CategoryView {
  code: MacroCategoryCode;
  name: string;
  slug: string;
}

export interface CategoryDirectory {
  /** Bumped on every load: caches holding category names or slugs key on it. */
  version: number;
  /** The 12 macro categories in the domain's order, with the names and slugs staff gave them. */
  list: CategoryView[];
  byCode: Map<MacroCategoryCode, CategoryView>;
  bySlug: Map<string, CategoryView>;
  /** Slugs a category had before (decision 212), to the category that has it now. */
  formerSlugs: Map<string, CategoryView>;
}

/** How long one process trusts its copy; an edit in this process drops it at once. */
const ttlMs = 30_000;
const loaded = new WeakMap<Database, { at: number; directory: Promise<CategoryDirectory> }>();
let versions = 0;

async function load(db: Database): Promise<CategoryDirectory> {
  const [rows, former] = await Promise.all([
    db.select().from(assetCategories),
    db.select().from(assetCategoryFormerSlugs),
  ]);
  const stored = new Map(rows.map((row) => [row.code, row]));
  const list = macroCategories.map((category): CategoryView => {
    const row = stored.get(category.code);
    return { code: category.code, name: row?.name ?? category.name, slug: row?.slug ?? category.slug };
  });
  const byCode = new Map(list.map((category) => [category.code, category]));
  const bySlug = new Map(list.map((category) => [category.slug, category]));
  const formerSlugs = new Map<string, CategoryView>();
  for (const row of former) {
    const category = byCode.get(row.categoryCode);
    if (category && !bySlug.has(row.slug)) formerSlugs.set(row.slug, category);
  }
  versions += 1;
  return { version: versions, list, byCode, bySlug, formerSlugs };
}

/**
 * The asset categories as the public site shows them: names and slugs are the staff's (asset_categories),
 * read once and kept for a short while per process, dropped by `invalidateCategoryDirectory` when staff
 * change one (decision 212).
 */
export function categoryDirectory(db: Database, now = Date.now()): Promise<CategoryDirectory> {
  const held = loaded.get(db);
  if (held && now - held.at < ttlMs) return held.directory;
  const directory = load(db);
  loaded.set(db, { at: now, directory });
  directory.catch(() => loaded.delete(db));
  return directory;
}

export function invalidateCategoryDirectory(db: Database): void {
  loaded.delete(db);
}

/**
 * The category code a search or listing filter names by slug: its current slug or a former one. An unknown
 * slug is a bad request, in the words the schema used to give for a closed list.
 */
export async function categoryCodeForSlug(
  db: Database,
  slug: string | undefined,
): Promise<MacroCategoryCode | undefined> {
  if (slug === undefined) return undefined;
  const directory = await categoryDirectory(db);
  const category = directory.bySlug.get(slug) ?? directory.formerSlugs.get(slug);
  if (!category) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Valor inválido para categoria (category). Use um destes: ${directory.list.map((item) => item.slug).join(', ')}.`,
      { issues: [{ path: 'category', message: 'Categoria desconhecida.' }] },
    );
  }
  return category.code;
}
