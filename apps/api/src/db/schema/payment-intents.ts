import type { PaymentIntentStatus, PaymentIntentType, PaymentMethod } from '@circula/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { listings } from './listings.js';

/**
 * What a buyer owes for a purchase, an auction win or a fine (see docs/decisions/092-payment-intents.md).
 * The amount is the sum of its lines (payment_intent_lines); every status change is a history row.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id),
    /** AUCTION_END, LOT_NEGOTIATION, DIRECT_SALE or FINE. */
    type: text().$type<PaymentIntentType>().notNull(),
    status: text().$type<PaymentIntentStatus>().notNull(),
    /** What the intent collects of its items: ALL, PRICE (judicial deposit), CHARGES or FINE. */
    part: text().$type<'ALL' | 'PRICE' | 'CHARGES' | 'FINE'>().notNull().default('ALL'),
    /** Short reference for support and the receipt (PAG-XXXXXXXX). */
    reference: text().notNull().unique(),
    /** The PIX transaction id carried by the intent's BR Code (derived from its id). */
    pixTxid: text().notNull().unique(),
    /** PIX or DEPOSIT_RECEIPT, once the buyer chooses. */
    method: text().$type<PaymentMethod>(),
    allowedMethods: text().array().$type<PaymentMethod[]>().notNull(),
    totalCents: bigint({ mode: 'bigint' }).notNull(),
    /** End of the payment period (business days, horário de Brasília). */
    dueAt: timestamp({ withTimezone: true }),
    /** 0 none sent, 1 the day-before reminder sent, 2 the deadline-day reminder sent. */
    remindersSent: integer().notNull().default(0),
    paidAt: timestamp({ withTimezone: true }),
    /** The intent a FINE penalises, or (on a penalised intent) its FINE. */
    relatedIntentId: uuid().references((): AnyPgColumn => paymentIntents.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.buyerId, table.createdAt),
    index().on(table.listingId),
    index('payment_intents_open_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} in ('PENDING_PAYMENT', 'PENDING_VERIFICATION')`),
    index().on(table.status, table.createdAt),
  ],
);
