import { recordAudit } from '../audit/record-audit.js';
import { transitionListingStatus } from '../catalog/transition-listing-status.js';
import type { Database } from '../db/client.js';
import type { FulfilmentDeps } from './context.js';
import { findListing } from './fulfilment-repository.js';
import { listingNotFound } from './messages.js';

/** FINANCE records that the seller was paid: a FULFILLED Event becomes SETTLED (audit-logged). */
export async function settleListing(
  deps: FulfilmentDeps,
  input: { userId: string; listingId: string; reason: string },
) {
  if (!(await findListing(deps.db, input.listingId))) throw listingNotFound();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const listing = await transitionListingStatus(tx, {
      listingId: input.listingId,
      to: 'SETTLED',
      changedBy: input.userId,
      reason: `Repasse ao vendedor: ${input.reason}`,
    });
    await recordAudit(tx, {
      actorUserId: input.userId,
      action: 'LISTING_SETTLED',
      entityType: 'listing',
      entityId: input.listingId,
      before: { status: 'FULFILLED' },
      after: { status: 'SETTLED', reason: input.reason },
    });
    return { id: listing.id, status: listing.status };
  });
}
