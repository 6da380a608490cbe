import { vi } from 'vitest';
import { initialLotState } from '@/features/live';
import type { BidAreaProps } from '@/features/lots/lib/live-lot-props';

/** The lot the bid area tests bid on. */
export const bidLotId = '00000000-0000-4000-8000-000000000031';

const lot = {
  ...initialLotState(bidLotId, {
    currentBidCents: 50_000,
    bidCount: 1,
    lastBidId: 'bid-1',
    nextMinimumBidCents: 51_000,
    scheduledEndAt: '2026-03-01T15:00:00.000Z',
  }),
};

/** A verified buyer enrolled in an auction whose next minimum is R$ 510,00, unless told otherwise. */
export function bidAreaProps(overrides: Partial<BidAreaProps> = {}): BidAreaProps {
  return {
    lot,
    listing: {
      id: 'listing-1',
      slug: 'evento',
      type: 'AUCTION',
      editalUrl: null,
      startsAt: null,
      highBidThresholdCents: 10_000_000,
      feeTable: [],
      buyerFeePercentage: null,
      secondPhase: null,
    },
    incrementCents: 1_000,
    minimum: 51_000,
    signedIn: true,
    sessionLoading: false,
    buyerStatus: 'VERIFIED',
    blocked: false,
    enrolled: true,
    onEnrolled: () => {},
    agreementSigned: true,
    onAgreementSigned: () => {},
    mergeState: vi.fn(),
    ...overrides,
  };
}
