import type { LotClosingStatus } from '@circula/domain';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bids } from './bids.js';
import { buyers } from './buyers.js';
import { listings } from './listings.js';
import { lots } from './lots.js';

/** The result of a lot that closed with a bid: written once per lot (the unique lot id makes sure). */
export const lotClosings = pgTable(
  'lot_closings',
  {
    id: uuid().primaryKey().defaultRandom(),
    lotId: uuid()
      .notNull()
      .unique()
      .references(() => lots.id),
    listingId: uuid()
      .notNull()
      .references(() => listings.id),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id),
    winningBidId: uuid()
      .notNull()
      .references(() => bids.id),
    amountCents: bigint({ mode: 'number' }).notNull(),
    status: text().$type<LotClosingStatus>().notNull(),
    /** PENDING_CONFIRMATION: the seller answers by then, or the lot is released (REJECTED). */
    sellerDeadlineAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.buyerId), index().on(table.listingId), index().on(table.status)],
);
