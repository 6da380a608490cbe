import type { NegotiationClosedReason, NegotiationStatus } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { listings } from './listings.js';
import { lots } from './lots.js';
import { paymentIntents } from './payment-intents.js';

/**
 * An offer ("Fazer oferta") on a direct-sale lot and its negotiation (see
 * docs/decisions/125-offers-and-negotiations.md). Prices are per unit, for the lot's whole quantity. The
 * partial unique index keeps one open offer per buyer and lot, however many requests arrive at once.
 */
export const negotiations = pgTable(
  'negotiations',
  {
    id: uuid().primaryKey().defaultRandom(),
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    listingId: uuid()
      .notNull()
      .references(() => listings.id),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    status: text().$type<NegotiationStatus>().notNull(),
    /** EXPIRED or LOT_SOLD when the system closed it; null when a person did or it is open. */
    closedReason: text().$type<NegotiationClosedReason>(),
    quantity: integer().notNull(),
    /** The lot's asking unit price when the offer was made. */
    askingUnitPriceCents: bigint({ mode: 'number' }).notNull(),
    offerUnitPriceCents: bigint({ mode: 'number' }).notNull(),
    counterUnitPriceCents: bigint({ mode: 'number' }),
    agreedUnitPriceCents: bigint({ mode: 'number' }),
    message: text(),
    rejectionReason: text(),
    /** When the side whose turn it is stops being able to answer. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paymentIntentId: uuid().references(() => paymentIntents.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('negotiations_one_open_per_buyer_lot')
      .on(table.lotId, table.buyerId)
      .where(sql`${table.status} in ('PENDING_SELLER_RESPONSE', 'PENDING_BUYER_RESPONSE')`),
    index().on(table.buyerId, table.createdAt),
    index().on(table.listingId, table.status),
    index('negotiations_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('PENDING_SELLER_RESPONSE', 'PENDING_BUYER_RESPONSE')`),
  ],
);
