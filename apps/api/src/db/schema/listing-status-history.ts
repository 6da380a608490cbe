import type { ListingStatus } from '@circula/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.js';

/** Append-only: every status an Event takes is a row, for audit and disputes. */
export const listingStatusHistory = pgTable(
  'listing_status_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id),
    /** Empty for the row written when the Event is created. */
    fromStatus: text().$type<ListingStatus>(),
    toStatus: text().$type<ListingStatus>().notNull(),
    /** Who moved it: a user id, or 'system' for jobs and the seed. */
    changedBy: text().notNull(),
    reason: text(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_status_history_listing_idx').on(table.listingId, table.changedAt)],
);
