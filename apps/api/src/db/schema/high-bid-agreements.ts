import type { BuyerType } from '@circula/domain';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';

/** The buyer's signed high-bids agreement (template by person type); needed for bids at the threshold. */
export const highBidAgreements = pgTable('high_bid_agreements', {
  buyerId: uuid()
    .primaryKey()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  template: text().$type<BuyerType>().notNull(),
  signedAt: timestamp({ withTimezone: true }).notNull(),
});
