import type { BannerPlacement, BannerType, MacroCategoryCode } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A banner MARKETING shows on the home, search or one category's page between two instants (UTC). Its two
 * images live in media storage under `desktopImageKey` and `mobileImageKey`, already cut to the type's
 * fixed size (decision 206). Who changed it is in the audit log.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().$type<BannerType>().notNull(),
    placement: text().$type<BannerPlacement>().notNull(),
    /** Only for placement CATEGORY. */
    categoryCode: text().$type<MacroCategoryCode>(),
    linkUrl: text().notNull(),
    altText: text().notNull(),
    desktopImageKey: text().notNull(),
    mobileImageKey: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Order inside its placement (and category), smallest first. */
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('banners_placement_idx').on(table.placement, table.categoryCode, table.position),
    check('banners_window_check', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'banners_category_check',
      sql`(${table.placement} = 'CATEGORY') = (${table.categoryCode} is not null)`,
    ),
  ],
);
