import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Single-use secrets sent to a person: e-mail codes, magic links, password-reset links and phone codes.
 * Only a hash is stored; the subject is the lower-cased e-mail or, for phone codes, the user id.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text().notNull(),
    subject: text().notNull(),
    tokenHash: text().notNull(),
    /** What the secret proves, when it is not the subject itself (the E.164 phone of a phone code). */
    target: text(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.purpose, table.subject), index().on(table.tokenHash)],
);
