import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';

/**
 * Refresh tokens of a session; only the SHA-256 of each token is kept. A spent token has usedAt set and
 * its successor sealed with a key derived from the spent token itself, so only a holder of that token can
 * recover the successor (during the short grace window after rotation) and a database leak gives nothing.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    successorSealed: text(),
  },
  (table) => [index().on(table.sessionId)],
);
