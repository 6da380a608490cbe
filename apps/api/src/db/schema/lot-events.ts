import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lots } from './lots.js';

export type LotEventType = 'bid' | 'extension' | 'closed' | 'state';

/**
 * What live viewers are told, append-only. The id orders a lot's events (they are written under the lot's
 * lock) and is the SSE event id a viewer resumes from with Last-Event-ID.
 */
export const lotEvents = pgTable(
  'lot_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    lotId: uuid()
      .notNull()
      .references(() => lots.id),
    listingId: uuid().notNull(),
    type: text().$type<LotEventType>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.lotId, table.id), index().on(table.listingId, table.id)],
);
