/**
 * The closing storm: LOTS (10,000) lots across EVENTS (100) auctions, all ending within the same minute
 * (each Event's lots staggered by its closing interval, the Events spread over the minute), with bids on a
 * third of them, on a throwaway PostgreSQL database, closed by the job workers of TWO real API processes
 * (`node --import tsx apps/api/src/server.ts`). Prints per-lot lateness (closed_at − scheduled end)
 * p50/p99/max, closings per second, and checks in the database: every lot closed exactly once, every
 * winner the highest bid, every payment intent the Event's creation mode asks for created exactly once.
 * The `kill` phase does the same with one of the two processes killed (SIGKILL) in the middle of the minute.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run closing-storm -w @circula/bench
 *   … npm run closing-storm -w @circula/bench -- --lots 1000          (both phases, smaller)
 *   … npm run closing-storm -w @circula/bench -- --lots 1000 --kill   (only the kill phase)
 *   … npm run closing-storm -w @circula/bench -- --no-kill            (only the phase without a kill)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PaymentIntentCreationMode } from '@circula/domain';
import pg from 'pg';
import { auctioneers, buyers, listings, lots, sellers, users } from '../apps/api/src/db/schema/index.js';
import { createBenchDatabase, fmt, percentile } from './lib/bidding-setup.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const lotTotal = Number(flag('lots') ?? process.env.LOTS ?? 10_000);
const eventTotal = Number(flag('events') ?? process.env.EVENTS ?? 100);
/** Seconds between the processes being ready and the first lot's end (the job workers are polling by then). */
const leadSeconds = Number(flag('lead') ?? process.env.LEAD_SECONDS ?? 20);
const bidderTotal = 60;
const phases = process.argv.includes('--kill')
  ? (['kill'] as const)
  : process.argv.includes('--no-kill')
    ? (['normal'] as const)
    : (['normal', 'kill'] as const);

/** Creation modes cycled over the Events (AUCTION type: no judicial second phase). */
const modes: PaymentIntentCreationMode[] = [
  'PER_LOT_END',
  'ON_LISTING_END',
  'OFF',
  'JUDICIAL_PIX_COMMISSION',
  'JUDICIAL_ALL_DEPOSITS',
];

interface PlannedLot {
  id: string;
  listingId: string;
  number: number;
  reserveCents: number | null;
  /** The buyers' bids in order (amounts rising); the last is the winner. */
  bids: { buyerIndex: number; amountCents: number }[];
}

interface PlannedEvent {
  id: string;
  mode: PaymentIntentCreationMode;
  intervalSeconds: number;
  offsetSeconds: number;
  lots: PlannedLot[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One real API process (the server entry, job workers on), resolved once `/ready` answers. */
async function startServer(databaseUrl: string, name: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')],
    {
      cwd: path.join(repoRoot, 'apps/api'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        JOBS_ENABLED: 'true',
        SEED_DEMO_DATA: 'false',
        DATA_DIR: path.join('/tmp', `closing-storm-${randomUUID().slice(0, 8)}`),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`API process ${name} exited before it was ready`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/ready`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API process ${name} not ready after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    pid: child.pid!,
    kill: () => child.kill('SIGKILL'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Events, lots, buyers and bids written straight to the database (the way the seed does), all far ahead. */
async function setUp(database: Awaited<ReturnType<typeof createBenchDatabase>>) {
  const db = database.handle.db;
  const [seller] = await db.insert(sellers).values({ name: 'Comitente da tempestade' }).returning();
  const [auctioneer] = await db
    .insert(auctioneers)
    .values({ name: 'Leiloeira da tempestade', registration: 'JUCESP nº 2' })
    .returning();
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: bidderTotal }, (_, index) => ({
        name: `Arrematante ${index}`,
        email: `arrematante-${index}-${randomUUID().slice(0, 6)}@example.com`,
      })),
    )
    .returning({ id: users.id });
  const buyerRows = await db
    .insert(buyers)
    .values(
      userRows.map((user, index) => ({
        userId: user.id,
        username: `arrematante_${index}_${randomUUID().slice(0, 4)}`,
        status: 'VERIFIED' as const,
        type: 'NATURAL_PERSON' as const,
      })),
    )
    .returning({ id: buyers.id });
  const buyerIds = buyerRows.map((row) => row.id);

  const lotsPerEvent = Math.ceil(lotTotal / eventTotal);
  // Each Event's lots end `interval` seconds apart (an integer, as the Event stores it) within half a
  // minute at most; the Events' first ends are spread over the rest of the minute.
  const intervalSeconds = lotsPerEvent > 1 ? Math.min(60, Math.floor(30 / (lotsPerEvent - 1))) : 0;
  const span = (lotsPerEvent - 1) * intervalSeconds;
  const farAhead = new Date(Date.now() + 3_600_000);
  const events: PlannedEvent[] = [];
  let lotIndex = 0;
  for (let eventIndex = 0; eventIndex < eventTotal && lotIndex < lotTotal; eventIndex += 1) {
    const mode = modes[eventIndex % modes.length]!;
    const [listing] = await db
      .insert(listings)
      .values({
        slug: `tempestade-${eventIndex}-${randomUUID().slice(0, 6)}`,
        type: 'AUCTION',
        segment: 'Outras Desativações',
        status: 'OPEN',
        sellerId: seller!.id,
        auctioneerId: auctioneer!.id,
        title: `Evento da tempestade ${eventIndex + 1}`,
        city: 'São Paulo',
        state: 'SP',
        startsAt: new Date(Date.now() - 3_600_000),
        scheduledEndAt: farAhead,
        closingIntervalSeconds: intervalSeconds,
        paymentIntentCreationMode: mode,
      })
      .returning({ id: listings.id });
    const planned: PlannedEvent = {
      id: listing!.id,
      mode,
      intervalSeconds,
      offsetSeconds: Math.floor((eventIndex * Math.max(0, 59 - span)) / eventTotal),
      lots: [],
    };
    const count = Math.min(lotsPerEvent, lotTotal - lotIndex);
    for (let number = 1; number <= count; number += 1, lotIndex += 1) {
      const withBids = lotIndex % 3 === 0;
      const bidCount = withBids ? 1 + (lotIndex % 4) : 0;
      const bids = Array.from({ length: bidCount }, (_, sequence) => ({
        buyerIndex: (lotIndex * 7 + sequence * 13) % bidderTotal,
        amountCents: 10_000 + sequence * 500,
      }));
      // One lot in eleven with bids has a reserve above its last bid: PENDING_CONFIRMATION, no intent yet.
      const reserveCents = withBids && lotIndex % 11 === 0 ? 1_000_000 : null;
      planned.lots.push({ id: randomUUID(), listingId: listing!.id, number, reserveCents, bids });
    }
    events.push(planned);
  }

  const allLots = events.flatMap((event) => event.lots);
  for (let start = 0; start < allLots.length; start += 1_000) {
    await db.insert(lots).values(
      allLots.slice(start, start + 1_000).map((lot) => ({
        id: lot.id,
        listingId: lot.listingId,
        number: lot.number,
        title: `Lote ${lot.number} da tempestade`,
        macroCategory: 'OUTROS' as const,
        startingBidCents: 10_000,
        incrementCents: 500,
        reserveCents: lot.reserveCents,
        scheduledEndAt: farAhead,
        city: 'São Paulo',
        state: 'SP',
      })),
    );
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const bidRows = allLots.flatMap((lot) =>
    lot.bids.map((bid, index) => ({
      lotId: lot.id,
      listingId: lot.listingId,
      buyerId: buyerIds[bid.buyerIndex]!,
      sequence: index + 1,
      amountCents: bid.amountCents,
    })),
  );
  for (let start = 0; start < bidRows.length; start += 2_000) {
    const slice = bidRows.slice(start, start + 2_000);
    await client.query(
      `insert into bids (lot_id, listing_id, buyer_id, sequence, amount_cents)
       select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::bigint[])`,
      [
        slice.map((row) => row.lotId),
        slice.map((row) => row.listingId),
        slice.map((row) => row.buyerId),
        slice.map((row) => row.sequence),
        slice.map((row) => row.amountCents),
      ],
    );
  }
  // The lots' state as the engine leaves it: the last bid is the current one.
  await client.query(`
    update lots l set bid_count = b.total, current_bid_cents = b.amount_cents, last_bid_id = b.id,
                      last_bid_buyer_id = b.buyer_id
    from (select id, lot_id, amount_cents, buyer_id, count(*) over (partition by lot_id) as total,
                 row_number() over (partition by lot_id order by sequence desc) as position
          from bids) b
    where b.lot_id = l.id and b.position = 1`);
  await client.end();
  return { events, buyerIds };
}

/** Moves every lot's end into the coming minute: Event offset + (number − 1) × interval after `firstEnd`. */
async function scheduleStorm(client: pg.Client, events: PlannedEvent[], firstEnd: Date) {
  for (const event of events) {
    await client.query(
      `update lots set scheduled_end_at = $1::timestamptz + make_interval(secs => $2 + (number - 1) * $3)
       where listing_id = $4`,
      [firstEnd, event.offsetSeconds, event.intervalSeconds, event.id],
    );
    await client.query(
      `update listings set scheduled_end_at = $1::timestamptz + make_interval(secs => $2) where id = $3`,
      [firstEnd, event.offsetSeconds, event.id],
    );
  }
}

async function runPhase(phase: 'normal' | 'kill') {
  console.log(
    `\n=== phase: ${phase === 'kill' ? 'one process killed (SIGKILL) mid-minute' : 'two processes'} ===`,
  );
  const database = await createBenchDatabase('storm');
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
  };
  try {
    const setUpStarted = Date.now();
    const { events, buyerIds } = await setUp(database);
    const allLots = events.flatMap((event) => event.lots);
    console.log(
      `set-up: ${allLots.length} lots in ${events.length} Events (interval ${events[0]!.intervalSeconds} s), ` +
        `${allLots.filter((lot) => lot.bids.length > 0).length} with bids, in ${fmt((Date.now() - setUpStarted) / 1000)} s`,
    );
    // One after the other: two processes creating pg-boss's queues at once on a fresh database can
    // deadlock, and the loser exits (a supervisor would restart it; see docs/operations.md).
    const first = await startServer(database.url, 'A');
    const servers = [first, await startServer(database.url, 'B')];
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows: nowRows } = await client.query<{ now: Date }>('select clock_timestamp() as now');
      const firstEnd = new Date(nowRows[0]!.now.getTime() + leadSeconds * 1000);
      await scheduleStorm(client, events, firstEnd);
      const { rows: span } = await client.query<{ first: Date; last: Date }>(
        `select min(scheduled_end_at) as first, max(scheduled_end_at) as last from lots`,
      );
      console.log(
        `lots end from ${span[0]!.first.toISOString()} to ${span[0]!.last.toISOString()} ` +
          `(${fmt((span[0]!.last.getTime() - span[0]!.first.getTime()) / 1000)} s)`,
      );
      let killedAt: Date | null = null;
      if (phase === 'kill') {
        const middle = (span[0]!.first.getTime() + span[0]!.last.getTime()) / 2;
        setTimeout(
          () => {
            killedAt = new Date();
            servers[0]!.kill();
            console.log(
              `killed API process A (pid ${servers[0]!.pid}) with SIGKILL at ${killedAt.toISOString()}`,
            );
          },
          Math.max(0, middle - Date.now()),
        );
      }
      const giveUpAt = span[0]!.last.getTime() + 180_000;
      let open = allLots.length;
      while (open > 0 && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        open = Number((await client.query(`select count(*) as n from lots where status = 'OPEN'`)).rows[0].n);
      }
      check(open === 0, `${open} lots still open 180 s after the last end`);
      // Intents created by the last lot's close, and the e-mails, are in the same transaction: nothing trails.
      await Promise.all(servers.map((server) => server.stop()));

      // Lateness and rate.
      const { rows: closedRows } = await client.query<{ late_ms: number; closed_at: Date; end_at: Date }>(
        `select extract(epoch from (closed_at - scheduled_end_at)) * 1000 as late_ms, closed_at,
                scheduled_end_at as end_at
         from lots where status = 'CLOSED'`,
      );
      const late = closedRows.map((row) => Number(row.late_ms)).sort((a, b) => a - b);
      const firstEndMs = Math.min(...closedRows.map((row) => row.end_at.getTime()));
      const lastCloseMs = Math.max(...closedRows.map((row) => row.closed_at.getTime()));
      const perSecond = new Map<number, number>();
      for (const row of closedRows) {
        const second = Math.floor(row.closed_at.getTime() / 1000);
        perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      }
      check(late[0] === undefined || late[0] >= 0, `a lot closed before its end (${fmt(late[0] ?? 0)} ms)`);

      // Exactly once: one `closed` event per lot, at most one closing per lot.
      const { rows: eventCounts } = await client.query<{ lot_id: string; n: string }>(
        `select lot_id, count(*) as n from lot_events where type = 'closed' group by lot_id`,
      );
      const closedEvents = new Map(eventCounts.map((row) => [row.lot_id, Number(row.n)]));
      let duplicates = 0;
      for (const lot of allLots) {
        const n = closedEvents.get(lot.id) ?? 0;
        if (n > 1) duplicates += n - 1;
        check(n === 1, `lot ${lot.id} has ${n} closed events`);
      }
      const { rows: closingRows } = await client.query<{
        lot_id: string;
        buyer_id: string;
        amount_cents: string;
        status: string;
        id: string;
        listing_id: string;
      }>('select id, lot_id, listing_id, buyer_id, amount_cents, status from lot_closings');
      const closingByLot = new Map<string, (typeof closingRows)[number]>();
      for (const row of closingRows) {
        if (closingByLot.has(row.lot_id)) duplicates += 1;
        closingByLot.set(row.lot_id, row);
      }
      const { rows: highestRows } = await client.query<{ lot_id: string; buyer_id: string; amount: string }>(
        `select distinct on (lot_id) lot_id, buyer_id, amount_cents as amount from bids
         order by lot_id, amount_cents desc`,
      );
      const highest = new Map(highestRows.map((row) => [row.lot_id, row]));
      let winnersRight = 0;
      for (const lot of allLots) {
        const closing = closingByLot.get(lot.id);
        if (lot.bids.length === 0) {
          check(!closing, `lot ${lot.id} without bids has a closing`);
          continue;
        }
        const last = lot.bids.at(-1)!;
        const top = highest.get(lot.id);
        const expectedStatus =
          lot.reserveCents !== null && last.amountCents < lot.reserveCents
            ? 'PENDING_CONFIRMATION'
            : 'APPROVED';
        const right =
          closing !== undefined &&
          closing.buyer_id === buyerIds[last.buyerIndex] &&
          Number(closing.amount_cents) === last.amountCents &&
          top?.buyer_id === closing.buyer_id &&
          Number(top.amount) === Number(closing.amount_cents) &&
          closing.status === expectedStatus;
        check(
          right,
          `lot ${lot.id}: closing ${JSON.stringify(closing)} is not the highest bid (${expectedStatus})`,
        );
        if (right) winnersRight += 1;
      }

      // Payment intents: what each Event's mode asks for, each once.
      const { rows: itemRows } = await client.query<{
        lot_closing_id: string;
        part: string;
        intent_id: string;
        buyer_id: string;
        listing_id: string;
      }>(
        `select i.lot_closing_id, i.part, i.intent_id, p.buyer_id, p.listing_id
         from payment_intent_items i join payment_intents p on p.id = i.intent_id
         where p.type = 'AUCTION_END'`,
      );
      const { rows: intentCountRows } = await client.query<{ listing_id: string; n: string }>(
        `select listing_id, count(*) as n from payment_intents where type = 'AUCTION_END' group by listing_id`,
      );
      const intentsByListing = new Map(intentCountRows.map((row) => [row.listing_id, Number(row.n)]));
      const itemsByClosing = new Map<string, typeof itemRows>();
      for (const item of itemRows) {
        itemsByClosing.set(item.lot_closing_id, [...(itemsByClosing.get(item.lot_closing_id) ?? []), item]);
      }
      let intentsExpected = 0;
      for (const event of events) {
        const approved = event.lots
          .map((lot) => closingByLot.get(lot.id))
          .filter((closing): closing is NonNullable<typeof closing> => closing?.status === 'APPROVED');
        const parts =
          event.mode === 'OFF'
            ? []
            : event.mode === 'JUDICIAL_PIX_COMMISSION'
              ? ['CHARGES', 'PRICE']
              : ['ALL'];
        for (const lot of event.lots) {
          const closing = closingByLot.get(lot.id);
          if (!closing) continue;
          const items = itemsByClosing.get(closing.id) ?? [];
          const wanted = closing.status === 'APPROVED' ? parts : [];
          const got = items.map((item) => item.part).sort();
          check(
            JSON.stringify(got) === JSON.stringify([...wanted].sort()),
            `${event.mode} lot ${lot.id}: intent parts ${got.join(',') || 'none'}, expected ${wanted.join(',') || 'none'}`,
          );
          for (const item of items) {
            check(item.buyer_id === closing.buyer_id, `intent ${item.intent_id} is not the winner's`);
          }
        }
        const expected =
          event.mode === 'ON_LISTING_END'
            ? new Set(approved.map((closing) => closing.buyer_id)).size
            : approved.length * parts.length;
        intentsExpected += expected;
        const got = intentsByListing.get(event.id) ?? 0;
        if (got > expected) duplicates += got - expected;
        check(got === expected, `${event.mode} Event ${event.id}: ${got} intents, expected ${expected}`);
      }
      const { rows: listingRows } = await client.query<{ status: string; n: string }>(
        'select status, count(*) as n from listings group by status',
      );

      const p50 = percentile(late, 50);
      const p99 = percentile(late, 99);
      const max = late.at(-1) ?? Number.NaN;
      const seconds = (lastCloseMs - firstEndMs) / 1000;
      console.log(
        `lateness (closed_at − scheduled end): p50 ${fmt(p50)} ms, p99 ${fmt(p99)} ms, max ${fmt(max)} ms` +
          (killedAt ? ` (kill at ${(killedAt as Date).toISOString()})` : ''),
      );
      console.log(
        `closings: ${closedRows.length} in ${fmt(seconds)} s from the first end to the last close ` +
          `(${fmt(closedRows.length / Math.max(seconds, 0.001))}/s), peak ${Math.max(...perSecond.values())} in one second`,
      );
      console.log(
        `winners right: ${winnersRight}/${allLots.filter((lot) => lot.bids.length > 0).length}; ` +
          `AUCTION_END intents: ${itemRows.length} items in ${[...intentsByListing.values()].reduce((a, b) => a + b, 0)} intents (expected ${intentsExpected}); ` +
          `duplicates: ${duplicates}; Events: ${listingRows.map((row) => `${row.status} ${row.n}`).join(', ')}`,
      );
      const targetsMet = max <= 5_000 && p99 <= 2_000 && duplicates === 0;
      console.log('targets: every lot ≤ 5,000 ms late, p99 ≤ 2,000 ms, zero duplicates');
      console.log(
        failures.length > 0
          ? `FAILED (${failures.length} checks):\n  ${failures.slice(0, 15).join('\n  ')}`
          : 'checks: every lot closed exactly once, every winner the highest bid, every intent once',
      );
      console.log(
        `verdict (${phase}): ${targetsMet && failures.length === 0 ? 'MET' : 'NOT MET'} — ` +
          `max ${fmt(max / 1000)} s, p99 ${fmt(p99 / 1000)} s, ${duplicates} duplicates, ${failures.length} failed checks`,
      );
      return targetsMet && failures.length === 0;
    } finally {
      await client.end();
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await database.drop();
  }
}

let allMet = true;
for (const phase of phases) {
  allMet = (await runPhase(phase)) && allMet;
}
process.exitCode = allMet ? 0 : 1;
