import { pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { listings } from './listings.js';

/** Habilitação: a buyer enrolled in an Event, having accepted its Edital; only enrolled buyers bid. */
export const listingEnrolments = pgTable(
  'listing_enrolments',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    editalAcceptedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('listing_enrolments_listing_buyer_unique').on(table.listingId, table.buyerId)],
);
