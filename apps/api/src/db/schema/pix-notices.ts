import type { ReceivedPixOutcome } from '@circula/domain';
import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { paymentIntents } from './payment-intents.js';
import { users } from './users.js';

/**
 * Each PIX payment the provider notified (or FINANCE confirmed), once: the primary key on the bank's
 * end-to-end id is what makes a notice delivered many times count once.
 */
export const pixNotices = pgTable('pix_notices', {
  endToEndId: text().primaryKey(),
  txid: text().notNull(),
  intentId: uuid().references(() => paymentIntents.id),
  amountCents: bigint({ mode: 'number' }).notNull(),
  paidAt: timestamp({ withTimezone: true }).notNull(),
  /** PROCESSED (the intent was paid), AMOUNT_MISMATCH (sent to verification) or UNMATCHED. */
  outcome: text().$type<ReceivedPixOutcome>().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /**
   * How much of this payment goes back to the payer, once that is known (decisions 285 and 288): all of an
   * UNMATCHED one on arrival; of a PIX of another amount (AMOUNT_MISMATCH), all of it or what passed the
   * total once its purchase is paid, cancelled or lapsed. Null: nothing to give back.
   */
  toReturnCents: bigint({ mode: 'number' }),
  /**
   * A payment given back to the payer: when, by whom on FINANCE, the return's id (the provider's, or the
   * bank's reference FINANCE typed when no provider makes returns) and why.
   */
  returnedAt: timestamp({ withTimezone: true }),
  returnedByUserId: uuid().references(() => users.id),
  returnId: text(),
  returnReason: text(),
});
