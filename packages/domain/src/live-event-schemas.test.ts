import { describe, expect, it } from 'vitest';
import { listingStreamEventSchema, lotStreamEventSchema } from './live-event-schemas.js';
import { noticeStreamEventSchema } from './notification-schemas.js';

const lotId = '00000000-0000-4000-8000-000000000001';
const listingId = '00000000-0000-4000-8000-0000000000e1';
const at = '2026-03-01T15:00:00.000Z';
const sent = { id: 7, serverTime: at };
const extension = {
  type: 'extension',
  lotId,
  listingId,
  previousScheduledEndAt: at,
  scheduledEndAt: at,
  ...sent,
};
const snapshot = {
  type: 'state',
  listingId,
  status: 'OPEN',
  lots: [
    {
      lotId,
      number: 1,
      status: 'OPEN',
      currentBidCents: null,
      bidCount: 0,
      lastBidId: null,
      scheduledEndAt: null,
    },
  ],
  ...sent,
};

describe('live event schemas', () => {
  it('read each event by its type, and refuse a field no event has', () => {
    expect(lotStreamEventSchema.parse(extension)).toEqual(extension);
    expect(lotStreamEventSchema.safeParse({ ...extension, amountCents: 1 }).success).toBe(false);
    expect(lotStreamEventSchema.safeParse({ ...extension, type: 'bid' }).success).toBe(false);
    expect(lotStreamEventSchema.safeParse({ type: 'heartbeat', serverTime: at }).success).toBe(true);
  });

  it('take the Event snapshot on the Event stream only', () => {
    expect(listingStreamEventSchema.safeParse(snapshot).success).toBe(true);
    expect(lotStreamEventSchema.safeParse(snapshot).success).toBe(false);
    // A lot's own state (a judicial lot's second phase) reaches the Event stream too.
    const phase = {
      type: 'state',
      lotId,
      listingId,
      status: 'OPEN',
      judicialPhase: 2,
      currentBidCents: null,
      bidCount: 0,
      lastBidId: null,
      nextMinimumBidCents: 60_000,
      scheduledEndAt: at,
      ...sent,
    };
    expect(listingStreamEventSchema.safeParse(phase).success).toBe(true);
    expect(lotStreamEventSchema.safeParse(phase).success).toBe(true);
  });

  it('read a closed lot with its result, and the seller’s answer to a conditional sale', () => {
    const closed = {
      type: 'closed',
      lotId,
      listingId,
      status: 'CLOSED',
      result: 'CONDITIONAL',
      winnerUsername: 'ana_1',
      amountCents: 12_000,
      bidCount: 2,
      closedAt: at,
      sellerDeadlineAt: at,
      ...sent,
    };
    expect(lotStreamEventSchema.safeParse(closed).success).toBe(true);
    expect(
      lotStreamEventSchema.safeParse({ ...closed, result: 'SOLD', closingStatus: 'APPROVED' }).success,
    ).toBe(true);
    expect(lotStreamEventSchema.safeParse({ ...closed, result: 'WON' }).success).toBe(false);
  });

  it('read the notice stream: a notice (with its own type) without its read mark, and ready', () => {
    const notice = {
      id: '00000000-0000-4000-8000-0000000000a1',
      type: 'OUTBID',
      title: 'Seu lance foi superado',
      body: 'Lote 1',
      data: { lotId },
      createdAt: at,
    };
    expect(noticeStreamEventSchema.parse({ event: 'notification', data: notice })).toEqual({
      event: 'notification',
      data: notice,
    });
    expect(
      noticeStreamEventSchema.safeParse({ event: 'notification', data: { ...notice, readAt: null } }).success,
    ).toBe(false);
    expect(noticeStreamEventSchema.safeParse({ event: 'ready', data: {} }).success).toBe(true);
  });
});
