import type {
  CampaignBlock,
  EmailAudienceExclusion,
  NewsletterKind,
  ScheduledEmailStatus,
} from '@circula/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A newsletter campaign (decisions 200–204): composed by MARKETING, approved by a holder of the kind's
 * permission (never the author), sent by the durable campaign job. `status` only moves by conditional
 * updates that follow the domain's state machine (`nextCampaignStatus`).
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<NewsletterKind>().notNull(),
    subject: text().notNull(),
    preheader: text().notNull().default(''),
    blocks: jsonb().$type<CampaignBlock[]>().notNull(),
    /**
     * The blocks as sent, written once when sending starts: lots and Events resolved to their titles and
     * addresses. The click route redirects only to the addresses listed here (no open redirect).
     */
    content: jsonb().$type<{ blocks: unknown[]; links: string[] }>(),
    /** UF codes, upper-cased; empty = every state. */
    audienceStates: jsonb().$type<string[]>().notNull().default([]),
    /** City names, upper-cased; empty = every city of the states. */
    audienceCities: jsonb().$type<string[]>().notNull().default([]),
    excludeCampaignId: uuid(),
    exclusion: text().$type<EmailAudienceExclusion>(),
    status: text().$type<ScheduledEmailStatus>().notNull().default('PENDING_APPROVAL'),
    /** Send no sooner than this (UTC); null = as soon as approved. */
    scheduledAt: timestamp({ withTimezone: true }),
    authorUserId: uuid()
      .notNull()
      .references(() => users.id),
    approvedByUserId: uuid().references(() => users.id),
    approvedAt: timestamp({ withTimezone: true }),
    /** When the recipients were chosen (once) and sending began. */
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** Why sending stopped in ERRORED_SENDING. */
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_campaigns_status_idx').on(table.status, table.scheduledAt)],
);

export type CampaignRecipientState = 'PENDING' | 'SENDING' | 'SENT' | 'FAILED';

/**
 * One address of a campaign, written once when sending starts (unique per campaign): the job claims
 * PENDING rows, marks them SENDING before the SMTP call and SENT after it, so a restart never sends one
 * twice. `token` is the opaque key of the open pixel and the click links.
 */
export const newsletterCampaignRecipients = pgTable(
  'newsletter_campaign_recipients',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    token: text().notNull().unique(),
    state: text().$type<CampaignRecipientState>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
    claimedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    firstOpenedAt: timestamp({ withTimezone: true }),
    firstClickedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique('newsletter_campaign_recipients_campaign_email').on(table.campaignId, table.email),
    index('newsletter_campaign_recipients_due_idx').on(table.campaignId, table.state, table.nextAttemptAt),
    index('newsletter_campaign_recipients_email_idx').on(table.email),
  ],
);

/**
 * Addresses that asked never to get the newsletter again (the signed link or the one-click POST); every
 * campaign's audience leaves them out. Subscribing again through the form removes the row.
 */
export const newsletterUnsubscribes = pgTable('newsletter_unsubscribes', {
  email: text().primaryKey(),
  campaignId: uuid().references(() => newsletterCampaigns.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
