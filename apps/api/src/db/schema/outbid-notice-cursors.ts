import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lots } from './lots.js';

/**
 * How far the outbid notices of a lot got: every bid up to `lastSequence` has had its notices (in-app and
 * e-mail in the outbox) written, in the same transaction that moved the cursor. Bids after it are still to
 * be looked at, so a crash between a bid and its notice delays the notice and never loses it.
 */
export const outbidNoticeCursors = pgTable('outbid_notice_cursors', {
  lotId: uuid()
    .primaryKey()
    .references(() => lots.id),
  lastSequence: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
