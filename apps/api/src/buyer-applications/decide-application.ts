import {
  type BuyerType,
  type DocumentType,
  documentTypeLabels,
  type ReviewDecision,
  requiredDocumentTypes,
} from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import { assertNotOwnCase, selfDecisionMessages } from '../backoffice/separation-of-duties.js';
import { findBuyerOwner } from '../buyers/find-buyer-owner.js';
import { verifyBuyer } from '../buyers/verify-buyer.js';
import { renderEmail } from '../notifications/email/render.js';
import { queueEmailAndDeliverLater } from '../notifications/queue-emails.js';
import { AppError } from '../shared/errors.js';
import { listCurrentDocuments } from './buyer-applications-repository.js';
import { changeApplicationStatus } from './change-application-status.js';
import type { ApplicationDeps } from './context.js';
import { getApplicationForStaffOrThrow, notUnderReview } from './review-application-document.js';

/**
 * Staff decide an application under review. Approval needs every document the person type requires
 * approved and makes the buyer VERIFIED; rejection sends the application back to the buyer, who fixes
 * data or documents and resends it. Status, buyer, history and audit commit together; the e-mail follows.
 * No one decides their own application.
 */
export async function decideApplication(
  deps: ApplicationDeps,
  actorUserId: string,
  applicationId: string,
  decision: ReviewDecision,
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const application = await getApplicationForStaffOrThrow(tx, applicationId, { lock: true });
    assertNotOwnCase(actorUserId, application.userId, selfDecisionMessages.application);
    if (application.status !== 'UNDER_REVIEW') throw notUnderReview();
    const documents = await listCurrentDocuments(tx, applicationId);
    const type = application.type as BuyerType;

    if (decision.status === 'APPROVED') {
      const pending = requiredDocumentTypes(type).filter(
        (documentType) => !documents.some((doc) => doc.type === documentType && doc.status === 'APPROVED'),
      );
      if (pending.length) {
        throw new AppError(
          'DOCUMENTS_NOT_APPROVED',
          `Aprove todos os documentos antes de aprovar o cadastro. Falta: ${pending
            .map((documentType) => documentTypeLabels[documentType])
            .join('; ')}.`,
        );
      }
      const buyerChange = await verifyBuyer(tx, application.buyerId, application.taxId, type);
      await recordAudit(tx, {
        actorUserId,
        action: 'BUYER_VERIFIED',
        entityType: 'buyer',
        entityId: application.buyerId,
        before: { status: buyerChange.before.status, type: buyerChange.before.type },
        after: { status: buyerChange.after.status, type: buyerChange.after.type, applicationId },
      });
    }

    const saved = await changeApplicationStatus(tx, application, decision.status, actorUserId, {
      reason: decision.reason ?? null,
      rejectionReason: decision.status === 'REJECTED' ? (decision.reason ?? null) : null,
      reviewedAt: new Date(),
      reviewedByUserId: actorUserId,
    });
    await recordAudit(tx, {
      actorUserId,
      action: `BUYER_APPLICATION_${decision.status}`,
      entityType: 'buyer_application',
      entityId: applicationId,
      before: { status: application.status, rejectionReason: application.rejectionReason },
      after: { status: saved.status, rejectionReason: saved.rejectionReason },
    });
    const rejectedDocuments = documents
      .filter((doc) => doc.status === 'REJECTED')
      .map((doc) => `${documentTypeLabels[doc.type as DocumentType]}: ${doc.rejectionReason ?? ''}`.trim());
    return { application: saved, rejectedDocuments };
  });

  const owner = await findBuyerOwner(deps.db, outcome.application.buyerId);
  if (owner) {
    const web = deps.config.WEB_ORIGIN.replace(/\/$/, '');
    const message =
      decision.status === 'APPROVED'
        ? await renderEmail(
            'BUYER_APPLICATION_APPROVED',
            { name: owner.name, username: owner.username, accountUrl: `${web}/conta` },
            web,
          )
        : await renderEmail(
            'BUYER_APPLICATION_REJECTED',
            {
              name: owner.name,
              reason: decision.reason ?? '',
              documentReasons: outcome.rejectedDocuments,
              resendUrl: `${web}/auth/verificar-conta`,
            },
            web,
          );
    await queueEmailAndDeliverLater(deps, { to: owner.email, ...message });
  }
  return outcome.application;
}
