import { bigint, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { lots } from './lots.js';

/**
 * A buyer's automatic bid (lance automático) on a lot: one per buyer and lot, set, raised or cancelled. The
 * maximum never leaves the server except to its owner.
 */
export const automaticBids = pgTable(
  'automatic_bids',
  {
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    maxCents: bigint({ mode: 'number' }).notNull(),
    /** When the current maximum was set: at equal maxima the earlier one wins. */
    setAt: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lotId, table.buyerId] })],
);
