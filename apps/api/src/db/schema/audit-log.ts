import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Every staff action: who, what, on which entity, before and after, when. Rows are only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null for actions run from the command line (role grants by an operator). */
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. BUYER_APPLICATION_APPROVED, BUYER_BLOCKED. */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.entityType, table.entityId, table.createdAt),
    index().on(table.actorUserId),
    index().on(table.createdAt),
  ],
);
