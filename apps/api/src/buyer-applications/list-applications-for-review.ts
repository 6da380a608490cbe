import { type BuyerApplicationStatus, censorTaxId } from '@circula/domain';
import type { Database } from '../db/client.js';
import { listApplicationsByStatus } from './buyer-applications-repository.js';

/** The staff queue: applications in one status (UNDER_REVIEW by default), oldest submission first. */
export async function listApplicationsForReview(
  db: Database,
  query: { status: BuyerApplicationStatus; take: number; skip: number },
) {
  const { rows, total } = await listApplicationsByStatus(db, query.status, query.take, query.skip);
  return {
    buyerApplications: rows.map(({ application, username }) => ({
      id: application.id,
      buyerId: application.buyerId,
      status: application.status,
      type: application.type,
      username,
      name:
        application.type === 'NATURAL_PERSON'
          ? (application.fullName ?? '')
          : (application.companyName ?? ''),
      // A list does not need the full tax id: only its middle digits, to tell people apart.
      taxIdCensored: censorTaxId(application.taxId),
      state: application.addressState,
      submittedAt: application.submittedAt?.toISOString() ?? null,
      createdAt: application.createdAt.toISOString(),
    })),
    total,
  };
}
