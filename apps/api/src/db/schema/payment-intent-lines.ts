import type { PaymentLineKind } from '@circula/domain';
import { bigint, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lots } from './lots.js';
import { paymentIntents } from './payment-intents.js';

/** The breakdown of an intent's amount, written once with the intent (the total is their sum). */
export const paymentIntentLines = pgTable(
  'payment_intent_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    intentId: uuid()
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    /** Order on the receipt. */
    position: integer().notNull(),
    /** PRICE, COMMISSION, ADMINISTRATIVE_FEE, CREDITS or FINE. */
    kind: text().$type<PaymentLineKind>().notNull(),
    lotId: uuid().references(() => lots.id),
    label: text().notNull(),
    /** Negative for credits. */
    amountCents: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [index().on(table.intentId, table.position)],
);
