import type { ListingBid, MyBidLot, MyBidStatus } from '../api/listing-bids';

/** Every lot of every Event entry, in the shape the list shows. */
export function toMyBidLots(entries: readonly ListingBid[]): MyBidLot[] {
  return entries.flatMap((entry) =>
    entry.lots.map((lot) => ({
      lotId: lot.lotId,
      lotNumber: lot.lotNumber,
      lotTitle: lot.lotTitle || `Lote ${lot.lotNumber}`,
      eventTitle: entry.listingTitle,
      eventSlug: entry.listingSlug,
      status: lot.status,
      myHighestBidCents: lot.myHighestBidCents,
      currentBidCents: lot.currentBidCents,
      scheduledEndAt: lot.scheduledEndAt ?? entry.scheduledEndAt,
      sellerDeadlineAt: lot.sellerDeadlineAt,
      automaticBidMaximumCents: lot.myAutomaticBidMaxCents,
    })),
  );
}

export type EndSort = 'ASC' | 'DESC';

const endTime = (lot: MyBidLot) => {
  const time = lot.scheduledEndAt ? Date.parse(lot.scheduledEndAt) : Number.NaN;
  return Number.isFinite(time) ? time : null;
};

/** By scheduled end (ASC: the next to end first); lots without an end go last either way. */
export function sortByEnd(lots: readonly MyBidLot[], sort: EndSort): MyBidLot[] {
  const direction = sort === 'ASC' ? 1 : -1;
  return [...lots].sort((a, b) => {
    const endA = endTime(a);
    const endB = endTime(b);
    if (endA !== endB) {
      if (endA === null) return 1;
      if (endB === null) return -1;
      return direction * (endA - endB);
    }
    return (a.lotNumber ?? 0) - (b.lotNumber ?? 0) || a.lotId.localeCompare(b.lotId);
  });
}

/** The lot is still taking bids, so the list is worth refreshing. */
export const isOpenBid = (status: MyBidStatus) => status === 'WINNING' || status === 'OUTBID';

export const myBidStatusLabels: Record<MyBidStatus, string> = {
  WINNING: 'Vencendo',
  OUTBID: 'Superado',
  WON: 'Arrematado',
  LOST: 'Não arrematado',
  PENDING_CONFIRMATION: 'Aguardando confirmação do vendedor',
  REJECTED: 'Venda não confirmada',
};
