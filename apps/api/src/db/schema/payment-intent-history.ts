import type { PaymentIntentStatus } from '@circula/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentIntents } from './payment-intents.js';
import { users } from './users.js';

/** Every status an intent took, append-only: who, when, from, to and why. */
export const paymentIntentHistory = pgTable(
  'payment_intent_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    intentId: uuid()
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<PaymentIntentStatus>(),
    toStatus: text().$type<PaymentIntentStatus>().notNull(),
    /** BUYER, STAFF, PROVIDER or SYSTEM. */
    actor: text().$type<'BUYER' | 'STAFF' | 'PROVIDER' | 'SYSTEM'>().notNull(),
    /** The buyer's or staff member's user, when a person acted. */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.intentId, table.createdAt)],
);
