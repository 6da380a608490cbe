import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS the platform sends, written before delivery is tried — for product notices in the
 * same transaction as the change they tell about; a delivery worker sends what is still unsent.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text().notNull(),
    to: text().notNull(),
    notificationType: text().notNull(),
    subject: text(),
    bodyText: text().notNull(),
    /** The HTML part of an e-mail (its template rendered when queued); null for SMS. */
    bodyHtml: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    /** Delivery attempts so far; the worker gives up after a few. */
    attempts: integer().notNull().default(0),
    /**
     * When the delivery worker may (re)try a queued message: set when queued, moved ahead on each attempt
     * (a lease against a second worker, then the back-off). Null for messages sent at once (codes, links).
     */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** When delivery was given up after the last attempt failed (the row keeps the message and its error). */
    failedAt: timestamp({ withTimezone: true }),
    /**
     * The props of an e-mail template queued unrendered (its type is `notificationType`): the delivery
     * renders it, writes subject and both parts, and clears this. Null once rendered, and for SMS.
     */
    templateProps: jsonb(),
  },
  (table) => [
    index().on(table.to, table.createdAt),
    index('outbox_queued_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.nextAttemptAt} is not null`),
  ],
);
