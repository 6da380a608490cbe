import type { ClosedPayload, ListingStreamEvent } from '@circula/domain';

/** The live facts of every lot of an Event, from the Event stream (one snapshot, then each lot's events). */

export interface LiveLotSummary {
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  currentBidCents: number | null;
  bidCount: number;
  scheduledEndAt: string | null;
  extended: boolean;
  result: ClosedPayload['result'] | null;
}

export type ListingLiveState = Record<string, LiveLotSummary>;

const later = (a: string | null, b: string | null) =>
  !a ? b : !b ? a : Date.parse(b) > Date.parse(a) ? b : a;

const unknownLot: LiveLotSummary = {
  status: 'OPEN',
  currentBidCents: null,
  bidCount: 0,
  scheduledEndAt: null,
  extended: false,
  result: null,
};

/**
 * Applies one Event-stream event. Bids are kept once per lot and sequence: a bid at or below the lot's
 * known count was already counted (a replay after a resume, or the snapshot covered it) and is dropped.
 */
export function applyListingEvent(state: ListingLiveState, event: ListingStreamEvent): ListingLiveState {
  if (event.type === 'heartbeat') return state;
  if (event.type === 'state' && 'lots' in event) {
    const next: ListingLiveState = { ...state };
    for (const lot of event.lots) {
      const known = state[lot.lotId];
      if (known && known.bidCount > lot.bidCount) continue;
      next[lot.lotId] = {
        status: known?.status === 'CLOSED' ? 'CLOSED' : lot.status,
        currentBidCents: lot.currentBidCents,
        bidCount: lot.bidCount,
        scheduledEndAt: lot.scheduledEndAt,
        extended: known?.extended ?? false,
        result: known?.result ?? null,
      };
    }
    return next;
  }
  const known = state[event.lotId] ?? unknownLot;
  switch (event.type) {
    case 'state':
      // One lot's new state (a judicial auction's second phase): its new end and its count.
      if (known.bidCount > event.bidCount) return state;
      return {
        ...state,
        [event.lotId]: {
          ...known,
          status: known.status === 'CLOSED' ? 'CLOSED' : event.status,
          currentBidCents: event.currentBidCents,
          bidCount: event.bidCount,
          scheduledEndAt: event.scheduledEndAt,
        },
      };
    case 'bid': {
      if (!(event.sequence > known.bidCount)) return state;
      return {
        ...state,
        [event.lotId]: {
          ...known,
          currentBidCents: event.currentBidCents,
          bidCount: event.sequence,
          scheduledEndAt: later(known.scheduledEndAt, event.scheduledEndAt),
        },
      };
    }
    case 'extension': {
      const scheduledEndAt = later(known.scheduledEndAt, event.scheduledEndAt);
      if (scheduledEndAt === known.scheduledEndAt && known.extended) return state;
      return { ...state, [event.lotId]: { ...known, scheduledEndAt, extended: true } };
    }
    case 'closed':
      // A second `closed` is the seller's answer to a conditional sale: its result replaces the first.
      return {
        ...state,
        [event.lotId]: {
          ...known,
          status: 'CLOSED',
          bidCount: Math.max(known.bidCount, event.bidCount),
          result: event.result,
        },
      };
  }
}
