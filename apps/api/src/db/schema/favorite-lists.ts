import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A visitor's list of favourite lots, opened with an unguessable token (kept by the browser and e-mailed
 * as a link). One list per e-mail; the account of that e-mail takes it over through userId.
 */
export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 32 random bytes, base64url: the bearer credential of the list. */
    token: text().notNull().unique(),
    /** Trimmed and lower-cased. */
    email: text().notNull().unique(),
    /** The account the list belongs to (decision 151): at most one list per account. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('favorite_lists_user_id_unique').on(table.userId)],
);
