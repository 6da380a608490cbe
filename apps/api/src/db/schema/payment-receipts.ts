import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentIntents } from './payment-intents.js';
import { users } from './users.js';

/** A deposit receipt a buyer sent for an intent (a private file), and FINANCE's answer to it. */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    intentId: uuid()
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    /** UNDER_REVIEW, APPROVED or REFUSED. */
    status: text().$type<'UNDER_REVIEW' | 'APPROVED' | 'REFUSED'>().notNull().default('UNDER_REVIEW'),
    /** Key in the private object storage. */
    storageKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** A name we generate (never the uploaded one). */
    fileName: text().notNull(),
    refusalReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.intentId, table.uploadedAt)],
);
