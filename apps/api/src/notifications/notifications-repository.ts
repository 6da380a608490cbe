import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export type OutboxChannel = 'EMAIL' | 'SMS';

export interface NewOutboxRow {
  channel: OutboxChannel;
  to: string;
  notificationType: string;
  subject: string | null;
  bodyText: string;
}

export async function insertOutboxRow(db: Database, row: NewOutboxRow) {
  const [saved] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return saved!;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Writes e-mails for the delivery worker, due at once; pass the transaction of the change they tell about. */
export async function insertQueuedEmails(
  tx: Database,
  rows: {
    to: string;
    notificationType: string;
    subject: string | null;
    bodyText: string;
    bodyHtml: string | null;
    templateProps?: Record<string, unknown>;
  }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const saved = await tx
    .insert(outbox)
    .values(rows.map((row) => ({ ...row, channel: 'EMAIL', nextAttemptAt: sql`clock_timestamp()` })))
    .returning({ id: outbox.id });
  return saved.map((row) => row.id);
}

/**
 * Claims queued e-mails that are due (all of them, or only `ids`): each claimed row gets one more attempt
 * and its next attempt moved `leaseSeconds × 2^(attempts − 1)` ahead (1, 2, 4, 8… leases), so a second
 * worker skips it while this one sends, and a failure backs off exponentially. Rows past `maxAttempts` stay
 * in the outbox with their error and `failed_at`.
 */
export async function claimQueuedEmails(
  db: Database,
  input: { ids?: string[] | undefined; limit: number; maxAttempts: number; leaseSeconds: number },
) {
  const onlyIds = input.ids ? sql`and id = any(string_to_array(${input.ids.join(',')}, ',')::uuid[])` : sql``;
  const result = await db.execute(sql`
    update outbox set attempts = attempts + 1,
      next_attempt_at = clock_timestamp() + make_interval(secs => ${input.leaseSeconds} * power(2, attempts))
    where id in (
      select id from outbox
      where sent_at is null and next_attempt_at is not null and next_attempt_at <= clock_timestamp()
        and template_props is null and attempts < ${input.maxAttempts} ${onlyIds}
      order by next_attempt_at
      limit ${input.limit}
      for update skip locked
    )
    returning id, "to", subject, body_text as "bodyText", body_html as "bodyHtml", attempts
  `);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    to: String(row.to),
    subject: String(row.subject ?? ''),
    text: String(row.bodyText),
    html: row.bodyHtml === null || row.bodyHtml === undefined ? undefined : String(row.bodyHtml),
    attempts: Number(row.attempts),
  }));
}

/** Queued e-mails still to be rendered (all of them, or only `ids`), oldest first. */
export async function listUnrenderedEmails(
  db: Database,
  input: { ids?: string[] | undefined; limit: number },
) {
  const onlyIds = input.ids ? sql`and id = any(string_to_array(${input.ids.join(',')}, ',')::uuid[])` : sql``;
  const result = await db.execute(sql`
    select id, notification_type as "type", template_props as "props" from outbox
    where template_props is not null and sent_at is null and failed_at is null ${onlyIds}
    order by created_at
    limit ${input.limit}
  `);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    type: String(row.type),
    props: (typeof row.props === 'string' ? JSON.parse(row.props) : row.props) as Record<string, unknown>,
  }));
}

/** Writes a queued e-mail's rendered parts (once: a second renderer finds it rendered and changes nothing). */
export async function saveRenderedEmail(
  db: Database,
  id: string,
  rendered: { subject: string; text: string; html: string },
) {
  await db
    .update(outbox)
    .set({ subject: rendered.subject, bodyText: rendered.text, bodyHtml: rendered.html, templateProps: null })
    .where(and(eq(outbox.id, id), isNotNull(outbox.templateProps)));
}

/** Gives up a queued e-mail that cannot be rendered: it keeps its props and the error, and is never sent. */
export async function markOutboxUnrenderable(db: Database, id: string, error: string) {
  await db.update(outbox).set({ error, failedAt: sql`now()`, nextAttemptAt: null }).where(eq(outbox.id, id));
}

export async function markOutboxSent(db: Database, id: string) {
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, error: null, nextAttemptAt: null })
    .where(eq(outbox.id, id));
}

/** Records a failed attempt; after the last one the row is given up (`failedAt`, no next attempt). */
export async function markOutboxFailed(db: Database, id: string, error: string, lastAttempt = false) {
  await db
    .update(outbox)
    .set(lastAttempt ? { error, failedAt: sql`now()`, nextAttemptAt: null } : { error })
    .where(eq(outbox.id, id));
}

export async function listOutboxRows(db: Database, filter: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(filter.to ? eq(outbox.to, filter.to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(filter.limit);
}
