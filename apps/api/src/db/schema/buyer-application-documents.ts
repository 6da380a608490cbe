import type { DocumentStatus, DocumentType } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyerApplications } from './buyer-applications.js';
import { users } from './users.js';

/**
 * A file sent with a buyer application. A new upload of the same type replaces the current one (the old
 * row stays, with replacedAt set and its file deleted), so at most one current document per type.
 */
export const buyerApplicationDocuments = pgTable(
  'buyer_application_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => buyerApplications.id, { onDelete: 'cascade' }),
    /** NATURAL_PERSON_PHOTO_ID_FRONT, NATURAL_PERSON_PHOTO_ID_BACK or INCORPORATION_DOCUMENT. */
    type: text().$type<DocumentType>().notNull(),
    /** UNDER_REVIEW, APPROVED or REJECTED. */
    status: text().$type<DocumentStatus>().notNull().default('UNDER_REVIEW'),
    /** Key in the private object storage. */
    storageKey: text().notNull(),
    /** image/jpeg, image/png or application/pdf, as detected from the content. */
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** A name we generate (never the uploaded one), used in Content-Disposition. */
    fileName: text().notNull(),
    rejectionReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('buyer_application_documents_current_key')
      .on(table.applicationId, table.type)
      .where(sql`${table.replacedAt} is null`),
    index().on(table.applicationId),
  ],
);
