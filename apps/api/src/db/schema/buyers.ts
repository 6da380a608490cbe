import type { BlockReason, BuyerStatus, BuyerType } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A person or company that may bid and buy; one per user (users.buyer_id points back here). */
export const buyers = pgTable(
  'buyers',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The only name other bidders ever see; unique regardless of case. */
    username: text().notNull(),
    /** UNVERIFIED or VERIFIED. */
    status: text().$type<BuyerStatus>().notNull().default('UNVERIFIED'),
    /** NATURAL_PERSON or JURIDICAL_PERSON. */
    type: text().$type<BuyerType>().notNull(),
    /**
     * CPF or CNPJ (normalised), set when the buyer is verified: the unique index is what guarantees that
     * one tax id belongs to at most one verified buyer.
     */
    verifiedTaxId: text().unique(),
    blockedAt: timestamp({ withTimezone: true }),
    /** One of the spec's block reasons while blocked. */
    blockReason: text().$type<BlockReason>(),
    /** Staff's note on the block, never shown to the buyer. */
    blockNote: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('buyers_username_lower_key').on(sql`lower(${table.username})`),
    index().on(table.status),
  ],
);
