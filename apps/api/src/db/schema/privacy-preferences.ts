import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A person's privacy choices; no row means the defaults. Optional e-mails: outbid and reminder e-mails
 * are on by default (they are about the person's own bids and bookings), the newsletter only by an
 * explicit opt-in. The e-mails the service requires (codes, payments, security) are not listed and always
 * go. The cookie choice of a signed-in person is kept here too, with its date (null = not chosen yet).
 */
export const privacyPreferences = pgTable('privacy_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  outbidEmails: boolean().notNull().default(true),
  reminderEmails: boolean().notNull().default(true),
  newsletterEmails: boolean().notNull().default(false),
  /** When the newsletter consent was last given or revoked. */
  newsletterChangedAt: timestamp({ withTimezone: true }),
  analyticsCookies: boolean(),
  cookiesChosenAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
