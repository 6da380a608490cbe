import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyerApplicationDocuments } from './buyer-application-documents.js';
import { buyerApplications } from './buyer-applications.js';
import { users } from './users.js';

/**
 * Append-only: every status change of a buyer application or of one of its documents. Rows are only
 * ever inserted.
 */
export const buyerApplicationHistory = pgTable(
  'buyer_application_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => buyerApplications.id, { onDelete: 'cascade' }),
    /** Set when the change is a document's; null for the application's own status. */
    documentId: uuid().references(() => buyerApplicationDocuments.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    /** The buyer for their own steps, staff for decisions. */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.applicationId, table.createdAt)],
);
