import type { MacroCategoryCode } from '@circula/domain';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The 12 macro categories of the spec; rows are kept in step with `macroCategories` of the domain at start. */
export const assetCategories = pgTable('asset_categories', {
  id: uuid().primaryKey().defaultRandom(),
  /** Spec code, e.g. VEICULOS_LEVES. */
  code: text().$type<MacroCategoryCode>().notNull().unique(),
  name: text().notNull(),
  slug: text().notNull().unique(),
});

/**
 * Slugs a category had before staff changed them (decision 212): the public category page at an old slug
 * answers 308 to the category's current slug, so links and search results already out there keep working.
 */
export const assetCategoryFormerSlugs = pgTable('asset_category_former_slugs', {
  slug: text().primaryKey(),
  categoryCode: text()
    .$type<MacroCategoryCode>()
    .notNull()
    .references(() => assetCategories.code, { onDelete: 'cascade' }),
  replacedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
