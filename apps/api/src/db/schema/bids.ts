import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';

/**
 * A bid on a lot. Minimal until live auctions land (they add the lots and listings it belongs to, the
 * automatic-bid marker and the lot's scheduled end); the buyer's listing bids already read from it.
 */
export const bids = pgTable(
  'bids',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid().notNull(),
    lotId: uuid().notNull(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    amountCents: bigint({ mode: 'bigint' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.buyerId, table.listingId), index().on(table.lotId, table.createdAt)],
);
