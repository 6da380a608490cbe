import type { ReferralStatus } from '@circula/domain';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A referral campaign: the bonus both people get and how long the credits last (spec §9). */
export const referralCampaigns = pgTable('referral_campaigns', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** Bonus of each side (referrer and referred), in centavos. */
  bonusCents: bigint({ mode: 'number' }).notNull(),
  /** The bonus credits expire this many calendar days after being credited. */
  creditValidityDays: integer().notNull(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A user's personal referral link (one per user); the slug is what `?ref=` carries. */
export const referralLinks = pgTable('referral_links', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One referred user and who referred them. The unique referred user is what makes one bonus set per
 * referred user; the status changes only by conditional UPDATEs.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid().primaryKey().defaultRandom(),
    referrerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid().references(() => referralCampaigns.id),
    status: text().$type<ReferralStatus>().notNull().default('REGISTERED'),
    /** Why it was rejected, withheld or reversed (staff's or the fraud rule's words). */
    statusReason: text(),
    creditedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.referrerUserId, table.createdAt), index().on(table.status)],
);
