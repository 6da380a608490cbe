import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userNotifications } from '../db/schema/index.js';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const isoOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * A user's notices, newest first, after an optional position (the creation time at microsecond precision
 * and the id of the last one already seen); `limit + 1` rows tell whether there are more.
 */
export async function listUserNotifications(
  db: Database,
  input: { userId: string; before: { createdAt: string; id: string } | null; limit: number },
) {
  const after = input.before
    ? sql`and (created_at, id) < (${input.before.createdAt}::timestamptz, ${input.before.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select id, type, title, body, data, created_at as "createdAt", read_at as "readAt",
           to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "position"
    from user_notifications
    where user_id = ${input.userId}::uuid ${after}
    order by created_at desc, id desc
    limit ${input.limit + 1}
  `);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    type: String(row.type),
    title: String(row.title),
    body: String(row.body),
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : (row.data ?? {})) as Record<string, unknown>,
    createdAt: isoOf(row.createdAt),
    readAt: row.readAt === null || row.readAt === undefined ? null : isoOf(row.readAt),
    position: String(row.position),
  }));
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*)::int as total from user_notifications where user_id = ${userId}::uuid and read_at is null
    `),
  );
  return Number(row?.total ?? 0);
}

/** Marks the user's unread notices as read: the given ones (others' ids are ignored), or all. */
export async function markNotificationsRead(db: Database, userId: string, ids: string[] | undefined) {
  const only = ids ? sql`and id = any(string_to_array(${ids.join(',')}, ',')::uuid[])` : sql``;
  await db.execute(sql`
    update user_notifications set read_at = clock_timestamp()
    where user_id = ${userId}::uuid and read_at is null ${only}
  `);
}

/** Writes notices in the caller's transaction; the bell reads them. */
export async function insertUserNotifications(tx: Database, rows: (typeof userNotifications.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(userNotifications).values(rows);
}

export const userEventsChannel = 'circula_user_events';

export interface PublishedNotification {
  id: string;
  userId: string;
  type: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** One NOTIFY per notice in one statement, delivered to the live streams when the transaction commits. */
export async function notifyUserNotifications(db: Database, rows: PublishedNotification[]): Promise<void> {
  if (rows.length === 0) return;
  const payloads = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  await db.execute(sql`
    select pg_notify(${userEventsChannel}, value::text)
    from json_array_elements(${JSON.stringify(payloads)}::json) as value
  `);
}

/**
 * The user's notices created after one of theirs (a stream resuming from its Last-Event-ID), oldest first;
 * an id that is not theirs resumes from nothing.
 */
export async function listUserNotificationsAfter(
  db: Database,
  userId: string,
  afterId: string,
  limit: number,
) {
  const result = await db.execute(sql`
    select n.id, n.type, n.title, n.body, n.data, n.created_at as "createdAt"
    from user_notifications n
    join user_notifications last on last.id = ${afterId}::uuid and last.user_id = ${userId}::uuid
    where n.user_id = ${userId}::uuid and (n.created_at, n.id) > (last.created_at, last.id)
    order by n.created_at, n.id
    limit ${limit}
  `);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    userId,
    type: String(row.type),
    title: String(row.title),
    body: String(row.body),
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : (row.data ?? {})) as Record<string, unknown>,
    createdAt: isoOf(row.createdAt),
  }));
}
