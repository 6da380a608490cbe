import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { makeListing, makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';
import { bids, lotEvents, lots, sessions } from '../db/schema/index.js';
import { bid, makeBidder, setAutomatic } from './bidding-test-factories.js';

const { app, db, database } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
});

const minute = 60_000;

async function openLot(
  overrides: Parameters<typeof makeLot>[1] = {},
  listing: Parameters<typeof makeListing>[1] = {},
) {
  const event = await makeListing(db, listing);
  const lot = await makeLot(db, {
    listingId: event.id,
    startingBidCents: 50_000,
    incrementCents: 1_000,
    ...overrides,
  });
  return { listing: event, lot };
}

const lotRow = async (id: string) => (await db.select().from(lots).where(eq(lots.id, id)))[0]!;

describe('POST /web/lots/:id/bids', () => {
  it('accepts a bid and answers with a receipt', async () => {
    const { listing, lot } = await openLot();
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const response = await bid(app, bidder, lot.id, { amountCents: 50_000, lastSeenBidId: null });
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      bid: { sequence: 1, amountCents: 50_000 },
      lot: { currentBidCents: 50_000, bidCount: 1, nextMinimumBidCents: 51_000 },
      winning: true,
    });
    expect(receipt.lot.lastBidId).toBe(receipt.bid.id);
    expect(receipt.lot.scheduledEndAt).toBe(lot.scheduledEndAt!.toISOString());
    expect(Math.abs(Date.parse(receipt.serverTime) - Date.now())).toBeLessThan(5_000);
    const row = await lotRow(lot.id);
    expect(row).toMatchObject({ currentBidCents: 50_000, bidCount: 1, lastBidId: receipt.bid.id });
    const events = await db.select().from(lotEvents).where(eq(lotEvents.lotId, lot.id));
    expect(events.map((event) => event.type)).toEqual(['bid']);
    expect(events[0]!.payload).toMatchObject({ sequence: 1, amountCents: 50_000, username: bidder.username });
  });

  it('refuses an outdated view, a low amount and a short increment with the fresh lot state', async () => {
    const { listing, lot } = await openLot();
    const [first, second] = [
      await makeBidder(app, db, { enrolIn: [listing.id] }),
      await makeBidder(app, db, { enrolIn: [listing.id] }),
    ];
    const opening = (await bid(app, first, lot.id, { amountCents: 60_000, lastSeenBidId: null })).json();
    const outdated = await bid(app, second, lot.id, { amountCents: 70_000, lastSeenBidId: null });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({
      code: 'OUTDATED_BID',
      details: { lot: { currentBidCents: 60_000, lastBidId: opening.bid.id, nextMinimumBidCents: 61_000 } },
    });
    const equal = await bid(app, second, lot.id, { amountCents: 60_000, lastSeenBidId: opening.bid.id });
    expect(equal.statusCode).toBe(422);
    expect(equal.json().code).toBe('AMOUNT_LESS_OR_EQUAL_TO_LAST_BID');
    const short = await bid(app, second, lot.id, { amountCents: 60_500, lastSeenBidId: opening.bid.id });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'AMOUNT_BELOW_MINIMUM_INCREMENT',
      message: expect.stringMatching(/^Seu lance está abaixo do lance mínimo de R\$\s610,00\.$/),
      details: { lot: { nextMinimumBidCents: 61_000 } },
    });
    const below = await bid(app, first, (await openLot()).lot.id, {
      amountCents: 10_000,
      lastSeenBidId: null,
    });
    expect(below.json().code).toBe('NOT_ENROLLED');
    const own = await bid(app, first, lot.id, { amountCents: 70_000, lastSeenBidId: opening.bid.id });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('ALREADY_HIGHEST_BIDDER');
    expect((await lotRow(lot.id)).bidCount).toBe(1);
  });

  it('refuses whoever may not bid, each with its reason', async () => {
    const { listing, lot } = await openLot({}, { highBidThresholdCents: 100_000 });
    const cases = [
      [await makeBidder(app, db, { enrolIn: [listing.id], status: 'UNVERIFIED' }), 'BUYER_NOT_VERIFIED', 403],
      [await makeBidder(app, db, { enrolIn: [listing.id], blocked: true }), 'BUYER_BLOCKED', 403],
      [await makeBidder(app, db), 'NOT_ENROLLED', 403],
    ] as const;
    for (const [who, code, status] of cases) {
      const response = await bid(app, who, lot.id, { amountCents: 50_000, lastSeenBidId: null });
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
      expect(response.json().message.length).toBeGreaterThan(20);
    }
    const highBidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const high = await bid(app, highBidder, lot.id, { amountCents: 100_000, lastSeenBidId: null });
    expect([high.statusCode, high.json().code]).toEqual([403, 'HIGH_BID_AGREEMENT_REQUIRED']);
    const agreement = await app.inject({
      method: 'POST',
      url: '/web/high-bid-agreement',
      headers: highBidder.headers,
      payload: { accept: true },
    });
    expect(agreement.statusCode).toBe(200);
    expect(
      (
        await bid(app, highBidder, lot.id, {
          amountCents: 100_000,
          lastSeenBidId: null,
          confirmHighAmount: true,
        })
      ).statusCode,
    ).toBe(201);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/web/lots/${lot.id}/bids`,
      payload: { amountCents: 1, lastSeenBidId: null, idempotencyKey: randomUUID() },
    });
    expect(anonymous.statusCode).toBe(401);
    const signedOut = await makeBidder(app, db, { enrolIn: [listing.id] });
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, signedOut.userId));
    const revoked = await bid(app, signedOut, lot.id, { amountCents: 200_000, lastSeenBidId: null });
    expect([revoked.statusCode, revoked.json().code]).toEqual([401, 'UNAUTHORIZED']);
    const revokedAutomatic = await setAutomatic(app, signedOut, lot.id, 300_000);
    expect(revokedAutomatic.statusCode).toBe(401);
    const unknown = await bid(app, highBidder, randomUUID(), { amountCents: 50_000, lastSeenBidId: null });
    expect(unknown.json().code).toBe('LOT_NOT_FOUND');
    const invalid = await app.inject({
      method: 'POST',
      url: `/web/lots/${lot.id}/bids`,
      headers: highBidder.headers,
      payload: { amountCents: 10.5, lastSeenBidId: null, idempotencyKey: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses bids on a lot that is not open by the database clock', async () => {
    const future = await openLot({}, { startsAt: new Date(Date.now() + 60 * minute) });
    const ended = await openLot({ scheduledEndAt: new Date(Date.now() - 1_000) });
    const closed = await openLot({ status: 'CLOSED' });
    const teaser = await openLot({}, { status: 'TEASER' });
    for (const { listing, lot } of [future, ended, closed, teaser]) {
      const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
      const response = await bid(app, bidder, lot.id, { amountCents: 50_000, lastSeenBidId: null });
      expect([response.statusCode, response.json().code]).toEqual([409, 'LOT_NOT_OPEN']);
    }
  });

  it('answers a retried bid with the first receipt and never bids twice, also when retries race', async () => {
    const { listing, lot } = await openLot();
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const idempotencyKey = randomUUID();
    const first = await bid(app, bidder, lot.id, {
      amountCents: 50_000,
      lastSeenBidId: null,
      idempotencyKey,
    });
    const retry = await bid(app, bidder, lot.id, {
      amountCents: 50_000,
      lastSeenBidId: null,
      idempotencyKey,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const key = randomUUID();
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        bid(app, bidder, lot.id, { amountCents: 0, lastSeenBidId: null, idempotencyKey: key }).then(
          () => null,
        ),
      ),
    );
    expect(racing).toHaveLength(8);
    const other = await makeBidder(app, db, { enrolIn: [listing.id] });
    const concurrentKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        bid(app, other, lot.id, {
          amountCents: 52_000,
          lastSeenBidId: first.json().bid.id,
          idempotencyKey: concurrentKey,
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json().bid.id)).size).toBe(1);
    const rows = await db.select().from(bids).where(eq(bids.lotId, lot.id));
    expect(rows.map((row) => row.sequence).sort()).toEqual([1, 2]);
    const elsewhere = await openLot();
    await db.execute(sql`insert into listing_enrolments (listing_id, buyer_id, edital_accepted_at)
      values (${elsewhere.listing.id}, ${other.buyerId}, now())`);
    const reused = await bid(app, other, elsewhere.lot.id, {
      amountCents: 50_000,
      lastSeenBidId: null,
      idempotencyKey: concurrentKey,
    });
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps 50 concurrent bids and automatic bids gapless, rising, won by the highest maximum', async () => {
    const { listing, lot } = await openLot({ incrementCents: 100 });
    const bidders = await Promise.all(
      Array.from({ length: 25 }, () => makeBidder(app, db, { enrolIn: [listing.id] })),
    );
    const answers = await Promise.all(
      bidders.flatMap((who, index) => [
        setAutomatic(app, who, lot.id, 50_000 + index * 3_000 + (index % 2) * 50, {
          confirmHighAmount: true,
        }),
        bid(app, who, lot.id, { amountCents: 50_000 + index * 100, lastSeenBidId: null }),
      ]),
    );
    for (const answer of answers) {
      expect([200, 201, 409, 422]).toContain(answer.statusCode);
    }
    const rows = await db.select().from(bids).where(eq(bids.lotId, lot.id)).orderBy(bids.sequence);
    expect(rows.length).toBeGreaterThan(25);
    rows.forEach((row, index) => {
      expect(row.sequence).toBe(index + 1);
      if (index > 0) expect(row.amountCents).toBeGreaterThan(rows[index - 1]!.amountCents);
    });
    const final = await lotRow(lot.id);
    expect(final).toMatchObject({
      bidCount: rows.length,
      currentBidCents: rows.at(-1)!.amountCents,
      lastBidId: rows.at(-1)!.id,
      lastBidBuyerId: bidders.at(-1)!.buyerId,
    });
    expect(final.currentBidCents).toBeLessThanOrEqual(50_000 + 24 * 3_000);
  }, 90_000);
});

if (database.kind === 'postgres') {
  // Another process's transaction holds the lot; the batch reads its facts in the statement that waits for
  // the lock, from a snapshot older than that transaction's commit.
  describe('a batch that waited for the lot lock', () => {
    it('reads its facts again when the lot changed meanwhile: an automatic bid set then answers at once', async () => {
      const { listing, lot } = await openLot();
      const holder = await makeBidder(app, db, { enrolIn: [listing.id] });
      const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
      const other = new pg.Client({ connectionString: database.connectionString });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select id from lots where id = $1 for update', [lot.id]);
        await other.query(
          'insert into automatic_bids (lot_id, buyer_id, max_cents, set_at) values ($1, $2, 80000, clock_timestamp())',
          [lot.id, holder.buyerId],
        );
        await other.query('update lots set updated_at = updated_at where id = $1', [lot.id]);
        const pending = bid(app, bidder, lot.id, { amountCents: 50_000, lastSeenBidId: null });
        // Until the bid's statement is waiting for the lot's lock.
        for (let tries = 0; tries < 100; tries += 1) {
          const waiting = await db.execute(
            sql`select count(*)::int as "count" from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if ((waiting as unknown as { rows: { count: number }[] }).rows[0]!.count > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await other.query('commit');
        const response = await pending;
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
          winning: false,
          lot: { bidCount: 2, currentBidCents: 51_000 },
        });
      } finally {
        await other.end();
      }
    });
  });
}

describe('soft close', () => {
  it('extends the end by the window for a bid inside it, and not for one before it', async () => {
    const inside = await openLot({ scheduledEndAt: new Date(Date.now() + 2 * minute) });
    const bidder = await makeBidder(app, db, { enrolIn: [inside.listing.id] });
    const before = Date.now();
    const receipt = (
      await bid(app, bidder, inside.lot.id, { amountCents: 50_000, lastSeenBidId: null })
    ).json();
    const end = Date.parse(receipt.lot.scheduledEndAt);
    expect(end).toBeGreaterThanOrEqual(before + 3 * minute - 1_000);
    expect(end).toBe(Date.parse(receipt.bid.createdAt) + 3 * minute);
    const events = await db
      .select()
      .from(lotEvents)
      .where(eq(lotEvents.lotId, inside.lot.id))
      .orderBy(lotEvents.id);
    expect(events.map((event) => event.type)).toEqual(['bid', 'extension']);
    // The public history carries the extension for the lot's chart.
    const history = await app.inject({ method: 'GET', url: `/web/lots/${inside.lot.id}/bids` });
    expect(history.json().extensions).toEqual([
      {
        at: events[1]!.createdAt.toISOString(),
        previousScheduledEndAt: inside.lot.scheduledEndAt!.toISOString(),
        scheduledEndAt: receipt.lot.scheduledEndAt,
      },
    ]);
    const outside = await openLot({ scheduledEndAt: new Date(Date.now() + 3 * minute + 20_000) });
    const other = await makeBidder(app, db, { enrolIn: [outside.listing.id] });
    const kept = (await bid(app, other, outside.lot.id, { amountCents: 50_000, lastSeenBidId: null })).json();
    expect(kept.lot.scheduledEndAt).toBe(outside.lot.scheduledEndAt!.toISOString());
  });

  it('follows the Event window and extension', async () => {
    const { listing, lot } = await openLot(
      { scheduledEndAt: new Date(Date.now() + 50_000) },
      { softCloseWindowSeconds: 60, softCloseExtensionSeconds: 120 },
    );
    const bidder = await makeBidder(app, db, { enrolIn: [listing.id] });
    const receipt = (await bid(app, bidder, lot.id, { amountCents: 50_000, lastSeenBidId: null })).json();
    expect(Date.parse(receipt.lot.scheduledEndAt)).toBe(Date.parse(receipt.bid.createdAt) + 2 * minute);
  });
});

describe('automatic bids', () => {
  it('bids for the holder when outbid, never beyond the maximum, and keeps the maximum private', async () => {
    const { listing, lot } = await openLot();
    const [holder, rival] = [
      await makeBidder(app, db, { enrolIn: [listing.id] }),
      await makeBidder(app, db, { enrolIn: [listing.id] }),
    ];
    const set = await setAutomatic(app, holder, lot.id, 55_000);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      automaticBid: { maxCents: 55_000 },
      winning: true,
      lot: { currentBidCents: 50_000 },
    });
    const manual = await bid(app, rival, lot.id, {
      amountCents: 52_000,
      lastSeenBidId: set.json().lot.lastBidId,
    });
    expect(manual.statusCode).toBe(201);
    expect(manual.json()).toMatchObject({ winning: false, lot: { currentBidCents: 53_000, bidCount: 3 } });
    const over = await bid(app, rival, lot.id, {
      amountCents: 56_000,
      lastSeenBidId: manual.json().lot.lastBidId,
    });
    expect(over.json()).toMatchObject({ winning: true, lot: { currentBidCents: 56_000 } });
    const history = (await app.inject({ method: 'GET', url: `/web/lots/${lot.id}/bids` })).json();
    expect(
      history.bids.map((entry: { amountCents: number; automatic: boolean; username: string }) => [
        entry.amountCents,
        entry.automatic,
        entry.username,
      ]),
    ).toEqual([
      [50_000, true, holder.username],
      [52_000, false, rival.username],
      [53_000, true, holder.username],
      [56_000, false, rival.username],
    ]);
    expect(JSON.stringify(history)).not.toContain('55000');
    const mine = await app.inject({
      method: 'GET',
      url: `/web/lots/${lot.id}/automatic-bid`,
      headers: holder.headers,
    });
    expect(mine.json()).toMatchObject({ automaticBid: { maxCents: 55_000 } });
    const theirs = await app.inject({
      method: 'GET',
      url: `/web/lots/${lot.id}/automatic-bid`,
      headers: rival.headers,
    });
    expect(theirs.json()).toEqual({ automaticBid: null });
  });

  it('lets the higher maximum win at the other plus one increment, raises and cancels', async () => {
    const { listing, lot } = await openLot();
    const [a, b] = [
      await makeBidder(app, db, { enrolIn: [listing.id] }),
      await makeBidder(app, db, { enrolIn: [listing.id] }),
    ];
    await setAutomatic(app, a, lot.id, 80_000);
    const second = await setAutomatic(app, b, lot.id, 70_000);
    expect(second.json()).toMatchObject({ winning: false, lot: { currentBidCents: 71_000 } });
    const lower = await setAutomatic(app, a, lot.id, 75_000);
    expect([lower.statusCode, lower.json().code]).toEqual([422, 'AUTOMATIC_BID_TOO_LOW']);
    const tooLow = await setAutomatic(app, b, lot.id, 71_500);
    expect(tooLow.json().code).toBe('AUTOMATIC_BID_TOO_LOW');
    const raised = await setAutomatic(app, b, lot.id, 90_000);
    expect(raised.json()).toMatchObject({ winning: true, lot: { currentBidCents: 81_000 } });
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/web/lots/${lot.id}/automatic-bid`,
      headers: b.headers,
    });
    expect(cancel.json()).toMatchObject({ automaticBid: null, winning: true });
    const again = await app.inject({
      method: 'DELETE',
      url: `/web/lots/${lot.id}/automatic-bid`,
      headers: b.headers,
    });
    expect([again.statusCode, again.json().code]).toEqual([404, 'AUTOMATIC_BID_NOT_FOUND']);
    const rows = await db.select().from(bids).where(eq(bids.lotId, lot.id)).orderBy(bids.sequence);
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index + 1));
  });
});

describe('GET /backoffice/lots/:id/bid-log', () => {
  it('exports every bid as CSV and JSON to staff only', async () => {
    const { listing, lot } = await openLot();
    const [a, b] = [
      await makeBidder(app, db, { enrolIn: [listing.id] }),
      await makeBidder(app, db, { enrolIn: [listing.id] }),
    ];
    await setAutomatic(app, a, lot.id, 52_000);
    const manual = (
      await bid(app, b, lot.id, { amountCents: 51_000, lastSeenBidId: (await lotRow(lot.id)).lastBidId })
    ).json();
    expect(manual.winning).toBe(false);
    const url = `/backoffice/lots/${lot.id}/bid-log`;
    expect((await app.inject({ method: 'GET', url, headers: a.headers })).statusCode).toBe(403);
    const staff = await signedInStaff(app, db, 'CIRCULA_BACKOFFICE', 0);
    const json = await app.inject({ method: 'GET', url: `${url}?format=json`, headers: staff.headers });
    expect(json.statusCode).toBe(200);
    expect(json.json().bids).toEqual([
      {
        sequence: 1,
        serverTime: expect.any(String),
        username: a.username,
        amountCents: 50_000,
        automatic: true,
      },
      {
        sequence: 2,
        serverTime: manual.bid.createdAt,
        username: b.username,
        amountCents: 51_000,
        automatic: false,
      },
      {
        sequence: 3,
        serverTime: manual.bid.createdAt,
        username: a.username,
        amountCents: 52_000,
        automatic: true,
      },
    ]);
    const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 0);
    const csv = await app.inject({ method: 'GET', url: `${url}?format=csv`, headers: support.headers });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`lances-lote-${lot.number}`);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'sequencia,data_hora_servidor_utc,data_hora_brasilia,usuario,valor_centavos,valor,automatico',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(`,${b.username},51000,`);
    expect(lines[2]?.endsWith(',não')).toBe(true);
  });
});
