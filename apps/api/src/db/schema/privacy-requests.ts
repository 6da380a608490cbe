import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type AccountDeletionStatus = 'REQUESTED' | 'CANCELLED' | 'COMPLETED';

/**
 * A person's request to delete their account (LGPD art. 18, VI): it waits 15 days, during which the person
 * can cancel it, then the deletion job anonymises the account. The row outlives the anonymisation as the
 * record that the request was honoured.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<AccountDeletionStatus>().notNull().default('REQUESTED'),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the job anonymises the account: 15 days after the request. */
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // One open request per person at a time.
    uniqueIndex('account_deletion_requests_open_key')
      .on(table.userId)
      .where(sql`${table.status} = 'REQUESTED'`),
    index().on(table.status, table.scheduledFor),
  ],
);

export type DataExportStatus = 'PENDING' | 'READY' | 'FAILED';

/** A person's request for a copy of their data (LGPD art. 18, II and V): a ZIP built by a job. */
export const dataExportRequests = pgTable(
  'data_export_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<DataExportStatus>().notNull().default('PENDING'),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Private storage key of the ZIP once built. */
    storageKey: text(),
    readyAt: timestamp({ withTimezone: true }),
    /** The download link stops working after this moment. */
    expiresAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId, table.requestedAt), index().on(table.status)],
);
