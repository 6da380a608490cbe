import type { BuyerApplicationStatus, BuyerType } from '@circula/domain';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { users } from './users.js';

/**
 * The one buyer application of a user, filled step by step and resent after a rejection (the same row;
 * every status change is also a row in buyer_application_history).
 */
export const buyerApplications = pgTable(
  'buyer_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    status: text().$type<BuyerApplicationStatus>().notNull(),
    /** NATURAL_PERSON or JURIDICAL_PERSON. */
    type: text().$type<BuyerType>().notNull(),
    /** CPF of a person or CNPJ of a company, normalised. */
    taxId: text().notNull(),
    fullName: text(),
    birthDate: date({ mode: 'string' }),
    companyName: text(),
    representativeName: text(),
    representativeCpf: text(),
    addressLine1: text(),
    addressNumber: text(),
    addressLine2: text(),
    addressNeighborhood: text(),
    addressCity: text(),
    addressState: text(),
    addressPostalCode: text(),
    /** Why staff rejected the application the last time. */
    rejectionReason: text(),
    /** When it last went UNDER_REVIEW: the review queue is oldest first by this. */
    submittedAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.status, table.submittedAt), index().on(table.taxId)],
);
