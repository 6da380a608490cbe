import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail and SMS the platform sends, written before delivery is tried. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().notNull(),
    to: text().notNull(),
    notificationType: text().notNull(),
    subject: text(),
    bodyText: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (table) => [index().on(table.to, table.createdAt)],
);
