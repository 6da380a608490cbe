import {
  firstBidMinimumCents,
  type ListingStatus,
  type ListingType,
  type LotBidRules,
  type LotBidState,
  nextMinimumBidCents,
  softCloseSettings,
} from '@circula/domain';

/** A lot and the facts of its Event the bid engine reads under the lot's lock. */
export interface LockedLot {
  id: string;
  listingId: string;
  number: number;
  title: string;
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  startingBidCents: number | null;
  incrementCents: number | null;
  reserveCents: number | null;
  estimatedValueCents: number | null;
  scheduledEndAt: Date | null;
  currentBidCents: number | null;
  bidCount: number;
  lastBidId: string | null;
  lastBidBuyerId: string | null;
  judicialPhase: number;
  listing: {
    type: ListingType;
    status: ListingStatus;
    title: string;
    startsAt: Date;
    acceptBuyersMode: 'ONLY_NATURAL_PERSONS' | 'ONLY_JURIDICAL_PERSONS' | 'ALL';
    highBidThresholdCents: number;
    softCloseWindowSeconds: number;
    softCloseExtensionSeconds: number;
    closingIntervalSeconds: number;
    secondPhaseStartsAt: Date | null;
    secondPhaseEndsAt: Date | null;
    secondPhasePercentage: number;
  };
}

export function lotBidRules(lot: LockedLot): LotBidRules {
  const { listing } = lot;
  const startingBidCents = firstBidMinimumCents({
    listingType: listing.type,
    startingBidCents: lot.startingBidCents,
    appraisalCents: lot.estimatedValueCents,
    judicialPhase: lot.judicialPhase === 2 ? 2 : 1,
    secondPhasePercentage: listing.secondPhasePercentage / 100,
  });
  return {
    startingBidCents,
    incrementCents: lot.incrementCents,
    appraisalCents: lot.estimatedValueCents,
    softClose: softCloseSettings(listing.type, {
      windowSeconds: listing.softCloseWindowSeconds,
      extensionSeconds: listing.softCloseExtensionSeconds,
    }),
  };
}

export function lotBidState(lot: LockedLot): LotBidState {
  return {
    lastBid:
      lot.lastBidId && lot.lastBidBuyerId && lot.currentBidCents !== null
        ? { id: lot.lastBidId, buyerId: lot.lastBidBuyerId, amountCents: lot.currentBidCents }
        : null,
    bidCount: lot.bidCount,
    scheduledEndAt: lot.scheduledEndAt ?? new Date(0),
  };
}

/** Why the lot takes no bid at `now` (the database clock), or null while it is open. */
export function lotClosedReason(lot: LockedLot, state: LotBidState, now: Date): string | null {
  const { listing } = lot;
  if (listing.type === 'DIRECT_SALE') return 'Este lote é de venda direta e não recebe lances.';
  if (lot.status !== 'OPEN' || listing.status !== 'OPEN' || lot.scheduledEndAt === null) {
    return lot.status === 'CLOSED' || listing.status === 'CLOSED'
      ? 'Este lote já foi encerrado.'
      : 'Este lote não está aberto para lances.';
  }
  const opensAt =
    listing.type === 'JUDICIAL_PHASED_AUCTION' && lot.judicialPhase === 2
      ? (listing.secondPhaseStartsAt ?? listing.startsAt)
      : listing.startsAt;
  if (now.getTime() < opensAt.getTime()) return 'Este lote ainda não está aberto para lances.';
  if (now.getTime() > state.scheduledEndAt.getTime()) return 'Este lote já foi encerrado.';
  return null;
}

/** The lot as a bidder needs to see it to bid again. */
export function lotStateView(state: LotBidState, rules: LotBidRules) {
  return {
    currentBidCents: state.lastBid?.amountCents ?? null,
    bidCount: state.bidCount,
    lastBidId: state.lastBid?.id ?? null,
    nextMinimumBidCents: nextMinimumBidCents(state, rules),
    scheduledEndAt: state.scheduledEndAt.toISOString(),
  };
}
export type LotStateView = ReturnType<typeof lotStateView>;
