import { desc, eq, sql } from 'drizzle-orm';
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

export async function markOutboxSent(db: Database, id: string) {
  await db.update(outbox).set({ sentAt: sql`now()`, error: null }).where(eq(outbox.id, id));
}

export async function markOutboxFailed(db: Database, id: string, error: string) {
  await db.update(outbox).set({ error }).where(eq(outbox.id, id));
}

export async function listOutboxRows(db: Database, filter: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(filter.to ? eq(outbox.to, filter.to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(filter.limit);
}
