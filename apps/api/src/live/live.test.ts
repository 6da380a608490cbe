import {
  bidPayloadSchema,
  closedPayloadSchema,
  extensionPayloadSchema,
  listingStreamEventSchema,
  lotStatePayloadSchema,
  lotStreamEventSchema,
} from '@circula/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { bid, makeBidder } from '../bidding/bidding-test-factories.js';
import { openDatabase } from '../db/client.js';
import { lotEvents, lots } from '../db/schema/index.js';
import { closeLot } from '../lot-closing/close-lot.js';
import { closeLotDeps } from '../lot-closing/lot-closing-jobs.js';
import { publishClosingAnswer } from '../lot-closing/lot-closing-repository.js';
import { everyReceivedEvent, forgetReceivedEvents, openSse } from './sse-test-client.js';

// The contract check at the end reads only this file's events.
beforeAll(forgetReceivedEvents);

const overrides = { AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000', BIDS_RATE_LIMIT_MAX: '100000' };
const { app, db, database } = await createTestApp(overrides);
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// A second API process on the same database: its own pool (on PostgreSQL) and its own LISTEN.
const secondDatabase =
  database.kind === 'postgres' ? await openDatabase({ databaseUrl: database.connectionString }) : database;
const second = await buildApp(testConfig(overrides), { database: secondDatabase });
await second.listen({ host: '127.0.0.1', port: 0 });
const secondBase = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
afterAll(async () => {
  await second.close();
  if (secondDatabase !== database) await secondDatabase.close();
});

async function lotWithBidders(count: number) {
  const listing = await makeListing(db);
  const lot = await makeLot(db, { listingId: listing.id, startingBidCents: 10_000, incrementCents: 1_000 });
  const bidders = [];
  for (let index = 0; index < count; index += 1)
    bidders.push(await makeBidder(app, db, { enrolIn: [listing.id] }));
  return { listing, lot, bidders };
}

describe('GET /web/time', () => {
  it("offers the database's clock", async () => {
    const response = await app.inject({ method: 'GET', url: '/web/time' });
    expect(Math.abs(Date.parse(response.json().serverTime) - Date.now())).toBeLessThan(2_000);
  });
});

describe('GET /web/lots/:id/stream', () => {
  it('sends the state, then each bid with its sequence, username and end, and resumes without a gap', async () => {
    const { lot, bidders } = await lotWithBidders(2);
    const [a, b] = bidders as [(typeof bidders)[0], (typeof bidders)[0]];
    const stream = await openSse(`${base}/web/lots/${lot.id}/stream`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const state = await stream.next((event) => event.event === 'state');
    expect(state.data).toMatchObject({
      lotId: lot.id,
      bidCount: 0,
      currentBidCents: null,
      nextMinimumBidCents: 10_000,
    });
    expect(typeof state.data.serverTime).toBe('string');
    const first = (await bid(app, a, lot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    const heard = await stream.next((event) => event.event === 'bid');
    expect(heard.data).toMatchObject({
      sequence: 1,
      amountCents: 10_000,
      username: a.username,
      automatic: false,
      scheduledEndAt: lot.scheduledEndAt!.toISOString(),
      nextMinimumBidCents: 11_000,
    });
    expect(Number(heard.id)).toBeGreaterThan(Number(state.id));
    stream.close();

    // While the viewer is away, two more bids.
    const second = (await bid(app, b, lot.id, { amountCents: 11_000, lastSeenBidId: first.bid.id })).json();
    await bid(app, a, lot.id, { amountCents: 12_000, lastSeenBidId: second.bid.id });
    const resumed = await openSse(`${base}/web/lots/${lot.id}/stream`, { 'last-event-id': heard.id! });
    await resumed.next((event) => event.data.sequence === 3);
    const fourth = bid(app, b, lot.id, { amountCents: 13_000, lastSeenBidId: null });
    expect((await fourth).statusCode).toBe(409);
    const bidsHeard = () =>
      resumed.events.filter((event) => event.event === 'bid').map((event) => event.data.sequence);
    expect(bidsHeard()).toEqual([2, 3]);
    expect(resumed.events.some((event) => event.event === 'state')).toBe(false);
    resumed.close();
  });

  it('answers 404 for a lot nobody may see', async () => {
    const draft = await makeListing(db, { status: 'DRAFT' });
    const lot = await makeLot(db, { listingId: draft.id });
    const response = await app.inject({ method: 'GET', url: `/web/lots/${lot.id}/stream` });
    expect([response.statusCode, response.json().code]).toEqual([404, 'LOT_NOT_FOUND']);
  });
});

describe('GET /web/listings/:id/stream', () => {
  it('resumes with Last-Event-ID without a gap: every missed bid of every lot, each once, repeats only of what the viewer had', async () => {
    const { listing, lot, bidders } = await lotWithBidders(2);
    const other = await makeLot(db, {
      listingId: listing.id,
      startingBidCents: 10_000,
      incrementCents: 1_000,
    });
    const [a, b] = bidders as [(typeof bidders)[0], (typeof bidders)[0]];
    const stream = await openSse(`${base}/web/listings/${listing.id}/stream`);
    const state = await stream.next((event) => event.event === 'state');
    expect(state.data.lots).toHaveLength(2);
    const lotFirst = (await bid(app, a, lot.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    const otherFirst = (await bid(app, b, other.id, { amountCents: 10_000, lastSeenBidId: null })).json();
    await stream.next((event) => event.event === 'bid' && event.data.lotId === other.id);
    const had = stream.events.filter((event) => event.event === 'bid');
    expect(had.map((event) => [event.data.lotId, event.data.sequence])).toEqual([
      [lot.id, 1],
      [other.id, 1],
    ]);
    const lastId = had.at(-1)!.id!;
    stream.close();

    // While the viewer is away, bids on both lots.
    const lotSecond = (
      await bid(app, b, lot.id, { amountCents: 11_000, lastSeenBidId: lotFirst.bid.id })
    ).json();
    const otherSecond = (
      await bid(app, a, other.id, { amountCents: 11_000, lastSeenBidId: otherFirst.bid.id })
    ).json();
    await bid(app, a, lot.id, { amountCents: 12_000, lastSeenBidId: lotSecond.bid.id });

    const resumed = await openSse(`${base}/web/listings/${listing.id}/stream`, { 'last-event-id': lastId });
    await resumed.next((event) => event.data.lotId === lot.id && event.data.sequence === 3);
    await resumed.next((event) => event.data.lotId === other.id && event.data.sequence === 2);
    // And the live feed carries on after the replay.
    await bid(app, b, other.id, { amountCents: 12_000, lastSeenBidId: otherSecond.bid.id });
    await resumed.next((event) => event.data.lotId === other.id && event.data.sequence === 3);

    expect(resumed.events.some((event) => event.event === 'state')).toBe(false);
    const bidsHeard = resumed.events.filter((event) => event.event === 'bid');
    const keys = bidsHeard.map((event) => `${event.data.lotId}:${event.data.sequence}`);
    // Never the same event twice on one connection.
    expect(new Set(keys).size).toBe(keys.length);
    // Nothing missed: after dropping what it had (by id), the viewer has every later bid of both lots.
    const hadIds = new Set(had.map((event) => event.id));
    const fresh = bidsHeard.filter((event) => !hadIds.has(event.id));
    expect(fresh.map((event) => `${event.data.lotId}:${event.data.sequence}`).sort()).toEqual(
      [`${lot.id}:2`, `${lot.id}:3`, `${other.id}:2`, `${other.id}:3`].sort(),
    );
    // A repeat (the look-back for late commits) is only ever an event the viewer already had.
    for (const event of bidsHeard.filter((entry) => hadIds.has(entry.id))) {
      expect(Number(event.id)).toBeLessThanOrEqual(Number(lastId));
    }
    // Each lot's bids arrive in sequence order.
    for (const lotId of [lot.id, other.id]) {
      const sequences = bidsHeard
        .filter((event) => event.data.lotId === lotId)
        .map((event) => event.data.sequence);
      expect(sequences).toEqual([...sequences].sort());
    }
    resumed.close();
  });
});

describe('two API instances on one database', () => {
  it("delivers a bid made on one to the other's lot and Event viewers", async () => {
    const { listing, lot, bidders } = await lotWithBidders(1);
    const lotStream = await openSse(`${secondBase}/web/lots/${lot.id}/stream`);
    const listingStream = await openSse(`${secondBase}/web/listings/${listing.id}/stream`);
    await lotStream.next((event) => event.event === 'state');
    const listingState = await listingStream.next((event) => event.event === 'state');
    expect(listingState.data.lots).toHaveLength(1);
    const started = Date.now();
    const receipt = (
      await bid(app, bidders[0]!, lot.id, { amountCents: 10_000, lastSeenBidId: null })
    ).json();
    const onLot = await lotStream.next((event) => event.event === 'bid');
    const onListing = await listingStream.next((event) => event.event === 'bid');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(onLot.data).toMatchObject({ bidId: receipt.bid.id, sequence: 1, lotId: lot.id });
    expect(onListing.data).toMatchObject({ bidId: receipt.bid.id, listingId: listing.id });
    lotStream.close();
    listingStream.close();
  });
});

describe('the live events follow the contract of @circula/domain', () => {
  const endNow = (lotId: string) =>
    db
      .update(lots)
      .set({ scheduledEndAt: new Date(Date.now() - 1_000) })
      .where(eq(lots.id, lotId));

  it("sends every kind of event over a lot's life: state, bid, extension, closed (twice), heartbeat", async () => {
    // An instance whose heartbeat beats every second, on the same database.
    const beating = await buildApp(testConfig({ ...overrides, LIVE_HEARTBEAT_SECONDS: '1' }), { database });
    await beating.listen({ host: '127.0.0.1', port: 0 });
    const beatingBase = `http://127.0.0.1:${(beating.server.address() as { port: number }).port}`;
    try {
      const listing = await makeListing(db);
      // Closing inside the soft-close window, with a reserve above the bids: a conditional sale.
      const lot = await makeLot(db, {
        listingId: listing.id,
        startingBidCents: 10_000,
        incrementCents: 1_000,
        reserveCents: 50_000,
      });
      await db
        .update(lots)
        .set({ scheduledEndAt: new Date(Date.now() + 60_000) })
        .where(eq(lots.id, lot.id));
      const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
      const lotStream = await openSse(`${beatingBase}/web/lots/${lot.id}/stream`);
      const listingStream = await openSse(`${beatingBase}/web/listings/${listing.id}/stream`);
      await lotStream.next((event) => event.event === 'state');
      await listingStream.next((event) => event.event === 'state');

      await bid(app, bidder, lot.id, { amountCents: 10_000, lastSeenBidId: null });
      await lotStream.next((event) => event.event === 'extension');
      await endNow(lot.id);
      const closed = await closeLot(closeLotDeps(app), lot.id);
      expect(closed).toMatchObject({ outcome: 'closed', closingStatus: 'PENDING_CONFIRMATION' });
      const first = await lotStream.next((event) => event.event === 'closed');
      expect(first.data).toMatchObject({ result: 'CONDITIONAL', winnerUsername: bidder.username });
      await publishClosingAnswer(db, {
        lotId: lot.id,
        listingId: listing.id,
        status: 'APPROVED',
        winnerUsername: bidder.username,
        amountCents: 10_000,
        bidCount: 1,
        closedAt: new Date(),
      });
      await listingStream.next(
        (event) => event.event === 'closed' && event.data.closingStatus === 'APPROVED',
      );
      await lotStream.next((event) => event.event === 'heartbeat');
      await listingStream.next((event) => event.event === 'heartbeat');
      lotStream.close();
      listingStream.close();

      // A judicial auction's lot without bids moves to its second phase: a lot `state` on both streams.
      const now = Date.now();
      const judicial = await makeListing(db, {
        type: 'JUDICIAL_PHASED_AUCTION',
        segment: 'Judicial',
        secondPhaseStartsAt: new Date(now - 1_000),
        secondPhaseEndsAt: new Date(now + 3_600_000),
        secondPhasePercentage: 60,
      });
      const phased = await makeLot(db, { listingId: judicial.id, estimatedValueCents: 100_000 });
      const phasedStream = await openSse(`${beatingBase}/web/lots/${phased.id}/stream`);
      const judicialStream = await openSse(`${beatingBase}/web/listings/${judicial.id}/stream`);
      await phasedStream.next((event) => event.event === 'state');
      await judicialStream.next((event) => event.event === 'state');
      await endNow(phased.id);
      expect(await closeLot(closeLotDeps(app), phased.id)).toMatchObject({ outcome: 'second-phase' });
      const phase = await judicialStream.next(
        (event) => event.event === 'state' && 'judicialPhase' in event.data,
      );
      expect(phase.data).toMatchObject({ lotId: phased.id, judicialPhase: 2, nextMinimumBidCents: 60_000 });
      await phasedStream.next((event) => event.event === 'state' && event.data.judicialPhase === 2);
      phasedStream.close();
      judicialStream.close();
    } finally {
      await beating.close();
    }
  });

  // Runs last: every event the tests of this file received, and every event they stored.
  it('every event sent in these tests parses with the stream schema of its page', () => {
    const received = everyReceivedEvent();
    const kinds = new Set(received.map(({ event }) => event.event));
    expect(kinds).toEqual(new Set(['state', 'bid', 'extension', 'closed', 'heartbeat']));
    for (const { url, event } of received) {
      const schema = url.includes('/web/listings/') ? listingStreamEventSchema : lotStreamEventSchema;
      const parsed = schema.safeParse({ ...event.data, type: event.event });
      expect(parsed.error?.issues ?? [], `${url} ${event.event} ${JSON.stringify(event.data)}`).toEqual([]);
    }
  });

  it('every stored lot event carries the payload of its type', async () => {
    const payloadSchemas = {
      state: lotStatePayloadSchema,
      bid: bidPayloadSchema,
      extension: extensionPayloadSchema,
      closed: closedPayloadSchema,
    };
    const stored = await db.select().from(lotEvents);
    expect(new Set(stored.map((event) => event.type))).toEqual(
      new Set(['state', 'bid', 'extension', 'closed']),
    );
    for (const event of stored) {
      const parsed = payloadSchemas[event.type].safeParse(event.payload);
      expect(parsed.error?.issues ?? [], `${event.type} ${JSON.stringify(event.payload)}`).toEqual([]);
    }
  });
});
