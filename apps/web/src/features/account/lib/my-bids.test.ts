import { describe, expect, it } from 'vitest';
import type { ListingBidPayload } from '../api/listing-bids';
import { isOpenBid, myBidStatus, sortByEnd, toMyBidLots } from './my-bids';

const lotId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('myBidStatus', () => {
  it('derives the standing from the lot status and who holds the highest bid (first API version)', () => {
    expect(myBidStatus({ lotId: lotId(1), status: 'OPEN', winning: true })).toBe('WINNING');
    expect(myBidStatus({ lotId: lotId(1), status: 'OPEN', winning: false })).toBe('OUTBID');
    expect(myBidStatus({ lotId: lotId(1), status: 'CLOSED', winning: true })).toBe('WON');
    expect(myBidStatus({ lotId: lotId(1), status: 'CLOSED', winning: false })).toBe('LOST');
    expect(myBidStatus({ lotId: lotId(1), status: 'CANCELLED', winning: true })).toBe('LOST');
  });

  it("keeps the API's own standing when it sends one, the after-the-hammer ones included", () => {
    for (const status of ['WINNING', 'OUTBID', 'WON', 'LOST', 'PENDING_CONFIRMATION', 'REJECTED'] as const) {
      expect(myBidStatus({ lotId: lotId(1), status, lotStatus: 'CLOSED', winning: false })).toBe(status);
    }
    expect(myBidStatus({ lotId: lotId(1), status: 'WINNING', winning: false })).toBe('WINNING');
  });

  it('counts only lots still taking bids as open', () => {
    expect(['WINNING', 'OUTBID'].every((s) => isOpenBid(s as 'WINNING'))).toBe(true);
    expect(['WON', 'LOST', 'PENDING_CONFIRMATION', 'REJECTED'].some((s) => isOpenBid(s as 'WON'))).toBe(
      false,
    );
  });
});

describe('toMyBidLots', () => {
  it('flattens the Event entries into lots and tolerates fields an older API leaves out', () => {
    const entries: ListingBidPayload[] = [
      {
        listingId: lotId(90),
        listingTitle: 'Leilão de Máquinas',
        listingSlug: 'leilao-de-maquinas',
        scheduledEndAt: '2026-11-25T15:00:00.000Z',
        lots: [
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
          { lotId: lotId(2), lotNumber: 4, status: 'OPEN', winning: false },
        ],
      },
      { listingId: lotId(91) },
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
        lotTitle: 'Lote 4',
        eventTitle: 'Leilão de Máquinas',
        eventSlug: 'leilao-de-maquinas',
        status: 'OUTBID',
        myHighestBidCents: null,
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
      { listingId: lotId(99), lots: [{ lotId: lotId(n), lotNumber: n, status: 'OPEN', scheduledEndAt }] },
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
