import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auctioneers } from './auctioneers.js';
import { users } from './users.js';

/**
 * The users who act for an official auctioneer (the auctioneer and their office): they read the Events the
 * auctioneer runs, the bid logs and results, and download each lot's court record (decision 188).
 */
export const auctioneerUsers = pgTable(
  'auctioneer_users',
  {
    auctioneerId: uuid()
      .notNull()
      .references(() => auctioneers.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.auctioneerId, table.userId] }), index().on(table.userId)],
);
