import type { LotClosingStatus } from '@circula/domain';
import type { Database } from '../db/client.js';
import { listLotBidsOfBuyer } from './buyers-repository.js';
import { getOwnBuyerOrThrow } from './get-buyer.js';
import type { MyLotStatus } from './schemas.js';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Where the buyer stands on a lot. Open: WINNING (holds the last bid) or OUTBID. Closed: LOST unless the
 * closing is theirs; then PENDING_CONFIRMATION (the seller has until the deadline), REJECTED (the seller
 * refused or let the deadline pass, or the sale was cancelled) or WON (approved, and whatever follows it).
 */
export function myLotStatus(
  lot: {
    lotStatus: 'OPEN' | 'CLOSED' | 'CANCELLED';
    lastBidBuyerId: string | null;
    closingStatus: LotClosingStatus | null;
    closingBuyerId: string | null;
  },
  buyerId: string,
): MyLotStatus {
  if (lot.lotStatus === 'OPEN') return lot.lastBidBuyerId === buyerId ? 'WINNING' : 'OUTBID';
  if (!lot.closingStatus || lot.closingBuyerId !== buyerId) return 'LOST';
  if (lot.closingStatus === 'PENDING_CONFIRMATION') return 'PENDING_CONFIRMATION';
  if (lot.closingStatus === 'REJECTED' || lot.closingStatus === 'CANCELLED') return 'REJECTED';
  return 'WON';
}

/**
 * The Events the buyer bid on, one entry each, with every lot they bid on ("Meus lances"): their highest
 * bid and automatic-bid maximum, the current bid, the lot's current (possibly extended) end and where they
 * stand. An Event's scheduledEndAt is the earliest end among those lots still open — when the buyer next
 * needs to act — or, when all closed, the latest end; it orders the list.
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
    const endOf = (lot: (typeof lots)[number]) => (lot.scheduledEndAt ? [lot.scheduledEndAt.getTime()] : []);
    const openEnds = lots.filter((lot) => lot.lotStatus === 'OPEN').flatMap(endOf);
    const allEnds = lots.flatMap(endOf);
    const end =
      openEnds.length > 0 ? Math.min(...openEnds) : allEnds.length > 0 ? Math.max(...allEnds) : null;
    const lastBidAt = Math.max(...lots.map((lot) => new Date(lot.lastBidAt ?? 0).getTime()));
    return {
      listingId,
      listingTitle: lots[0]!.listingTitle,
      listingSlug: lots[0]!.listingSlug,
      bidCount: lots.reduce((total, lot) => total + lot.bidCount, 0),
      highestAmountCents: Math.max(...lots.map((lot) => Number(lot.highestAmountCents ?? 0))),
      lastBidAt: new Date(lastBidAt).toISOString(),
      scheduledEndAt: end === null ? null : new Date(end).toISOString(),
      lots: lots.map((lot) => {
        const status = myLotStatus(lot, buyer.id);
        return {
          lotId: lot.lotId,
          lotNumber: lot.lotNumber,
          lotTitle: lot.lotTitle,
          lotStatus: lot.lotStatus,
          status,
          closingStatus: lot.closingBuyerId === buyer.id ? lot.closingStatus : null,
          sellerDeadlineAt: status === 'PENDING_CONFIRMATION' ? iso(lot.sellerDeadlineAt) : null,
          myHighestBidCents: Number(lot.highestAmountCents ?? 0),
          myBidCount: lot.bidCount,
          myAutomaticBidMaxCents: lot.lotStatus === 'OPEN' ? (lot.automaticMaxCents ?? null) : null,
          currentBidCents: lot.currentBidCents,
          bidCount: lot.lotBidCount,
          winning: status === 'WINNING' || status === 'WON',
          scheduledEndAt: iso(lot.scheduledEndAt),
        };
      }),
    };
  });
  const direction = sort === 'ASC' ? 1 : -1;
  return entries.sort(
    (a, b) =>
      direction * (a.scheduledEndAt ?? '').localeCompare(b.scheduledEndAt ?? '') ||
      a.listingId.localeCompare(b.listingId),
  );
}
