import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins, wrong codes and sends, keyed by a hash of the e-mail, the user or the phone number (never
 * the value itself): counted over each limit's window (a minute up to a day, for SMS codes) so the limit
 * holds across API processes.
 */
export const authThrottleEvents = pgTable(
  'auth_throttle_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    keyHash: text().notNull(),
    action: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.keyHash, table.action, table.createdAt)],
);
