import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A visitor's list of favourite lots, opened with an unguessable token (kept by the browser and e-mailed
 * as a link). One list per e-mail; a later sign-in attaches it to the user through userId.
 */
export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 32 random bytes, base64url: the bearer credential of the list. */
    token: text().notNull().unique(),
    /** Trimmed and lower-cased. */
    email: text().notNull().unique(),
    /** Set when a signed-in user claims the list (join point for sign-in). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);
