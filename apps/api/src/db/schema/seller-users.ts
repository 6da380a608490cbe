import type { SellerRole } from '@circula/domain';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.js';
import { users } from './users.js';

/**
 * The users of a seller (a company): ADMIN answers conditional sales and offers and manages the seller's
 * users; VIEWER only reads. One role per user and seller.
 */
export const sellerUsers = pgTable(
  'seller_users',
  {
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<SellerRole>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.userId] }), index().on(table.userId)],
);
