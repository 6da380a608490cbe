import type { LiveLotProps } from '@/features/lots/lib/live-lot-props';

/** An open auction lot's panel as the lot page reads it, an hour before its end; overrides per test. */
export const serverTime = '2026-03-01T14:00:00.000Z';
export const end = '2026-03-01T15:00:00.000Z';

export const props = (
  lot: Partial<LiveLotProps['lot']> = {},
  history: LiveLotProps['history'] = null,
): LiveLotProps => ({
  lot: {
    id: '00000000-0000-4000-8000-000000000021',
    title: 'Geladeira frost free',
    status: 'OPEN',
    startingBidCents: 50_000,
    incrementCents: 5_000,
    estimatedValueCents: 120_000,
    currentBidCents: null,
    bidCount: 0,
    minimumNextBidCents: 50_000,
    scheduledEndAt: end,
    hasReserve: false,
    biddable: true,
    ...lot,
  },
  listing: {
    id: '00000000-0000-4000-8000-000000000022',
    slug: 'eletros-marco',
    type: 'AUCTION',
    editalUrl: null,
    startsAt: '2026-03-01T10:00:00.000Z',
    highBidThresholdCents: 1_000_000,
    feeTable: [],
    buyerFeePercentage: 0.05,
    secondPhase: null,
  },
  serverTime,
  history,
});

export const bids = [
  {
    id: 'b2',
    sequence: 2,
    amountCents: 60_000,
    username: 'bruno',
    automatic: false,
    createdAt: '2026-03-01T13:50:00.000Z',
  },
  {
    id: 'b1',
    sequence: 1,
    amountCents: 55_000,
    username: 'ana',
    automatic: true,
    createdAt: '2026-03-01T13:40:00.000Z',
  },
];
