import type { MacroCategoryCode } from '@circula/domain';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** The 12 macro categories of the spec; rows are kept in step with `macroCategories` of the domain at start. */
export const assetCategories = pgTable('asset_categories', {
  id: uuid().primaryKey().defaultRandom(),
  /** Spec code, e.g. VEICULOS_LEVES. */
  code: text().$type<MacroCategoryCode>().notNull().unique(),
  name: text().notNull(),
  slug: text().notNull().unique(),
});
