import { bigint, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.js';

/** Administrative fee table of an Event: the row whose range holds the price gives the fee. */
export const listingFeeRows = pgTable(
  'listing_fee_rows',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fromValueCents: bigint({ mode: 'number' }).notNull(),
    toValueCents: bigint({ mode: 'number' }).notNull(),
    feeCents: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [index('listing_fee_rows_listing_idx').on(table.listingId, table.fromValueCents)],
);
