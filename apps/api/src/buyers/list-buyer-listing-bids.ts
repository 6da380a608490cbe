import type { Database } from '../db/client.js';
import { listLotBidsOfBuyer } from './buyers-repository.js';
import { getOwnBuyerOrThrow } from './get-buyer.js';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The Events the buyer bid on, one entry each, with every lot they bid on: their highest bid, the current
 * bid and whether they are winning (or won) it. An Event's scheduledEndAt is the earliest end among those
 * lots — when the buyer next needs to act — and orders the list.
 */
export async function listBuyerListingBids(
  db: Database,
  callerUserId: string,
  buyerId: string,
  sort: 'ASC' | 'DESC',
) {
  const buyer = await getOwnBuyerOrThrow(db, callerUserId, buyerId);
  const rows = await listLotBidsOfBuyer(db, buyer.id);
  const byListing = new Map<string, typeof rows>();
  for (const row of rows) byListing.set(row.listingId, [...(byListing.get(row.listingId) ?? []), row]);
  const entries = [...byListing.entries()].map(([listingId, lots]) => {
    const ends = lots.flatMap((lot) => (lot.scheduledEndAt ? [lot.scheduledEndAt.getTime()] : []));
    const lastBidAt = Math.max(...lots.map((lot) => new Date(lot.lastBidAt ?? 0).getTime()));
    return {
      listingId,
      listingTitle: lots[0]!.listingTitle,
      listingSlug: lots[0]!.listingSlug,
      bidCount: lots.reduce((total, lot) => total + lot.bidCount, 0),
      highestAmountCents: Math.max(...lots.map((lot) => Number(lot.highestAmountCents ?? 0))),
      lastBidAt: new Date(lastBidAt).toISOString(),
      scheduledEndAt: ends.length > 0 ? new Date(Math.min(...ends)).toISOString() : null,
      lots: lots.map((lot) => ({
        lotId: lot.lotId,
        lotNumber: lot.lotNumber,
        lotTitle: lot.lotTitle,
        status: lot.lotStatus,
        myHighestBidCents: Number(lot.highestAmountCents ?? 0),
        currentBidCents: lot.currentBidCents,
        winning: lot.lastBidBuyerId === buyer.id,
        scheduledEndAt: iso(lot.scheduledEndAt),
      })),
    };
  });
  const direction = sort === 'ASC' ? 1 : -1;
  return entries.sort(
    (a, b) =>
      direction * (a.scheduledEndAt ?? '').localeCompare(b.scheduledEndAt ?? '') ||
      a.listingId.localeCompare(b.listingId),
  );
}
