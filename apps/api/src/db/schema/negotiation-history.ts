import type { NegotiationStatus } from '@circula/domain';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { negotiations } from './negotiations.js';
import { users } from './users.js';

/** Every move of a negotiation, append-only: who, when, from, to, the price it proposed and why. */
export const negotiationHistory = pgTable(
  'negotiation_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    negotiationId: uuid()
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    fromStatus: text().$type<NegotiationStatus>(),
    toStatus: text().$type<NegotiationStatus>().notNull(),
    actor: text().$type<'BUYER' | 'SELLER' | 'SYSTEM'>().notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    unitPriceCents: bigint({ mode: 'number' }),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.negotiationId, table.createdAt)],
);
