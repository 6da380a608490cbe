import type { BuyerType } from '@circula/domain';
import { findBuyerOwner } from '../buyers/find-buyer-owner.js';
import { listCurrentDocuments, listHistory } from './buyer-applications-repository.js';
import type { ApplicationDeps } from './context.js';
import { getApplicationForStaffOrThrow } from './review-application-document.js';
import { toApplicationView, toDocumentsPayload } from './views.js';

/** One application for staff: data, documents with short-lived links, and its full history. */
export async function getApplicationForReview(
  deps: Pick<ApplicationDeps, 'db' | 'config'>,
  applicationId: string,
) {
  const application = await getApplicationForStaffOrThrow(deps.db, applicationId);
  const [documents, history, owner] = await Promise.all([
    listCurrentDocuments(deps.db, applicationId),
    listHistory(deps.db, applicationId),
    findBuyerOwner(deps.db, application.buyerId),
  ]);
  return {
    buyerApplication: {
      ...toApplicationView(application, owner?.username ?? ''),
      rejectionReason: application.rejectionReason,
      user: owner ? { id: owner.userId, name: owner.name, email: owner.email } : null,
      buyer: owner
        ? {
            id: owner.buyer.id,
            status: owner.buyer.status,
            blockedAt: owner.buyer.blockedAt?.toISOString() ?? null,
          }
        : null,
    },
    buyerApplicationDocuments: toDocumentsPayload(deps.config, application.type as BuyerType, documents),
    history: history.map((row) => ({
      id: row.id,
      documentId: row.documentId,
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      actorUserId: row.actorUserId,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
