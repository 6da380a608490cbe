import type { BuyerType, ReviewDecision } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import { assertNotOwnCase, selfDecisionMessages } from '../backoffice/separation-of-duties.js';
import { AppError } from '../shared/errors.js';
import {
  findApplicationById,
  findCurrentDocument,
  insertHistoryRow,
  listCurrentDocuments,
  updateDocumentReview,
} from './buyer-applications-repository.js';
import type { ApplicationDeps } from './context.js';
import { toDocumentsPayload } from './views.js';

export const notUnderReview = () =>
  new AppError(
    'BUYER_APPLICATION_NOT_UNDER_REVIEW',
    'Só é possível decidir sobre um cadastro que está em análise.',
  );

export async function getApplicationForStaffOrThrow(
  db: ApplicationDeps['db'],
  applicationId: string,
  options: { lock?: boolean } = {},
) {
  const application = await findApplicationById(db, applicationId, options);
  if (!application)
    throw new AppError('BUYER_APPLICATION_NOT_FOUND', 'Cadastro de comprador não encontrado.');
  return application;
}

/**
 * Staff approve or reject one document of an application under review, with history and audit; never a
 * document of their own application.
 */
export async function reviewApplicationDocument(
  deps: Pick<ApplicationDeps, 'db' | 'config'>,
  actorUserId: string,
  applicationId: string,
  documentId: string,
  decision: ReviewDecision,
) {
  return deps.db.transaction(async (tx) => {
    const application = await getApplicationForStaffOrThrow(tx, applicationId, { lock: true });
    assertNotOwnCase(actorUserId, application.userId, selfDecisionMessages.application);
    if (application.status !== 'UNDER_REVIEW') throw notUnderReview();
    const before = await findCurrentDocument(tx, applicationId, documentId);
    if (!before) throw new AppError('DOCUMENT_NOT_FOUND', 'Documento não encontrado neste cadastro.');
    const after = await updateDocumentReview(tx, documentId, {
      status: decision.status,
      rejectionReason: decision.status === 'REJECTED' ? (decision.reason ?? null) : null,
      reviewedByUserId: actorUserId,
    });
    await insertHistoryRow(tx, {
      applicationId,
      documentId,
      fromStatus: before.status,
      toStatus: after.status,
      actorUserId,
      reason: decision.reason ?? null,
    });
    await recordAudit(tx, {
      actorUserId,
      action: `BUYER_APPLICATION_DOCUMENT_${decision.status}`,
      entityType: 'buyer_application_document',
      entityId: documentId,
      before: { status: before.status, rejectionReason: before.rejectionReason },
      after: { status: after.status, rejectionReason: after.rejectionReason, applicationId },
    });
    const documents = await listCurrentDocuments(tx, applicationId);
    return toDocumentsPayload(deps.config, application.type as BuyerType, documents);
  });
}
