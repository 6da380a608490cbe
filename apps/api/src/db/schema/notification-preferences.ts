import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Which optional e-mails a person wants; no row means every one of them (the defaults). The e-mails the
 * service requires (codes, payments, security) are not listed and always go.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  outbid: boolean().notNull().default(true),
  reminders: boolean().notNull().default(true),
  newsletter: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
