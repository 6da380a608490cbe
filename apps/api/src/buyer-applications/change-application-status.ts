import type { BuyerApplicationStatus } from '@circula/domain';
import type { Database } from '../db/client.js';
import { progressStatus } from './application-status.js';
import {
  type ApplicationRow,
  insertHistoryRow,
  listCurrentDocuments,
  type NewApplicationRow,
  updateApplicationRow,
} from './buyer-applications-repository.js';

/**
 * Moves the application to a status with its history row, in the caller's transaction. Going UNDER_REVIEW
 * stamps the submission (the review queue's order).
 */
export async function changeApplicationStatus(
  tx: Database,
  application: ApplicationRow,
  toStatus: BuyerApplicationStatus,
  actorUserId: string,
  extra: Partial<NewApplicationRow> & { reason?: string | null } = {},
) {
  const { reason = null, ...changes } = extra;
  if (toStatus === application.status && Object.keys(changes).length === 0) return application;
  const saved = await updateApplicationRow(tx, application.id, {
    ...changes,
    status: toStatus,
    ...(toStatus === 'UNDER_REVIEW' && application.status !== 'UNDER_REVIEW'
      ? { submittedAt: new Date() }
      : {}),
  });
  if (toStatus !== application.status) {
    await insertHistoryRow(tx, {
      applicationId: application.id,
      fromStatus: application.status,
      toStatus,
      actorUserId,
      reason,
    });
  }
  return saved;
}

/** After a buyer's step: the status the data, address and documents now earn. */
export async function applyProgress(tx: Database, application: ApplicationRow, actorUserId: string) {
  const documents = await listCurrentDocuments(tx, application.id);
  const next = progressStatus(application, documents);
  if (next === application.status) return application;
  return changeApplicationStatus(tx, application, next, actorUserId, {
    rejectionReason: application.status === 'REJECTED' ? null : application.rejectionReason,
  });
}
