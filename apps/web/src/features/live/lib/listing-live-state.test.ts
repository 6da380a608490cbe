import { describe, expect, it } from 'vitest';
import { applyListingEvent } from './listing-live-state';

const end = '2026-03-01T15:00:00.000Z';
const later = '2026-03-01T15:03:00.000Z';

describe('Event live state', () => {
  it('starts from the snapshot, counts each bid once per lot and sequence, follows extensions and closes', () => {
    let state = applyListingEvent({}, 'state', {
      lots: [
        { lotId: 'a', status: 'OPEN', currentBidCents: null, bidCount: 0, scheduledEndAt: end },
        { lotId: 'b', status: 'OPEN', currentBidCents: 10_000, bidCount: 2, scheduledEndAt: end },
      ],
    });
    state = applyListingEvent(state, 'bid', {
      lotId: 'a',
      sequence: 1,
      currentBidCents: 50_000,
      scheduledEndAt: end,
    });
    // Lot b's second bid replayed after a resume: already counted by the snapshot.
    const replay = applyListingEvent(state, 'bid', {
      lotId: 'b',
      sequence: 2,
      currentBidCents: 10_000,
      scheduledEndAt: end,
    });
    expect(replay).toBe(state);
    state = applyListingEvent(state, 'bid', {
      lotId: 'a',
      sequence: 2,
      currentBidCents: 51_000,
      scheduledEndAt: later,
    });
    state = applyListingEvent(state, 'extension', {
      lotId: 'a',
      previousScheduledEndAt: end,
      scheduledEndAt: later,
    });
    expect(state.a).toMatchObject({
      currentBidCents: 51_000,
      bidCount: 2,
      scheduledEndAt: later,
      extended: true,
    });
    expect(state.b).toMatchObject({
      currentBidCents: 10_000,
      bidCount: 2,
      scheduledEndAt: end,
      extended: false,
    });
    state = applyListingEvent(state, 'closed', { lotId: 'a', status: 'CLOSED', result: 'SOLD', bidCount: 2 });
    expect(state.a).toMatchObject({ status: 'CLOSED', result: 'SOLD' });
  });

  it('takes the seller’s answer to a conditional sale as the lot’s new result', () => {
    let state = applyListingEvent({}, 'closed', {
      lotId: 'a',
      status: 'CLOSED',
      result: 'CONDITIONAL',
      bidCount: 3,
    });
    expect(state.a).toMatchObject({ status: 'CLOSED', result: 'CONDITIONAL', bidCount: 3 });
    state = applyListingEvent(state, 'closed', {
      lotId: 'a',
      status: 'CLOSED',
      result: 'UNSOLD',
      bidCount: 3,
    });
    expect(state.a).toMatchObject({ status: 'CLOSED', result: 'UNSOLD', bidCount: 3 });
  });
});
