import { describe, expect, it } from 'vitest';
import type { ListingBid } from '../api/listing-bids';
import { isOpenBid, sortByEnd, toMyBidLots } from './my-bids';

const lotId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An Event entry as GET /web/buyers/{id}/listing-bids answers it, with the lots given. */
function entry(
  listing: Pick<ListingBid, 'listingId'> & Partial<ListingBid>,
  lots: (Pick<ListingBid['lots'][number], 'lotId' | 'lotNumber' | 'status'> &
    Partial<ListingBid['lots'][number]>)[],
): ListingBid {
  return {
    listingTitle: 'Leilão',
    listingSlug: 'leilao',
    bidCount: lots.length,
    highestAmountCents: 0,
    lastBidAt: null,
    scheduledEndAt: null,
    ...listing,
    lots: lots.map((lot) => ({
      lotTitle: `Lote ${lot.lotNumber}`,
      lotStatus: lot.status === 'WINNING' || lot.status === 'OUTBID' ? 'OPEN' : 'CLOSED',
      closingStatus: null,
      sellerDeadlineAt: null,
      myHighestBidCents: 100_000,
      myBidCount: 1,
      myAutomaticBidMaxCents: null,
      currentBidCents: null,
      bidCount: 1,
      winning: lot.status === 'WINNING' || lot.status === 'WON',
      scheduledEndAt: null,
      ...lot,
    })),
  };
}
describe('isOpenBid', () => {
  it('counts only lots still taking bids as open', () => {
    expect(['WINNING', 'OUTBID'].every((s) => isOpenBid(s as 'WINNING'))).toBe(true);
    expect(['WON', 'LOST', 'PENDING_CONFIRMATION', 'REJECTED'].some((s) => isOpenBid(s as 'WON'))).toBe(
      false,
    );
  });
});

describe('toMyBidLots', () => {
  it("flattens the Event entries into lots, with the API's own standing of the buyer", () => {
    const entries: ListingBid[] = [
      entry(
        {
          listingId: lotId(90),
          listingTitle: 'Leilão de Máquinas',
          listingSlug: 'leilao-de-maquinas',
          scheduledEndAt: '2026-11-25T15:00:00.000Z',
        },
        [
          {
            lotId: lotId(1),
            lotNumber: 3,
            lotTitle: 'Trator',
            status: 'PENDING_CONFIRMATION',
            myHighestBidCents: 150_000,
            currentBidCents: 150_000,
            scheduledEndAt: '2026-11-20T15:00:00.000Z',
            sellerDeadlineAt: '2026-11-23T15:00:00.000Z',
            myAutomaticBidMaxCents: 200_000,
          },
          { lotId: lotId(2), lotNumber: 4, lotTitle: '', status: 'OUTBID', myHighestBidCents: 90_000 },
        ],
      ),
      entry({ listingId: lotId(91) }, []),
    ];
    expect(toMyBidLots(entries)).toEqual([
      {
        lotId: lotId(1),
        lotNumber: 3,
        lotTitle: 'Trator',
        eventTitle: 'Leilão de Máquinas',
        eventSlug: 'leilao-de-maquinas',
        status: 'PENDING_CONFIRMATION',
        myHighestBidCents: 150_000,
        currentBidCents: 150_000,
        scheduledEndAt: '2026-11-20T15:00:00.000Z',
        sellerDeadlineAt: '2026-11-23T15:00:00.000Z',
        automaticBidMaximumCents: 200_000,
      },
      {
        lotId: lotId(2),
        lotNumber: 4,
        // A lot without a title is named by its number.
        lotTitle: 'Lote 4',
        eventTitle: 'Leilão de Máquinas',
        eventSlug: 'leilao-de-maquinas',
        status: 'OUTBID',
        myHighestBidCents: 90_000,
        currentBidCents: null,
        // The lot's own end is missing: the Event's earliest end stands in.
        scheduledEndAt: '2026-11-25T15:00:00.000Z',
        sellerDeadlineAt: null,
        automaticBidMaximumCents: null,
      },
    ]);
  });
});

describe('sortByEnd', () => {
  const lot = (n: number, scheduledEndAt: string | null) =>
    toMyBidLots([
      entry({ listingId: lotId(99) }, [{ lotId: lotId(n), lotNumber: n, status: 'OUTBID', scheduledEndAt }]),
    ])[0]!;

  it('orders by end time either way, lots without an end last', () => {
    const lots = [
      lot(1, '2026-11-23T10:00:00.000Z'),
      lot(2, null),
      lot(3, '2026-11-22T10:00:00.000Z'),
      lot(4, '2026-11-24T10:00:00.000Z'),
    ];
    expect(sortByEnd(lots, 'ASC').map((l) => l.lotNumber)).toEqual([3, 1, 4, 2]);
    expect(sortByEnd(lots, 'DESC').map((l) => l.lotNumber)).toEqual([4, 1, 3, 2]);
    expect(lots.map((l) => l.lotNumber)).toEqual([1, 2, 3, 4]);
  });
});
