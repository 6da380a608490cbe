import { describe, expect, it } from 'vitest';
import { lotEvent } from '../../../../test/live-events';
import {
  applyLotEvent,
  applyResync,
  initialLotState,
  type LiveBid,
  type LotStreamEvent,
  missingAfter,
} from './live-lot-state';

const lotId = '00000000-0000-4000-8000-000000000001';
const end = '2026-03-01T15:00:00.000Z';

const bidEvent = (
  sequence: number,
  amountCents: number,
  extra: Partial<Extract<LotStreamEvent, { type: 'bid' }>> = {},
): LotStreamEvent =>
  lotEvent('bid', {
    lotId,
    bidId: `bid-${sequence}`,
    sequence,
    amountCents,
    username: sequence % 2 ? 'ana_1' : 'bruno_2',
    automatic: false,
    createdAt: '2026-03-01T14:55:00.000Z',
    scheduledEndAt: end,
    currentBidCents: amountCents,
    bidCount: sequence,
    nextMinimumBidCents: amountCents + 1_000,
    ...extra,
  });

const asBid = (sequence: number, amountCents: number): LiveBid => ({
  id: `bid-${sequence}`,
  sequence,
  amountCents,
  username: 'ana_1',
  automatic: sequence === 2,
  createdAt: '2026-03-01T14:55:00.000Z',
});

const fresh = () =>
  initialLotState(lotId, {
    currentBidCents: null,
    bidCount: 0,
    lastBidId: null,
    nextMinimumBidCents: 50_000,
    scheduledEndAt: end,
  });

describe('live lot state', () => {
  it('applies bids in order and drops a bid heard twice (same lot and sequence)', () => {
    let state = applyLotEvent(fresh(), bidEvent(1, 50_000), 0);
    state = applyLotEvent(state, bidEvent(2, 51_000), 0);
    const again = applyLotEvent(state, bidEvent(2, 51_000), 0);
    expect(again).toBe(state);
    expect(state.bids.map((bid) => bid.sequence)).toEqual([2, 1]);
    expect(state).toMatchObject({
      currentBidCents: 51_000,
      bidCount: 2,
      lastBidId: 'bid-2',
      nextMinimumBidCents: 52_000,
    });
    expect(missingAfter(state)).toBeNull();
    // Another lot's event is not this lot's.
    expect(applyLotEvent(state, bidEvent(3, 60_000, { lotId: 'other' }), 0)).toBe(state);
  });

  it('sees a gap after a skipped sequence and fills it from the history read', () => {
    let state = applyLotEvent(fresh(), bidEvent(1, 50_000), 0);
    state = applyLotEvent(state, bidEvent(4, 70_000), 0);
    expect(state.currentBidCents).toBe(70_000);
    expect(missingAfter(state)).toBe(1);
    state = applyResync(state, {
      bids: [asBid(2, 51_000), asBid(3, 60_000), asBid(4, 70_000)],
      extensions: [],
      lot: {
        currentBidCents: 70_000,
        bidCount: 4,
        lastBidId: 'bid-4',
        nextMinimumBidCents: 71_000,
        scheduledEndAt: end,
        status: 'OPEN',
      },
    });
    expect(state.bids.map((bid) => bid.sequence)).toEqual([4, 3, 2, 1]);
    expect(state.bids.find((bid) => bid.sequence === 2)?.automatic).toBe(true);
    expect(missingAfter(state)).toBeNull();
  });

  it('knows the history is incomplete when the snapshot counts more bids than it holds', () => {
    const state = applyLotEvent(
      fresh(),
      lotEvent('state', {
        lotId,
        status: 'OPEN',
        currentBidCents: 55_000,
        bidCount: 3,
        lastBidId: 'bid-3',
        nextMinimumBidCents: 56_000,
        scheduledEndAt: end,
      }),
      0,
    );
    expect(missingAfter(state)).toBe(0);
    // An older snapshot (a slow reconnect) never steps back.
    const older = applyLotEvent(
      state,
      lotEvent('state', {
        lotId,
        status: 'OPEN',
        currentBidCents: 50_000,
        bidCount: 1,
        lastBidId: 'bid-1',
        nextMinimumBidCents: 51_000,
        scheduledEndAt: end,
      }),
      0,
    );
    expect(older).toBe(state);
  });

  it('moves the end on an extension, remembers it for the notice, and never brings it forward', () => {
    const later = '2026-03-01T15:02:00.000Z';
    let state = applyLotEvent(
      fresh(),
      lotEvent('extension', { lotId, previousScheduledEndAt: end, scheduledEndAt: later }),
      1234,
    );
    expect(state.scheduledEndAt).toBe(later);
    expect(state.extension).toEqual({ previousScheduledEndAt: end, scheduledEndAt: later, at: 1234 });
    // A replayed older bid carries the older end: the later one stays.
    state = applyLotEvent(state, bidEvent(1, 50_000, { scheduledEndAt: end }), 0);
    expect(state.scheduledEndAt).toBe(later);
  });

  it('keeps every extension for the chart: those of the history, then those heard live, each once', () => {
    const first = {
      at: '2026-03-01T14:58:00.000Z',
      previousScheduledEndAt: end,
      scheduledEndAt: '2026-03-01T15:01:00.000Z',
    };
    const second = '2026-03-01T15:03:00.000Z';
    let state = initialLotState(
      lotId,
      {
        currentBidCents: null,
        bidCount: 0,
        lastBidId: null,
        nextMinimumBidCents: 50_000,
        scheduledEndAt: first.scheduledEndAt,
      },
      [],
      [first],
    );
    const heard = Date.parse('2026-03-01T15:00:30.000Z');
    const event = lotEvent('extension', {
      lotId,
      previousScheduledEndAt: first.scheduledEndAt,
      scheduledEndAt: second,
    });
    state = applyLotEvent(state, event, heard);
    expect(applyLotEvent(state, event, heard + 1000).extensions).toBe(state.extensions);
    expect(state.extensions).toEqual([
      first,
      {
        at: '2026-03-01T15:00:30.000Z',
        previousScheduledEndAt: first.scheduledEndAt,
        scheduledEndAt: second,
      },
    ]);
    // The history read again brings the server's time of the same extension: it replaces the one heard.
    const fromServer = {
      at: '2026-03-01T15:00:29.500Z',
      previousScheduledEndAt: first.scheduledEndAt,
      scheduledEndAt: second,
    };
    state = applyResync(state, {
      bids: [],
      extensions: [first, fromServer],
      lot: {
        currentBidCents: null,
        bidCount: 0,
        lastBidId: null,
        nextMinimumBidCents: 50_000,
        scheduledEndAt: second,
        status: 'OPEN',
      },
    });
    expect(state.extensions).toEqual([first, fromServer]);
  });

  it('closes with the result', () => {
    const state = applyLotEvent(
      applyLotEvent(fresh(), bidEvent(1, 50_000), 0),
      lotEvent('closed', {
        lotId,
        status: 'CLOSED',
        result: 'SOLD',
        winnerUsername: 'ana_1',
        amountCents: 50_000,
        bidCount: 1,
        closedAt: end,
        sellerDeadlineAt: null,
      }),
      0,
    );
    expect(state.status).toBe('CLOSED');
    expect(state.closing).toMatchObject({ result: 'SOLD', winnerUsername: 'ana_1', amountCents: 50_000 });
  });
});
