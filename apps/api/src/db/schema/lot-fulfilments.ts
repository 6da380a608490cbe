import type { CheckOutType, LotFulfilmentStatus } from '@circula/domain';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { listings } from './listings.js';
import { lots } from './lots.js';
import { paymentIntentItems } from './payment-intent-items.js';
import { users } from './users.js';

/**
 * What happens to one paid lot after payment: collected at the door (PICK_UP_V0) or its title transferred
 * (TITLE_TRANSFER_V0), with the time and who acted at each step (decisions 141 and 143).
 */
export const lotFulfilments = pgTable(
  'lot_fulfilments',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentIntentItemId: uuid()
      .notNull()
      .references(() => paymentIntentItems.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    quantity: integer().notNull().default(1),
    kind: text().$type<CheckOutType>().notNull(),
    status: text().$type<LotFulfilmentStatus>().notNull().default('PENDING'),
    collectedAt: timestamp({ withTimezone: true }),
    collectedByUserId: uuid().references(() => users.id),
    /**
     * When the buyer got the goods (decision 168): the pick-up's collection, or the buyer's own
     * confirmation, whichever came first. The 7-day withdrawal of a direct sale counts from it.
     */
    receivedAt: timestamp({ withTimezone: true }),
    receivedSource: text().$type<'PICK_UP' | 'BUYER_CONFIRMATION'>(),
    buyerDocumentsKey: text(),
    buyerDocumentsAt: timestamp({ withTimezone: true }),
    buyerDocumentsByUserId: uuid().references(() => users.id),
    sellerDocumentsKey: text(),
    sellerDocumentsAt: timestamp({ withTimezone: true }),
    sellerDocumentsByUserId: uuid().references(() => users.id),
    transferredAt: timestamp({ withTimezone: true }),
    transferredByUserId: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lot_fulfilments_item_key').on(table.paymentIntentItemId),
    index().on(table.listingId, table.buyerId),
  ],
);
