import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { lots } from './lots.js';
import { paymentIntents } from './payment-intents.js';

/**
 * A "Comprar agora" purchase: the units of a direct-sale lot a buyer took, and the DIRECT_SALE intent that
 * collects them. The (buyer, client key) index makes a confirm repeated by the browser answer the same
 * purchase instead of reserving the units twice.
 */
export const directSaleOrders = pgTable(
  'direct_sale_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    quantity: integer().notNull(),
    /** The browser's idempotency key for this confirmation (one per checkout page). */
    clientKey: text().notNull(),
    intentId: uuid()
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('direct_sale_orders_buyer_key').on(table.buyerId, table.clientKey),
    index().on(table.lotId),
    index().on(table.intentId),
    check('direct_sale_orders_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
