import type { ClosedPayload, LotBidsHistoryAnswer, LotExtension, LotStreamEvent } from '@circula/domain';

/**
 * A lot's live bidding state, built from the server's first answer and then from the stream's events, whose
 * types are the domain's (the API builds each event through them).
 */

export type { LotStreamEvent };

/** A bid as the history answers it (GET /web/lots/:id/bids). */
export type LiveBid = LotBidsHistoryAnswer['bids'][number];

/** A closed lot's result as its `closed` event says it. */
export type LiveClosing = Pick<
  ClosedPayload,
  'result' | 'winnerUsername' | 'amountCents' | 'closedAt' | 'sellerDeadlineAt'
>;

export interface LiveExtension {
  previousScheduledEndAt: string;
  scheduledEndAt: string;
  /** Server time when it was heard. */
  at: number;
}

export interface LiveLotState {
  lotId: string;
  status: 'OPEN' | 'CLOSED' | 'CANCELLED';
  currentBidCents: number | null;
  bidCount: number;
  lastBidId: string | null;
  nextMinimumBidCents: number | null;
  scheduledEndAt: string | null;
  /** Newest first; one entry per sequence. */
  bids: LiveBid[];
  /** The highest sequence such that every bid up to it is held (the history has no hole below it). */
  contiguousSequence: number;
  extension: LiveExtension | null;
  /** Every soft-close extension known, oldest first: the history's, then those heard live (bid chart). */
  extensions: LotExtension[];
  closing: LiveClosing | null;
}

/** The lot's facts the page starts from, or an answer of ours (a receipt, a refusal's lot state) brings. */
export interface LotStateFields {
  currentBidCents: number | null;
  bidCount: number;
  lastBidId: string | null;
  nextMinimumBidCents: number | null;
  scheduledEndAt: string | null;
  status?: 'OPEN' | 'CLOSED' | 'CANCELLED';
}

export function initialLotState(
  lotId: string,
  fields: LotStateFields,
  bids: LiveBid[] = [],
  extensions: LotExtension[] = [],
): LiveLotState {
  return withBids(
    {
      lotId,
      status: fields.status ?? 'OPEN',
      currentBidCents: fields.currentBidCents,
      bidCount: fields.bidCount,
      lastBidId: fields.lastBidId,
      nextMinimumBidCents: fields.nextMinimumBidCents,
      scheduledEndAt: fields.scheduledEndAt,
      bids: [],
      contiguousSequence: 0,
      extension: null,
      extensions: withExtensions([], extensions),
      closing: null,
    },
    bids,
  );
}

function contiguousFrom(start: number, bids: LiveBid[]): number {
  const held = new Set(bids.map((bid) => bid.sequence));
  let sequence = start;
  while (held.has(sequence + 1)) sequence += 1;
  return sequence;
}

/**
 * Adds extensions not yet held (one per new end; the server's time of one wins over the time it was heard
 * live), oldest first.
 */
export function withExtensions(held: LotExtension[], incoming: LotExtension[]): LotExtension[] {
  if (incoming.length === 0) return held;
  const byEnd = new Map(held.map((extension) => [Date.parse(extension.scheduledEndAt), extension]));
  for (const extension of incoming) byEnd.set(Date.parse(extension.scheduledEndAt), extension);
  return [...byEnd.values()].sort((a, b) => Date.parse(a.scheduledEndAt) - Date.parse(b.scheduledEndAt));
}

/** Adds bids not yet held (by sequence: a bid heard twice is kept once), newest first. */
export function withBids(state: LiveLotState, incoming: LiveBid[]): LiveLotState {
  const known = new Set(state.bids.map((bid) => bid.sequence));
  const fresh: LiveBid[] = [];
  for (const bid of incoming) {
    if (known.has(bid.sequence)) continue;
    known.add(bid.sequence);
    fresh.push(bid);
  }
  if (fresh.length === 0) return state;
  const bids = [...state.bids, ...fresh].sort((a, b) => b.sequence - a.sequence);
  return { ...state, bids, contiguousSequence: contiguousFrom(state.contiguousSequence, bids) };
}

/**
 * The sequence after which the history must be read again (GET …/bids?afterSequence), or null when it
 * has no hole: a bid arrived with a sequence beyond the next one, or the lot counts more bids than held.
 */
export function missingAfter(state: LiveLotState): number | null {
  const highest = Math.max(state.bidCount, state.bids[0]?.sequence ?? 0);
  return highest > state.contiguousSequence ? state.contiguousSequence : null;
}

/** Applies one stream event; a duplicate (same lot and sequence, or an older state) changes nothing. */
export function applyLotEvent(state: LiveLotState, event: LotStreamEvent, serverNowMs: number): LiveLotState {
  if (event.type === 'heartbeat' || event.lotId !== state.lotId) return state;
  switch (event.type) {
    case 'state':
      // A fresh connection's snapshot; never step back behind bids already seen.
      if (event.bidCount < state.bidCount) return state;
      return {
        ...state,
        status: event.status,
        currentBidCents: event.currentBidCents,
        bidCount: event.bidCount,
        lastBidId: event.lastBidId,
        nextMinimumBidCents: event.nextMinimumBidCents,
        scheduledEndAt: event.scheduledEndAt,
      };
    case 'bid': {
      if (state.bids.some((bid) => bid.sequence === event.sequence)) return state;
      const next = withBids(state, [
        {
          id: event.bidId,
          sequence: event.sequence,
          amountCents: event.amountCents,
          username: event.username,
          automatic: event.automatic,
          createdAt: event.createdAt,
        },
      ]);
      if (event.sequence <= state.bidCount) return next;
      return {
        ...next,
        currentBidCents: event.currentBidCents,
        bidCount: event.bidCount,
        lastBidId: event.bidId,
        nextMinimumBidCents: event.nextMinimumBidCents,
        scheduledEndAt: laterOf(state.scheduledEndAt, event.scheduledEndAt),
      };
    }
    case 'extension': {
      const scheduledEndAt = laterOf(state.scheduledEndAt, event.scheduledEndAt);
      if (scheduledEndAt === state.scheduledEndAt && state.extension?.scheduledEndAt === scheduledEndAt) {
        return state;
      }
      const heard = Date.parse(event.scheduledEndAt);
      const known = state.extensions.some((extension) => Date.parse(extension.scheduledEndAt) === heard);
      return {
        ...state,
        scheduledEndAt,
        extensions: known
          ? state.extensions
          : withExtensions(state.extensions, [
              {
                at: new Date(serverNowMs).toISOString(),
                previousScheduledEndAt: event.previousScheduledEndAt,
                scheduledEndAt: event.scheduledEndAt,
              },
            ]),
        extension: {
          previousScheduledEndAt: event.previousScheduledEndAt,
          scheduledEndAt: event.scheduledEndAt,
          at: serverNowMs,
        },
      };
    }
    case 'closed':
      return {
        ...state,
        status: 'CLOSED',
        bidCount: Math.max(state.bidCount, event.bidCount),
        closing: {
          result: event.result,
          winnerUsername: event.winnerUsername,
          amountCents: event.amountCents,
          closedAt: event.closedAt,
          sellerDeadlineAt: event.sellerDeadlineAt,
        },
      };
  }
}

/** The answer of GET /web/lots/:id/bids?afterSequence: the missing bids and the lot's current state. */
export function applyResync(
  state: LiveLotState,
  answer: {
    bids: LiveBid[];
    extensions: LotExtension[];
    lot: LotStateFields & { status: 'OPEN' | 'CLOSED' | 'CANCELLED' };
  },
): LiveLotState {
  const withHistory = withBids(state, answer.bids);
  const extensions = withExtensions(withHistory.extensions, answer.extensions);
  const next = extensions === withHistory.extensions ? withHistory : { ...withHistory, extensions };
  if (answer.lot.bidCount < next.bidCount) return next;
  return {
    ...next,
    status: next.status === 'CLOSED' ? 'CLOSED' : answer.lot.status,
    currentBidCents: answer.lot.currentBidCents,
    bidCount: answer.lot.bidCount,
    lastBidId: answer.lot.lastBidId,
    nextMinimumBidCents: answer.lot.nextMinimumBidCents,
    scheduledEndAt: laterOf(next.scheduledEndAt, answer.lot.scheduledEndAt),
  };
}

function laterOf(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}
