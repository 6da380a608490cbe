import { type FeeRow, formatDatesAhead, type ListingType, type LotExtension } from '@circula/domain';
import type { LiveBid, LiveLotState, LotPricing, LotStateFields } from '@/features/live/server';

/** What the live panel needs of the lot and its Event, read on the server with the page. */
export interface LiveLotProps {
  lot: {
    id: string;
    title: string;
    status: string;
    startingBidCents: number | null;
    incrementCents: number | null;
    estimatedValueCents: number | null;
    currentBidCents: number | null;
    bidCount: number;
    minimumNextBidCents: number | null;
    scheduledEndAt: string | null;
    hasReserve: boolean;
    biddable: boolean;
  };
  listing: {
    id: string;
    slug: string;
    type: ListingType;
    editalUrl: string | null;
    /** When bidding starts. */
    startsAt: string | null;
    highBidThresholdCents: number;
    feeTable: FeeRow[];
    /** A fraction (0.05 for 5%), or null. */
    buyerFeePercentage: number | null;
    secondPhase: { startsAt: string | null; endsAt: string | null; percentage: number } | null;
  };
  serverTime: string;
  /** The bid history read with the page, so the history and its chart are in the first HTML. */
  history?: { bids: LiveBid[]; extensions: LotExtension[] } | null;
  /**
   * The dates the panel shows first, formatted by the server (`formatDatesAhead`): the panel remembers them,
   * so the browser starts no date formatter of its own until a bid or an extension brings a new instant.
   */
  dateTexts?: Record<string, string>;
}

/** What the panel's first render formats: the end and start, each bid's time, the chart's marks. */
export function panelDateTexts(
  lot: Pick<LiveLotProps['lot'], 'scheduledEndAt'>,
  listing: Pick<LiveLotProps['listing'], 'startsAt'>,
  history: LiveLotProps['history'],
): Record<string, string> {
  const bids = history?.bids ?? [];
  const times = bids.map((bid) => bid.createdAt);
  return formatDatesAhead({
    dateTimeLong: [lot.scheduledEndAt, listing.startsAt],
    dayMonthTimeSeconds: times,
    // The chart's marks: the end, the first bid and the last (the history is in one order or the other).
    dayMonthTime: [lot.scheduledEndAt, times[0], times.at(-1)],
    time: (history?.extensions ?? []).flatMap((extension) => [
      extension.previousScheduledEndAt,
      extension.scheduledEndAt,
    ]),
  });
}

/** The lot's facts as read with the page, in the live state's terms (before any stream event). */
export function liveLotFieldsOf(lot: LiveLotProps['lot']): LotStateFields {
  return {
    currentBidCents: lot.currentBidCents,
    bidCount: lot.bidCount,
    lastBidId: null,
    nextMinimumBidCents: lot.minimumNextBidCents,
    scheduledEndAt: lot.scheduledEndAt,
    status: lot.status === 'CLOSED' || lot.status === 'CANCELLED' ? lot.status : 'OPEN',
  };
}

/** What "Total a pagar" needs of the Event. */
export function lotPricingOf(listing: LiveLotProps['listing']): LotPricing {
  return {
    listingType: listing.type,
    feeTable: listing.feeTable,
    buyerFeePercentage: listing.buyerFeePercentage,
  };
}

/** What the panel's bid area and its forms need: the lot as the stream left it, the buyer's standing. */
export interface BidAreaProps {
  lot: LiveLotState;
  listing: LiveLotProps['listing'];
  incrementCents: number | null;
  minimum: number;
  signedIn: boolean;
  sessionLoading: boolean;
  buyerStatus: 'VERIFIED' | 'UNVERIFIED' | 'NONE' | null;
  blocked: boolean;
  enrolled: boolean | null;
  onEnrolled: () => void;
  agreementSigned: boolean;
  onAgreementSigned: () => void;
  mergeState: (fields: LotStateFields) => void;
}
