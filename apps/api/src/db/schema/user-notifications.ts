import type { NotificationType } from '@circula/domain';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The spec's notification types plus the seller's answer to a conditional sale (or its release) and the
 * payment notices (instructions, receipt refused, fine created, block lifted).
 */
export type UserNotificationType =
  | NotificationType
  | 'CONDITIONAL_SALE_APPROVED'
  | 'CONDITIONAL_SALE_REJECTED'
  | 'CONDITIONAL_SALE_RELEASED'
  | 'PAYMENT_INSTRUCTIONS'
  | 'PAYMENT_RECEIPT_REFUSED'
  | 'PAYMENT_FINE_CREATED'
  | 'BUYER_UNBLOCKED'
  | 'PIX_PAYMENT_UNMATCHED'
  | 'PIX_PAYMENT_RETURNED'
  | 'PIX_AMOUNT_TO_RETURN'
  | 'PIX_AMOUNT_MISMATCH'
  | 'OFFER_RECEIVED'
  | 'OFFER_CLOSED'
  | 'BOOKING_REMINDER'
  | 'PICK_UP_NOT_COLLECTED'
  | 'LOTS_COLLECTED'
  | 'REFERRAL_BONUS_CREDITED'
  | 'LISTING_CANCELLED';

/** In-app notices (the bell in the account area): outbid, lot won… */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<UserNotificationType>().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
