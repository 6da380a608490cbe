import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditRow(db: Database, row: typeof auditLog.$inferInsert) {
  const [saved] = await db.insert(auditLog).values(row).returning();
  return saved!;
}

export async function listAuditRowsOf(db: Database, entityType: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
