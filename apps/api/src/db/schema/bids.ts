import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { listings } from './listings.js';
import { lots } from './lots.js';

/**
 * An accepted bid: append-only, never updated. `sequence` numbers a lot's bids 1, 2, 3… without gaps (the
 * lot's bid count at the time); `createdAt` is the database clock of the transaction that accepted it.
 */
export const bids = pgTable(
  'bids',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id),
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    sequence: integer().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    /** Placed by the engine for the buyer's automatic bid (lance automático). */
    automatic: boolean().notNull().default(false),
    /** The client's key of a manual bid: a retry with the same key gets the stored receipt back. */
    idempotencyKey: uuid(),
    /** The answer given when the bid was accepted, returned again to a retry. */
    receipt: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('bids_lot_sequence_unique').on(table.lotId, table.sequence),
    uniqueIndex('bids_buyer_idempotency_key_unique')
      .on(table.buyerId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index().on(table.buyerId, table.listingId),
    index().on(table.listingId),
  ],
);
