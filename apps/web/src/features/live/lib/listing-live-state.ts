import type { LotResult } from '@circula/domain';

/** The live facts of every lot of an Event, from the Event stream (one snapshot, then each lot's events). */

export interface LiveLotSummary {
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  currentBidCents: number | null;
  bidCount: number;
  scheduledEndAt: string | null;
  extended: boolean;
  result: LotResult | null;
}

export type ListingLiveState = Record<string, LiveLotSummary>;

type Data = Record<string, unknown>;

const statusOf = (value: unknown): LiveLotSummary['status'] =>
  value === 'CLOSED' || value === 'CANCELLED' ? value : 'OPEN';

const later = (a: string | null, b: string | null) =>
  !a ? b : !b ? a : Date.parse(b) > Date.parse(a) ? b : a;

/**
 * Applies one Event-stream event. Bids are kept once per lot and sequence: a bid at or below the lot's
 * known count was already counted (a replay after a resume, or the snapshot covered it) and is dropped.
 */
export function applyListingEvent(state: ListingLiveState, type: string, data: Data): ListingLiveState {
  if (type === 'state' && Array.isArray(data.lots)) {
    const next: ListingLiveState = { ...state };
    for (const lot of data.lots as Data[]) {
      const id = String(lot.lotId);
      const known = state[id];
      const bidCount = Number(lot.bidCount ?? 0);
      if (known && known.bidCount > bidCount) continue;
      next[id] = {
        status: known?.status === 'CLOSED' ? 'CLOSED' : statusOf(lot.status),
        currentBidCents: (lot.currentBidCents as number | null) ?? null,
        bidCount,
        scheduledEndAt: (lot.scheduledEndAt as string | null) ?? null,
        extended: known?.extended ?? false,
        result: known?.result ?? null,
      };
    }
    return next;
  }
  const lotId = typeof data.lotId === 'string' ? data.lotId : null;
  if (!lotId) return state;
  const known: LiveLotSummary = state[lotId] ?? {
    status: 'OPEN',
    currentBidCents: null,
    bidCount: 0,
    scheduledEndAt: null,
    extended: false,
    result: null,
  };
  switch (type) {
    case 'bid': {
      const sequence = Number(data.sequence);
      if (!(sequence > known.bidCount)) return state;
      return {
        ...state,
        [lotId]: {
          ...known,
          currentBidCents: Number(data.currentBidCents ?? data.amountCents),
          bidCount: sequence,
          scheduledEndAt: later(known.scheduledEndAt, (data.scheduledEndAt as string) ?? null),
        },
      };
    }
    case 'extension': {
      const scheduledEndAt = later(known.scheduledEndAt, (data.scheduledEndAt as string) ?? null);
      if (scheduledEndAt === known.scheduledEndAt && known.extended) return state;
      return { ...state, [lotId]: { ...known, scheduledEndAt, extended: true } };
    }
    case 'closed':
      // A second `closed` is the seller's answer to a conditional sale: its result replaces the first.
      return {
        ...state,
        [lotId]: {
          ...known,
          status: 'CLOSED',
          bidCount: Math.max(known.bidCount, Number(data.bidCount ?? 0)),
          result: (data.result as LiveLotSummary['result']) ?? null,
        },
      };
    default:
      return state;
  }
}
