import {
  type AuditLogPage,
  type FailedJob,
  type JobHealth,
  type JobQueueHealth,
  type OutboxPage,
  type OutboxStatus,
  pickUpCodeAlphabet,
} from '@circula/domain';
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog, outbox, users } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';

/**
 * Read-only tools of TECH (decision 172): the outbox with links and codes masked, the health of the
 * durable job queues, a failed job sent back to its queue, and the audit log of every staff action.
 */

const linkPattern = /\bhttps?:\/\/[^\s<>"')\]]+/gi;
const codePattern = /\b\d{6}\b/g;
/** A pick-up code as e-mails write it (XXXX-XXXX): all the door checks before handing the goods over. */
const pickUpCodePattern = new RegExp(`\\b[${pickUpCodeAlphabet}]{4}-[${pickUpCodeAlphabet}]{4}\\b`, 'g');

/**
 * E-mails carry sign-in links, one-time codes and pick-up codes: TECH sees that a message was sent, never
 * the secret.
 */
export function maskSecrets(text: string): string {
  return text
    .replace(linkPattern, '[link oculto]')
    .replace(pickUpCodePattern, '••••-••••')
    .replace(codePattern, '••••••');
}

const outboxStatusCondition: Record<OutboxStatus, SQL> = {
  SENT: isNotNull(outbox.sentAt),
  PENDING: and(isNull(outbox.sentAt), isNull(outbox.error))!,
  FAILED: and(isNull(outbox.sentAt), isNotNull(outbox.error))!,
};

export async function listOutboxForStaff(
  db: Database,
  filter: {
    status?: OutboxStatus | undefined;
    to?: string | undefined;
    type?: string | undefined;
    take: number;
    skip: number;
  },
): Promise<OutboxPage> {
  const where = and(
    filter.status ? outboxStatusCondition[filter.status] : undefined,
    filter.to ? ilike(outbox.to, `%${escapeLike(filter.to)}%`) : undefined,
    filter.type ? eq(outbox.notificationType, filter.type) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(filter.take)
      .offset(filter.skip),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    entries: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.to,
      notificationType: row.notificationType,
      subject: row.subject === null ? null : maskSecrets(row.subject),
      bodyText: maskSecrets(row.bodyText),
      status: row.sentAt ? 'SENT' : row.error ? 'FAILED' : 'PENDING',
      attempts: row.attempts,
      error: row.error === null ? null : maskSecrets(row.error).slice(0, 500),
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    })),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** Queues and their jobs by state, read from pg-boss's own tables (empty before the queue first starts). */
export async function readJobHealth(db: Database): Promise<JobHealth> {
  const [exists] = rowsOf(await db.execute(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`));
  if (!exists?.present) return { queues: [], failedJobs: [] };
  const queueNames = rowsOf(await db.execute(sql`SELECT name FROM pgboss.queue ORDER BY name`)).map((row) =>
    String(row.name),
  );
  const counts = rowsOf(
    await db.execute(sql`
      SELECT name, state::text AS state, count(*)::int AS jobs, coalesce(sum(retry_count), 0)::int AS retries
      FROM pgboss.job GROUP BY name, state`),
  );
  const queues = new Map<string, JobQueueHealth>();
  const queueOf = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = { name, queued: 0, retrying: 0, active: 0, failed: 0, completed: 0, retries: 0 };
      queues.set(name, queue);
    }
    return queue;
  };
  for (const name of queueNames) queueOf(name);
  for (const row of counts) {
    const queue = queueOf(String(row.name));
    const jobs = Number(row.jobs);
    queue.retries += Number(row.retries);
    if (row.state === 'created') queue.queued += jobs;
    else if (row.state === 'retry') queue.retrying += jobs;
    else if (row.state === 'active') queue.active += jobs;
    else if (row.state === 'failed') queue.failed += jobs;
    else if (row.state === 'completed') queue.completed += jobs;
  }
  const failed = rowsOf(
    await db.execute(sql`
      SELECT id, name, retry_count, output, created_on, completed_on
      FROM pgboss.job WHERE state = 'failed'
      ORDER BY completed_on DESC NULLS LAST, id LIMIT 50`),
  );
  return {
    queues: [...queues.values()].sort((a, b) => a.name.localeCompare(b.name)),
    failedJobs: failed.map(
      (row): FailedJob => ({
        id: String(row.id),
        queue: String(row.name),
        retryCount: Number(row.retry_count),
        error: errorOf(row.output),
        createdAt: iso(row.created_on)!,
        failedAt: iso(row.completed_on),
      }),
    ),
  };
}

function errorOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  const value = typeof output === 'string' ? safeParse(output) : output;
  const message =
    value && typeof value === 'object' && 'message' in value ? String(value.message) : JSON.stringify(value);
  return maskSecrets(message).slice(0, 500);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a failed job back to its queue with one more try, the statement pg-boss's own `retry` runs: one
 * conditional UPDATE, so two clicks retry it once.
 */
export async function retryFailedJob(db: Database, queue: string, jobId: string): Promise<void> {
  const notFound = () =>
    new AppError('FAILED_JOB_NOT_FOUND', 'Tarefa com falha não encontrada (talvez já tenha sido reenviada).');
  const [exists] = rowsOf(await db.execute(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`));
  if (!exists?.present) throw notFound();
  const updated = rowsOf(
    await db.execute(sql`
      UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1
      WHERE name = ${queue} AND id = ${jobId}::uuid AND state = 'failed'
      RETURNING id`),
  );
  if (updated.length === 0) throw notFound();
}

export async function listAuditLog(
  db: Database,
  filter: {
    actor?: string | undefined;
    entityType?: string | undefined;
    entityId?: string | undefined;
    action?: string | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    take: number;
    skip: number;
  },
): Promise<AuditLogPage> {
  const actor = filter.actor?.trim();
  const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const where = and(
    actor
      ? uuidPattern.test(actor)
        ? eq(auditLog.actorUserId, actor)
        : or(ilike(users.email, `%${escapeLike(actor)}%`), ilike(users.name, `%${escapeLike(actor)}%`))
      : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, name: users.name, email: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.take)
      .offset(filter.skip),
    db
      .select({ value: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where),
  ]);
  return {
    total: total?.value ?? 0,
    entries: rows.map(({ entry, name, email }) => ({
      id: entry.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      actor:
        entry.actorUserId && name !== null && email !== null
          ? { userId: entry.actorUserId, name, email }
          : null,
      before: (entry.before as Record<string, unknown> | null) ?? null,
      after: (entry.after as Record<string, unknown> | null) ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
