import type { LotImportStatus } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings.js';
import { users } from './users.js';

/**
 * A spreadsheet import of lots into an Event (decisions 190–194): QUEUED when the file is received,
 * PROCESSING while the durable job reads it, then PROCESSED or FAILED. The file waits under the data
 * directory until the job has read it.
 */
export const lotImportJobs = pgTable(
  'lot_import_jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    status: text().$type<LotImportStatus>().notNull().default('QUEUED'),
    fileName: text().notNull(),
    /** "importar as linhas válidas": rows with errors are left out and the others imported. */
    importValidRows: boolean().notNull().default(false),
    totalRows: integer(),
    rowsRead: integer().notNull().default(0),
    importedCount: integer().notNull().default(0),
    duplicateCount: integer().notNull().default(0),
    errorCount: integer().notNull().default(0),
    /** Every row error ({ row, column, message }), for the report. */
    errors: jsonb().$type<{ row: number; column: string; message: string }[]>().notNull().default([]),
    failureMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'lot_import_jobs_status_valid',
      sql`${table.status} IN ('QUEUED', 'PROCESSING', 'PROCESSED', 'FAILED')`,
    ),
    index('lot_import_jobs_listing_idx').on(table.listingId, table.createdAt),
  ],
);
