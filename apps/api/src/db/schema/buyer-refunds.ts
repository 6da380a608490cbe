import type {
  BuyerRefundStatus,
  RefundCompensation,
  RefundPayoutDestination,
  RefundReason,
} from '@circula/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { lotClosings } from './lot-closings.js';
import { lots } from './lots.js';
import { paymentIntents } from './payment-intents.js';
import { users } from './users.js';

/**
 * A buyer's refund of one paid lot (docs/decisions/135-refunds.md). The partial unique index keeps one
 * refund per paid lot that is open or succeeded (DRAFT, IN_ANALYSIS, APPROVED, PAID), whatever races.
 */
export const buyerRefunds = pgTable(
  'buyer_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Short reference for support (REE-XXXXXXXX). */
    reference: text().notNull().unique(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    paymentIntentId: uuid()
      .notNull()
      .references(() => paymentIntents.id),
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    /** The auction result undone on approval (null for direct sales). */
    lotClosingId: uuid().references(() => lotClosings.id),
    status: text().$type<BuyerRefundStatus>().notNull(),
    reason: text().$type<RefundReason>().notNull(),
    description: text().notNull(),
    compensation: text().$type<RefundCompensation>().notNull(),
    /** Fixed when the refund is opened from the intent's lines: the fee or everything paid for the lot. */
    amountCents: bigint({ mode: 'number' }).notNull(),
    /**
     * The credits the purchase used that come back with the refund (decision 287): the lot's share, fixed at
     * opening; on approval, what was actually given back (an expired or reversed credit stays spent).
     */
    creditsReturnedCents: bigint({ mode: 'number' }).notNull().default(0),
    /** PIX only: the key or account, checked to be the buyer's own tax id. */
    payoutDestination: jsonb().$type<RefundPayoutDestination>(),
    /** The signed agreement (template version, when, hashed IP and user agent). */
    agreementVersion: text(),
    agreementAcceptedAt: timestamp({ withTimezone: true }),
    agreementIpHash: text(),
    agreementUserAgent: text(),
    rejectionReason: text(),
    decidedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The credit granted (credits compensation). */
    creditId: uuid(),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.buyerId, table.createdAt),
    index().on(table.status, table.submittedAt),
    uniqueIndex('buyer_refunds_one_open_per_lot_key')
      .on(table.paymentIntentId, table.lotId)
      .where(sql`${table.status} in ('DRAFT', 'IN_ANALYSIS', 'APPROVED', 'PAID')`),
  ],
);

/** Every status a refund took, append-only. */
export const buyerRefundHistory = pgTable(
  'buyer_refund_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    refundId: uuid()
      .notNull()
      .references(() => buyerRefunds.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<BuyerRefundStatus>(),
    toStatus: text().$type<BuyerRefundStatus>().notNull(),
    /** BUYER, STAFF, FINANCE or SYSTEM. */
    actor: text().$type<'BUYER' | 'STAFF' | 'FINANCE' | 'SYSTEM'>().notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.refundId, table.createdAt)],
);

/** The photos a buyer attached (private files that passed the upload gate). */
export const buyerRefundPhotos = pgTable(
  'buyer_refund_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    refundId: uuid()
      .notNull()
      .references(() => buyerRefunds.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.refundId)],
);

/** A PIX refund's transfer, created on approval; FINANCE marks it PAID (the refund then is PAID). */
export const buyerRefundPayouts = pgTable('buyer_refund_payouts', {
  id: uuid().primaryKey().defaultRandom(),
  refundId: uuid()
    .notNull()
    .unique()
    .references(() => buyerRefunds.id, { onDelete: 'cascade' }),
  amountCents: bigint({ mode: 'number' }).notNull(),
  destination: jsonb().$type<RefundPayoutDestination>().notNull(),
  status: text().$type<'PENDING' | 'PAID'>().notNull(),
  paidAt: timestamp({ withTimezone: true }),
  paidByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
