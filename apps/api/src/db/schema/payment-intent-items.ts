import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lotClosings } from './lot-closings.js';
import { lots } from './lots.js';
import { paymentIntents } from './payment-intents.js';

/**
 * What an intent pays for: a lot at a unit price and quantity. The unique (closing, part) index makes sure a
 * won lot gets one intent per part (and one fine), however many closers, approvals or sweeps run at once.
 */
export const paymentIntentItems = pgTable(
  'payment_intent_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    intentId: uuid()
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    /** The auction result paid for (null for direct sales and negotiations). */
    lotClosingId: uuid().references(() => lotClosings.id),
    /** ALL, PRICE, CHARGES or FINE: the intent's part, repeated here for the unique index. */
    part: text().$type<'ALL' | 'PRICE' | 'CHARGES' | 'FINE'>().notNull(),
    unitPriceCents: bigint({ mode: 'number' }).notNull(),
    quantity: integer().notNull().default(1),
  },
  (table) => [
    index().on(table.intentId),
    uniqueIndex('payment_intent_items_closing_part_key')
      .on(table.lotClosingId, table.part)
      .where(sql`${table.lotClosingId} is not null`),
  ],
);
