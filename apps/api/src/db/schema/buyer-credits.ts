import type {
  CreditEntryKind,
  CreditGrantRequestStatus,
  CreditReason,
  CreditType,
  SpecialPermission,
} from '@circula/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { paymentIntents } from './payment-intents.js';
import { users } from './users.js';

/**
 * A credit granted to a buyer (spec §3 "Buyer credit"): never changed after it is written. What is left of
 * it is the sum of its ledger entries (buyer_credit_entries); see docs/decisions/130-credit-ledger.md.
 */
export const buyerCredits = pgTable(
  'buyer_credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** FEES_ONLY (only against administrative fees) or TOTAL. */
    type: text().$type<CreditType>().notNull(),
    /** CUSTOMER_SUPPORT, BUYER_REFUND, MEMBER_GET_MEMBER, MARKETING or OTHER. */
    reason: text().$type<CreditReason>().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    /** Null: the credit does not expire. */
    expiresAt: timestamp({ withTimezone: true }),
    /** What the buyer reads on the statement. */
    description: text().notNull(),
    /** What created it (STAFF_GRANT, REFERRAL, REFUND…) and its id: one credit per source and buyer. */
    sourceType: text().notNull(),
    sourceId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.buyerId, table.expiresAt),
    uniqueIndex('buyer_credits_source_key').on(table.sourceType, table.sourceId, table.buyerId),
    check('buyer_credits_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * The append-only ledger: every movement of a credit as a signed change of its balance — GRANT (+amount),
 * CONSUMPTION (−, by a payment intent), RELEASE (+, the intent lapsed or was cancelled), EXPIRY (−what was
 * left) and REVERSAL (−what was left, by staff). Rows are only inserted (a trigger refuses updates).
 */
export const buyerCreditEntries = pgTable(
  'buyer_credit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    creditId: uuid()
      .notNull()
      .references(() => buyerCredits.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    kind: text().$type<CreditEntryKind>().notNull(),
    /** Signed change of the credit's balance, in centavos. */
    amountCents: bigint({ mode: 'number' }).notNull(),
    /** The intent that consumed or released it. */
    paymentIntentId: uuid().references(() => paymentIntents.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.buyerId, table.createdAt),
    index().on(table.creditId),
    index().on(table.paymentIntentId),
    uniqueIndex('buyer_credit_entries_one_expiry_key').on(table.creditId).where(sql`kind = 'EXPIRY'`),
    uniqueIndex('buyer_credit_entries_one_reversal_key').on(table.creditId).where(sql`kind = 'REVERSAL'`),
    check(
      'buyer_credit_entries_sign',
      sql`(${table.kind} in ('GRANT', 'RELEASE') and ${table.amountCents} > 0) or (${table.kind} in ('CONSUMPTION', 'EXPIRY', 'REVERSAL') and ${table.amountCents} < 0)`,
    ),
  ],
);

/**
 * A credit asked for by CUSTOMER_SUPPORT or MARKETING staff, waiting for someone holding the "approve buyer
 * credit" permission (never the requester).
 */
export const buyerCreditGrantRequests = pgTable(
  'buyer_credit_grant_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    type: text().$type<CreditType>().notNull(),
    reason: text().$type<CreditReason>().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    /** Why the buyer gets it (staff's words; the buyer reads it on the statement). */
    description: text().notNull(),
    status: text().$type<CreditGrantRequestStatus>().notNull().default('PENDING'),
    requestedByUserId: uuid()
      .notNull()
      .references(() => users.id),
    decidedByUserId: uuid().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    decisionNote: text(),
    creditId: uuid().references(() => buyerCredits.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.status, table.createdAt), index().on(table.buyerId)],
);

/** Special permissions of back-office users (spec §6), granted by an operator (grant-role CLI). */
export const userSpecialPermissions = pgTable(
  'user_special_permissions',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text().$type<SpecialPermission>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permission] })],
);
