import type { BackofficeRole, PermissionLevel, SpecialPermission } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A back-office invitation sent by a TECH admin to an e-mail with no account yet: the roles, levels and
 * special permissions it carries are given to whoever signs in or signs up with that (verified) e-mail
 * before it expires. One pending invitation per e-mail; accepting stamps it once.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    roles: jsonb().$type<Array<{ role: BackofficeRole; level: PermissionLevel }>>().notNull(),
    specialPermissions: jsonb().$type<SpecialPermission[]>().notNull(),
    invitedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('staff_invitations_pending_email_idx').on(table.email).where(sql`${table.acceptedAt} is null`),
  ],
);
