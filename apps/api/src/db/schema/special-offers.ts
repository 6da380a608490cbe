import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.js';
import { lots } from './lots.js';

/**
 * An Event or a lot MARKETING lists under 'Ofertas Especiais' (decision 205 says who sees them). Exactly
 * one of listingId and lotId; each at most once.
 */
export const specialOffers = pgTable(
  'special_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid().references(() => listings.id, { onDelete: 'cascade' }),
    lotId: uuid().references(() => lots.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('special_offers_listing_key').on(table.listingId),
    uniqueIndex('special_offers_lot_key').on(table.lotId),
    check('special_offers_one_target_check', sql`(${table.listingId} is null) <> (${table.lotId} is null)`),
  ],
);
