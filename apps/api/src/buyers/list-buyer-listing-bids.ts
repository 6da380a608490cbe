import type { Database } from '../db/client.js';
import { listListingBidsOfBuyer } from './buyers-repository.js';
import { getOwnBuyerOrThrow } from './get-buyer.js';

/**
 * The listings the buyer bid on, one entry each. Until lots exist the order is by the buyer's latest bid
 * and scheduledEndAt is null; live auctions join the lot's scheduled end here.
 */
export async function listBuyerListingBids(
  db: Database,
  callerUserId: string,
  buyerId: string,
  sort: 'ASC' | 'DESC',
) {
  const buyer = await getOwnBuyerOrThrow(db, callerUserId, buyerId);
  const rows = await listListingBidsOfBuyer(db, buyer.id, sort);
  return rows.map((row) => ({
    listingId: row.listingId,
    bidCount: row.bidCount,
    highestAmountCents: Number(row.highestAmountCents ?? 0n),
    lastBidAt: row.lastBidAt ? new Date(row.lastBidAt).toISOString() : null,
    scheduledEndAt: null,
  }));
}
