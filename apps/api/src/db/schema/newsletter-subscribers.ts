import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid().primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased, so one address is one subscriber. */
  email: text().notNull().unique(),
  /** UF code, upper-cased. */
  state: text().notNull(),
  /** City name, upper-cased. */
  city: text().notNull(),
  source: text().notNull(),
  /**
   * When the address confirmed, through the link mailed to it, that it wants the newsletter (decision 283);
   * null while it has not. Only confirmed subscribers are in a campaign's audience.
   */
  confirmedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
