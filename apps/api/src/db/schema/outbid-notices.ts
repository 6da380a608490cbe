import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { buyers } from './buyers.js';
import { lots } from './lots.js';

/** When a buyer was last told they were outbid on a lot, so a bidding war does not flood their inbox. */
export const outbidNotices = pgTable(
  'outbid_notices',
  {
    buyerId: uuid()
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.buyerId, table.lotId] })],
);
