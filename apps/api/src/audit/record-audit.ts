import type { AuditAction } from '@circula/domain';
import type { Database } from '../db/client.js';
import { insertAuditRow, listAuditRowsOf } from './audit-repository.js';

export interface AuditEntry {
  /** The staff user acting; null for an operator at the command line. */
  actorUserId: string | null;
  /** What was done, e.g. BUYER_BLOCKED: one of the domain's audit actions, each with its name for staff. */
  action: AuditAction;
  entityType: string;
  entityId: string;
  /** The entity's relevant fields before and after (no documents, no more personal data than needed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one audit row. Pass the transaction that makes the change, so the change and its record commit
 * or fail together.
 */
export async function recordAudit(tx: Database, entry: AuditEntry) {
  return insertAuditRow(tx, {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
  });
}

/** The audit trail of one entity, oldest first. */
export async function listAuditTrail(db: Database, entityType: string, entityId: string) {
  return listAuditRowsOf(db, entityType, entityId);
}
