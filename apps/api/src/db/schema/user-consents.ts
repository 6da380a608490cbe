import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Each acceptance of the terms and privacy policy, with the declarations made; append-only. */
export const userConsents = pgTable(
  'user_consents',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NATURAL_PERSON or JURIDICAL_PERSON: which set of declarations was made. */
    personType: text().notNull(),
    declarations: jsonb().$type<Record<string, boolean>>().notNull(),
    termsVersion: text().notNull(),
    privacyVersion: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);
