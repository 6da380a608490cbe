import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';

/**
 * What a buyer owes for a purchase, an auction win or a fine. Minimal until checkout lands (it adds the
 * listing, lots, PIX data and deadlines); the buyer's payload already reads from it.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** AUCTION_END, LOT_NEGOTIATION, DIRECT_SALE or FINE. */
    type: text().notNull(),
    status: text().notNull(),
    /** PIX or DEPOSIT_RECEIPT. */
    method: text(),
    totalCents: bigint({ mode: 'bigint' }).notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.buyerId, table.createdAt)],
);
