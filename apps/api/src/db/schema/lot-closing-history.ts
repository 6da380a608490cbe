import type { LotClosingStatus } from '@circula/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lotClosings } from './lot-closings.js';

/** Every status a lot closing took, append-only (disputes and the court record need the path). */
export const lotClosingHistory = pgTable(
  'lot_closing_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    lotClosingId: uuid()
      .notNull()
      .references(() => lotClosings.id),
    fromStatus: text().$type<LotClosingStatus>(),
    toStatus: text().$type<LotClosingStatus>().notNull(),
    /** A user id, or 'system' for jobs. */
    changedBy: text().notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.lotClosingId)],
);
