import {
  type ListingBidLotPayload,
  type ListingBidPayload,
  type MyBidLot,
  type MyBidStatus,
  myBidStatuses,
} from '../api/listing-bids';

const isMyBidStatus = (value: unknown): value is MyBidStatus =>
  typeof value === 'string' && (myBidStatuses as readonly string[]).includes(value);

/**
 * The buyer's status on a lot: the API's own when it sends one; otherwise derived from the lot's status and
 * whether the buyer holds the highest bid (an open lot is being won or was outbid; a closed one was won or
 * not; a cancelled one was not won).
 */
export function myBidStatus(lot: ListingBidLotPayload): MyBidStatus {
  if (isMyBidStatus(lot.status)) return lot.status;
  const lotStatus = lot.lotStatus ?? lot.status;
  const winning = lot.winning === true;
  if (lotStatus === 'OPEN') return winning ? 'WINNING' : 'OUTBID';
  if (lotStatus === 'CLOSED') return winning ? 'WON' : 'LOST';
  return 'LOST';
}

const cents = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Every lot of every Event entry, in the shape the list shows. */
export function toMyBidLots(entries: readonly ListingBidPayload[]): MyBidLot[] {
  return entries.flatMap((entry) =>
    (entry.lots ?? []).map((lot) => ({
      lotId: lot.lotId,
      lotNumber: lot.lotNumber ?? null,
      lotTitle: lot.lotTitle || (lot.lotNumber != null ? `Lote ${lot.lotNumber}` : 'Lote'),
      eventTitle: entry.listingTitle || null,
      eventSlug: entry.listingSlug || null,
      status: myBidStatus(lot),
      myHighestBidCents: cents(lot.myHighestBidCents),
      currentBidCents: cents(lot.currentBidCents),
      scheduledEndAt: lot.scheduledEndAt ?? entry.scheduledEndAt ?? null,
      sellerDeadlineAt: lot.sellerDeadlineAt ?? null,
      automaticBidMaximumCents: cents(lot.myAutomaticBidMaxCents),
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
