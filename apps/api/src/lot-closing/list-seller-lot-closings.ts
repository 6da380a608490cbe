import type { LotClosingStatus } from '@circula/domain';
import type { Database } from '../db/client.js';
import { requireSellerUser } from '../sellers/seller-access.js';
import { listSellerClosings } from './lot-closing-repository.js';

/**
 * The lot closings of the caller's sellers' Events in a status (PENDING_CONFIRMATION: the conditional sales
 * waiting for an answer), soonest deadline first. ADMIN and VIEWER read; `canAnswer` tells the client whether
 * this caller may approve or reject. Only the buyer's username is shown, never their name.
 */
export async function listSellerLotClosings(
  db: Database,
  userId: string,
  filter: { status: LotClosingStatus; sellerId?: string | undefined; limit: number },
) {
  const memberships = await requireSellerUser(db, userId);
  const roles = new Map(memberships.map((membership) => [membership.sellerId, membership]));
  const sellerIds = filter.sellerId
    ? memberships.filter((membership) => membership.sellerId === filter.sellerId).map((m) => m.sellerId)
    : [...roles.keys()];
  const rows = await listSellerClosings(db, { sellerIds, status: filter.status, limit: filter.limit });
  return rows.map((row) => {
    const membership = roles.get(row.sellerId)!;
    return {
      id: row.id,
      status: row.status,
      amountCents: row.amountCents,
      reserveCents: row.reserveCents,
      sellerDeadlineAt: row.sellerDeadlineAt?.toISOString() ?? null,
      closedAt: row.closedAt.toISOString(),
      buyerUsername: row.buyerUsername,
      seller: { id: row.sellerId, name: membership.sellerName },
      lot: { id: row.lotId, number: row.lotNumber, title: row.lotTitle },
      listing: { id: row.listingId, slug: row.listingSlug, title: row.listingTitle },
      canAnswer: membership.role === 'ADMIN' && row.status === 'PENDING_CONFIRMATION',
    };
  });
}
