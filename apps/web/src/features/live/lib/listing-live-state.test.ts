import { describe, expect, it } from 'vitest';
import { listingSnapshot, lotEvent } from '../../../../test/live-events';
import { applyListingEvent } from './listing-live-state';

const end = '2026-03-01T15:00:00.000Z';
const later = '2026-03-01T15:03:00.000Z';
const [a, b] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];

const bid = (lotId: string, sequence: number, currentBidCents: number, scheduledEndAt = end) =>
  lotEvent('bid', {
    lotId,
    bidId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    sequence,
    amountCents: currentBidCents,
    username: 'ana_1',
    automatic: false,
    createdAt: '2026-03-01T14:59:00.000Z',
    scheduledEndAt,
    currentBidCents,
    bidCount: sequence,
    nextMinimumBidCents: currentBidCents + 1_000,
  });

const closed = (lotId: string, result: 'SOLD' | 'CONDITIONAL' | 'UNSOLD', bidCount: number) =>
  lotEvent('closed', {
    lotId,
    status: 'CLOSED',
    result,
    winnerUsername: 'ana_1',
    amountCents: 51_000,
    bidCount,
    closedAt: end,
    sellerDeadlineAt: null,
  });

const snapshotLot = (lotId: string, number: number, currentBidCents: number | null, bidCount: number) => ({
  lotId,
  number,
  status: 'OPEN' as const,
  currentBidCents,
  bidCount,
  lastBidId: null,
  scheduledEndAt: end,
});

describe('Event live state', () => {
  it('starts from the snapshot, counts each bid once per lot and sequence, follows extensions and closes', () => {
    let state = applyListingEvent(
      {},
      listingSnapshot([snapshotLot(a, 1, null, 0), snapshotLot(b, 2, 10_000, 2)]),
    );
    state = applyListingEvent(state, bid(a, 1, 50_000));
    // Lot b's second bid replayed after a resume: already counted by the snapshot.
    const replay = applyListingEvent(state, bid(b, 2, 10_000));
    expect(replay).toBe(state);
    state = applyListingEvent(state, bid(a, 2, 51_000, later));
    state = applyListingEvent(
      state,
      lotEvent('extension', { lotId: a, previousScheduledEndAt: end, scheduledEndAt: later }),
    );
    expect(state[a]).toMatchObject({
      currentBidCents: 51_000,
      bidCount: 2,
      scheduledEndAt: later,
      extended: true,
    });
    expect(state[b]).toMatchObject({
      currentBidCents: 10_000,
      bidCount: 2,
      scheduledEndAt: end,
      extended: false,
    });
    // A heartbeat changes nothing.
    expect(applyListingEvent(state, { type: 'heartbeat', serverTime: end })).toBe(state);
    state = applyListingEvent(state, closed(a, 'SOLD', 2));
    expect(state[a]).toMatchObject({ status: 'CLOSED', result: 'SOLD' });
  });

  it('takes the seller’s answer to a conditional sale as the lot’s new result', () => {
    let state = applyListingEvent({}, closed(a, 'CONDITIONAL', 3));
    expect(state[a]).toMatchObject({ status: 'CLOSED', result: 'CONDITIONAL', bidCount: 3 });
    state = applyListingEvent(state, { ...closed(a, 'UNSOLD', 3), closingStatus: 'REJECTED' });
    expect(state[a]).toMatchObject({ status: 'CLOSED', result: 'UNSOLD', bidCount: 3 });
  });

  it('follows a lot’s own state on the Event stream: a judicial lot’s second phase and its new end', () => {
    let state = applyListingEvent({}, listingSnapshot([snapshotLot(a, 1, null, 0)]));
    state = applyListingEvent(
      state,
      lotEvent('state', {
        lotId: a,
        status: 'OPEN',
        judicialPhase: 2,
        currentBidCents: null,
        bidCount: 0,
        lastBidId: null,
        nextMinimumBidCents: 60_000,
        scheduledEndAt: later,
      }),
    );
    expect(state[a]).toMatchObject({ status: 'OPEN', bidCount: 0, scheduledEndAt: later });
    // An older state never steps back behind bids already counted.
    state = applyListingEvent(state, bid(a, 1, 60_000, later));
    const stale = lotEvent('state', {
      lotId: a,
      status: 'OPEN',
      currentBidCents: null,
      bidCount: 0,
      lastBidId: null,
      nextMinimumBidCents: 60_000,
      scheduledEndAt: later,
    });
    expect(applyListingEvent(state, stale)).toBe(state);
  });
});
