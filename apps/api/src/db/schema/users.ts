import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** Stored trimmed and lower-cased, so one address is one user. */
  email: text().notNull().unique(),
  emailVerifiedAt: timestamp({ withTimezone: true }),
  /** argon2id; null for people who only sign in by code, link or Google (the spec makes a password optional). */
  passwordHash: text(),
  /** E.164, set by the user and confirmed by an SMS code (phoneVerifiedAt). */
  phone: text(),
  phoneVerifiedAt: timestamp({ withTimezone: true }),
  image: text(),
  /** The referral link the person signed up through, kept for the referral programme. */
  referralSlug: text(),
  /** The buyer profile of this user; set by the buyers context when the person becomes a buyer. */
  buyerId: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
