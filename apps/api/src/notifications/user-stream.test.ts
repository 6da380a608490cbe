import { noticeStreamEventSchema } from '@circula/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import {
  everyReceivedEvent,
  forgetReceivedEvents,
  openSse,
  type SseConnection,
} from '../live/sse-test-client.js';

// The contract check at the end reads only this file's events.
beforeAll(forgetReceivedEvents);

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  NOTIFICATIONS_MAX_STREAMS_PER_USER: '2',
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const open: SseConnection[] = [];
afterAll(() => {
  for (const connection of open) connection.close();
});

async function stream(headers: Record<string, string>) {
  const connection = await openSse(`${base}/web/notifications/stream`, headers);
  open.push(connection);
  return connection;
}

async function lotWithBidders(count: number) {
  const listing = await makeListing(db);
  const lot = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, incrementCents: 1_000 });
  const bidders = [];
  for (let index = 0; index < count; index += 1)
    bidders.push(await makeBidder(app, db, { enrolIn: [listing.id] }));
  return { listing, lot, bidders };
}

async function outbid(lotId: string, first: Awaited<ReturnType<typeof makeBidder>>, second: typeof first) {
  const placed = (await bid(app, first, lotId, { amountCents: 10_000, lastSeenBidId: null })).json();
  const over = await bid(app, second, lotId, { amountCents: 11_000, lastSeenBidId: placed.bid.id });
  expect(over.statusCode).toBe(201);
}

describe('GET /web/notifications/stream', () => {
  it('answers 401 to an anonymous caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/web/notifications/stream' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('brings the outbid notice to the outbid buyer live, and to no one else', async () => {
    const { lot, bidders } = await lotWithBidders(3);
    const [outbidBuyer, winner, bystander] = bidders as [
      (typeof bidders)[0],
      (typeof bidders)[0],
      (typeof bidders)[0],
    ];
    const mine = await stream(outbidBuyer.headers);
    const theirs = await stream(winner.headers);
    const other = await stream(bystander.headers);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toContain('text/event-stream');
    await Promise.all([mine, theirs, other].map((s) => s.next((event) => event.event === 'ready')));

    await outbid(lot.id, outbidBuyer, winner);

    const notice = await mine.next((event) => event.event === 'notification', 5_000);
    expect(notice.data).toMatchObject({
      type: 'OUTBID',
      data: { lotId: lot.id, lotNumber: lot.number, currentBidCents: 11_000 },
    });
    expect(notice.data.title).toContain('Seu lance foi superado');
    expect(notice.data).not.toHaveProperty('userId');
    // The SSE id is the bell's own notice id.
    const bell = await app.inject({ method: 'GET', url: '/web/notifications', headers: outbidBuyer.headers });
    expect(bell.json().notifications[0].id).toBe(notice.id);
    // Give any misrouted frame time to arrive before asserting it never did.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.events.filter((event) => event.event === 'notification')).toEqual([]);
    expect(other.events.filter((event) => event.event === 'notification')).toEqual([]);
  });

  it('resumes from Last-Event-ID with the notices missed while away', async () => {
    const listing = await makeListing(db);
    const lots = [
      await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, incrementCents: 1_000 }),
      await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, incrementCents: 1_000 }),
    ];
    const buyer = await makeBidder(app, db, { enrolIn: [listing.id] });
    const rival = await makeBidder(app, db, { enrolIn: [listing.id] });
    const first = await stream(buyer.headers);
    await first.next((event) => event.event === 'ready');
    await outbid(lots[0]!.id, buyer, rival);
    const heard = await first.next((event) => event.event === 'notification');
    first.close();

    await outbid(lots[1]!.id, buyer, rival);
    await expect
      .poll(
        async () =>
          (await app.inject({ method: 'GET', url: '/web/notifications', headers: buyer.headers })).json()
            .notifications.length,
      )
      .toBe(2);

    const resumed = await stream({ ...buyer.headers, 'last-event-id': heard.id! });
    const missed = await resumed.next((event) => event.event === 'notification');
    expect(missed.data).toMatchObject({ data: { lotId: lots[1]!.id } });
    await resumed.next((event) => event.event === 'ready');
    expect(resumed.events.filter((event) => event.event === 'notification')).toHaveLength(1);
    // Another user's notice id resumes nothing.
    const stranger = await makeBidder(app, db);
    const foreign = await stream({ ...stranger.headers, 'last-event-id': heard.id! });
    await foreign.next((event) => event.event === 'ready');
    expect(foreign.events.filter((event) => event.event === 'notification')).toEqual([]);
  });

  it('caps the streams of one user, also when they open at once', async () => {
    const buyer = await makeBidder(app, db);
    const attempts = await Promise.all([1, 2, 3, 4].map(() => stream(buyer.headers)));
    const statuses = attempts.map((attempt) => attempt.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429]);
    const otherUser = await makeBidder(app, db);
    expect((await stream(otherUser.headers)).status).toBe(200);
  });
});

describe('the notice stream follows the contract of @circula/domain', () => {
  // Runs last: every event the tests above received.
  it('every notice and ready event sent above parses with noticeStreamEventSchema', () => {
    const received = everyReceivedEvent();
    expect(new Set(received.map(({ event }) => event.event))).toEqual(new Set(['notification', 'ready']));
    for (const { event } of received) {
      const parsed = noticeStreamEventSchema.safeParse({ event: event.event, data: event.data });
      expect(parsed.error?.issues ?? [], `${event.event} ${JSON.stringify(event.data)}`).toEqual([]);
    }
  });
});
