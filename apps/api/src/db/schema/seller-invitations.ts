import type { SellerRole } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './sellers.js';
import { users } from './users.js';

/**
 * A seller ADMIN's invitation to an address that has no account yet: when a person signs up with that
 * (proven) address, the membership is created with the role and the invitation marked accepted. At most one
 * open invitation per seller and address.
 */
export const sellerInvitations = pgTable(
  'seller_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    sellerId: uuid()
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased, as users.email. */
    email: text().notNull(),
    role: text().$type<SellerRole>().notNull(),
    invitedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Sent (or re-sent) + 7 days; an expired invitation is never claimed (docs/decisions/163-…). */
    expiresAt: timestamp({ withTimezone: true }).notNull().default(sql`now() + interval '7 days'`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('seller_invitations_open_key')
      .on(table.sellerId, table.email)
      .where(sql`${table.acceptedAt} is null`),
    index().on(table.email),
  ],
);
