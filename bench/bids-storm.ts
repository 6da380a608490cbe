/**
 * Bids across many lots while others close: HOT (500) lots × PER_LOT (10) bidders each, on a throwaway
 * PostgreSQL database, against TWO real API processes (the server entry, job workers on) that close a
 * storm of STORM_LOTS (3,000) other lots in STORM_EVENTS (30) Events ending within the same minute.
 *
 * First the raw rate, in the same run: a bare `SELECT … FOR UPDATE; UPDATE; COMMIT` loop over 500 rows (one
 * loop per bidder, each on its lot's row; as many pool connections as the two API processes have). Then
 * the bids are offered at that rate in an open loop (each bidder every 5,000 ÷ raw s, ±25 % jitter,
 * whatever the answers) for DURATION (30) s from the storm's first end, by GENERATORS (2) load-generator
 * processes (`lib/bid-generator.ts`) that report their own lateness, so a late generator is never taken
 * for a slow API. Target: answered ≥ 1.0× the raw rate with p99 ≤ 50 ms; prints the storm's own lateness
 * beside it, and the verdict.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bids-storm.ts   (from bench/)
 *   … npx tsx bids-storm.ts --hot 100 --storm-lots 1000 --duration 15                 (smaller)
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { auctioneers, listingEnrolments, listings, lots, sellers } from '../apps/api/src/db/schema/index.js';
import type { GeneratorPlan, GeneratorReport } from './lib/bid-generator.js';
import { createBenchDatabase, fmt, makeBidders, percentile } from './lib/bidding-setup.js';
import { scheduleStorm, setUpStorm, startServer, stormJwtSecret } from './lib/storm-setup.js';

const here = path.dirname(fileURLToPath(import.meta.url));
function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const hotTotal = Number(flag('hot') ?? process.env.HOT ?? 500);
const perLot = Number(flag('per-lot') ?? process.env.PER_LOT ?? 10);
const stormLots = Number(flag('storm-lots') ?? process.env.STORM_LOTS ?? 3_000);
const stormEvents = Number(flag('storm-events') ?? process.env.STORM_EVENTS ?? 30);
const durationMs = Number(flag('duration') ?? process.env.DURATION ?? 30) * 1000;
const rawMs = Number(flag('raw-duration') ?? process.env.RAW_DURATION ?? 10) * 1000;
const generatorTotal = Number(flag('generators') ?? process.env.GENERATORS ?? 2);
const poolSize = 10;
const apiProcesses = 2;
/** Bidders in all: each lot's PER_LOT are distinct, drawn from this many (every one enrolled everywhere). */
const bidderPool = perLot * 5;
const leadSeconds = 15;

const database = await createBenchDatabase('bidstorm');
try {
  const started = Date.now();
  const storm = await setUpStorm(database, { lotTotal: stormLots, eventTotal: stormEvents });
  const hot = await makeHotLots(database.handle.db, hotTotal);
  const bidders = await makeBidders(database.handle, hot.listingIds[0]!, bidderPool, stormJwtSecret);
  const moreEnrolments = hot.listingIds
    .slice(1)
    .flatMap((listingId) =>
      bidders.map((bidder) => ({ listingId, buyerId: bidder.buyerId, editalAcceptedAt: new Date() })),
    );
  if (moreEnrolments.length > 0) await database.handle.db.insert(listingEnrolments).values(moreEnrolments);
  console.log(
    `set-up in ${fmt((Date.now() - started) / 1000)} s: ${hotTotal} hot lots × ${perLot} bidders ` +
      `(${bidderPool} buyers), a storm of ${stormLots} lots in ${stormEvents} Events`,
  );

  // The raw rate on 500 rows, as many connections as the API processes' pools.
  const raw = new pg.Pool({ connectionString: database.url, max: poolSize * apiProcesses });
  await raw.query('create table bench_raw_lots (id int primary key, bid_count int not null, amount bigint)');
  await raw.query('insert into bench_raw_lots select g, 0, 0 from generate_series(1, $1::int) g', [hotTotal]);
  let rawDone = 0;
  const rawLatencies: number[] = [];
  const rawEnd = Date.now() + rawMs;
  await Promise.all(
    Array.from({ length: hotTotal * perLot }, async (_, slot) => {
      const row = (slot % hotTotal) + 1;
      while (Date.now() < rawEnd) {
        const begun = performance.now();
        const client = await raw.connect();
        try {
          await client.query('begin');
          await client.query('select bid_count, amount from bench_raw_lots where id = $1 for update', [row]);
          await client.query(
            'update bench_raw_lots set bid_count = bid_count + 1, amount = amount + 100 where id = $1',
            [row],
          );
          await client.query('commit');
        } finally {
          client.release();
        }
        rawDone += 1;
        rawLatencies.push(performance.now() - begun);
      }
    }),
  );
  await raw.end();
  const rawRate = rawDone / (rawMs / 1000);
  rawLatencies.sort((a, b) => a - b);
  console.log(
    `raw SELECT … FOR UPDATE; UPDATE loop on ${hotTotal} rows: ${fmt(rawRate)} tx/s ` +
      `(p50 ${fmt(percentile(rawLatencies, 50))} ms, p99 ${fmt(percentile(rawLatencies, 99))} ms)`,
  );

  const limits = {
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000000',
    BIDS_RATE_LIMIT_MAX: '100000000',
    LIVE_MAX_STREAMS: '1000000',
  };
  const first = await startServer(database.url, 'A', limits);
  const servers = [first, await startServer(database.url, 'B', limits)];
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows: nowRows } = await client.query<{ now: Date }>('select clock_timestamp() as now');
    const localAtQuery = Date.now();
    const firstEnd = new Date(nowRows[0]!.now.getTime() + leadSeconds * 1000);
    await scheduleStorm(client, storm.events, firstEnd);
    // Written seconds ago; a real catalogue has been analysed by autovacuum long before its lots end.
    await client.query('analyze lots, listings, bids, buyers');

    // The bids, from the storm's first end, at the raw rate: each of the hot × perLot bidders every
    // (hot × perLot) ÷ raw seconds.
    const intervalMs = ((hotTotal * perLot) / rawRate) * 1000;
    const startAt = firstEnd.getTime() - nowRows[0]!.now.getTime() + localAtQuery;
    const plans: GeneratorPlan[] = Array.from({ length: generatorTotal }, () => ({
      apiUrls: servers.map((server) => server.url),
      lots: [],
      intervalMs,
      startAt,
      durationMs,
    }));
    hot.lotIds.forEach((id, index) => {
      plans[index % generatorTotal]!.lots.push({
        id,
        authorizations: Array.from(
          { length: perLot },
          (_, k) => bidders[(index + k * 5) % bidderPool]!.authorization,
        ),
      });
    });
    const reports = await Promise.all(plans.map(runGenerator));

    const latencies = reports.flatMap((report) => report.latencies).sort((a, b) => a - b);
    const lateness = reports.flatMap((report) => report.lateness).sort((a, b) => a - b);
    const codes: Record<string, number> = {};
    for (const report of reports)
      for (const [code, count] of Object.entries(report.codes)) codes[code] = (codes[code] ?? 0) + count;
    const accepted = reports.reduce((sum, report) => sum + report.accepted, 0);
    // Answers over the time they took to arrive: from the first send to the last answer (never shorter
    // than the offered window), so answers that trail the window do not count as kept up.
    const answeredSeconds =
      Math.max(durationMs, Math.max(...reports.map((report) => report.finishedAt)) - startAt) / 1000;
    const answeredRate = latencies.length / answeredSeconds;
    const p99 = percentile(latencies, 99);

    // The storm's lots closed meanwhile (the API processes keep closing until every lot is).
    const stormIds = storm.events.map((event) => event.id);
    const giveUpAt = Date.now() + 240_000;
    let open = 1;
    while (open > 0 && Date.now() < giveUpAt) {
      open = Number(
        (
          await client.query(
            `select count(*) as n from lots where status = 'OPEN' and listing_id = any($1)`,
            [stormIds],
          )
        ).rows[0].n,
      );
      if (open > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const { rows: lateRows } = await client.query<{ late_ms: number }>(
      `select extract(epoch from (closed_at - scheduled_end_at)) * 1000 as late_ms from lots
       where status = 'CLOSED' and listing_id = any($1)`,
      [stormIds],
    );
    const stormLate = lateRows.map((row) => Number(row.late_ms)).sort((a, b) => a - b);
    const { rows: hotRows } = await client.query<{ n: string; bids: string }>(
      `select count(*) filter (where status = 'OPEN') as n, coalesce(sum(bid_count), 0) as bids from lots
       where id = any($1)`,
      [hot.lotIds],
    );

    console.log('');
    console.log(
      `OPEN LOOP AT THE RAW RATE across ${hotTotal} lots, ${hotTotal * perLot} bidders each every ` +
        `${fmt(intervalMs * 0.75)}–${fmt(intervalMs * 1.25)} ms, ${generatorTotal} generator processes, during the storm:`,
    );
    console.log(
      `  offered ≈ ${fmt(rawRate)} bids/s for ${fmt(durationMs / 1000)} s: ${fmt(answeredRate)} answered/s over ${fmt(answeredSeconds)} s (${fmt(answeredRate / rawRate)}× raw), ` +
        `${fmt(accepted / (durationMs / 1000))} accepted/s; hot lots still open ${hotRows[0]!.n}/${hotTotal}, ${hotRows[0]!.bids} bids on them`,
    );
    console.log(
      `  latency: p50 ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, ` +
        `p99 ${fmt(p99)} ms, max ${fmt(latencies.at(-1) ?? 0)} ms`,
    );
    console.log(
      `  answers: ${Object.entries(codes)
        .map(([code, count]) => `${code} ${count}`)
        .join(', ')}`,
    );
    const generatorP99 = percentile(lateness, 99);
    console.log(
      `  generators' own lateness (send − schedule): p50 ${fmt(percentile(lateness, 50))} ms, ` +
        `p99 ${fmt(generatorP99)} ms, max ${fmt(lateness.at(-1) ?? 0)} ms`,
    );
    console.log(
      `STORM meanwhile: ${stormLate.length}/${stormLots} lots closed, lateness p50 ${fmt(percentile(stormLate, 50))} ms, ` +
        `p99 ${fmt(percentile(stormLate, 99))} ms, max ${fmt(stormLate.at(-1) ?? 0)} ms`,
    );
    const unexpected = Object.keys(codes).filter(
      (code) =>
        !['ACCEPTED', 'OUTDATED_BID', 'ALREADY_HIGHEST_BIDDER', 'AMOUNT_BELOW_MINIMUM_INCREMENT'].includes(
          code,
        ),
    );
    if (unexpected.length > 0) console.log(`UNEXPECTED ANSWERS: ${unexpected.join(', ')}`);
    const met = answeredRate >= rawRate * 0.98 && p99 <= 50 && unexpected.length === 0;
    console.log(
      `verdict (≥ 1.0× raw answered with p99 ≤ 50 ms, during the storm): ${met ? 'MET' : 'NOT MET'} — ` +
        `${fmt(answeredRate / rawRate)}× raw at p99 ${fmt(p99)} ms` +
        (generatorP99 > 20
          ? ` (the generators were late themselves, p99 ${fmt(generatorP99)} ms: the machine, not only the API, was short)`
          : ''),
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await client.end();
    await Promise.all(servers.map((server) => server.stop()));
  }
} finally {
  await database.drop();
}

/** One load generator process with its share of the lots; resolves with its report. */
function runGenerator(plan: GeneratorPlan): Promise<GeneratorReport> {
  const child = fork(path.join(here, 'lib/bid-generator.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (report) => resolve(report as GeneratorReport));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`bid generator exited (${code})`));
    });
    child.send(plan);
  });
}

/** HOT lots in Events of 100, OPEN, ending in an hour (no soft close during the run). */
async function makeHotLots(
  db: Awaited<ReturnType<typeof createBenchDatabase>>['handle']['db'],
  total: number,
) {
  const [seller] = await db.insert(sellers).values({ name: 'Comitente disputado' }).returning();
  const [auctioneer] = await db
    .insert(auctioneers)
    .values({ name: 'Leiloeira disputada', registration: 'JUCESP nº 3' })
    .returning();
  const listingIds: string[] = [];
  const lotIds: string[] = [];
  const end = new Date(Date.now() + 3_600_000);
  for (let start = 0; start < total; start += 100) {
    const [listing] = await db
      .insert(listings)
      .values({
        slug: `disputa-${start}-${randomUUID().slice(0, 6)}`,
        type: 'AUCTION',
        segment: 'Outras Desativações',
        status: 'OPEN',
        sellerId: seller!.id,
        auctioneerId: auctioneer!.id,
        title: `Evento disputado ${start / 100 + 1}`,
        city: 'São Paulo',
        state: 'SP',
        startsAt: new Date(Date.now() - 3_600_000),
        scheduledEndAt: end,
      })
      .returning({ id: listings.id });
    listingIds.push(listing!.id);
    const rows = await db
      .insert(lots)
      .values(
        Array.from({ length: Math.min(100, total - start) }, (_, index) => ({
          listingId: listing!.id,
          number: index + 1,
          title: `Lote disputado ${start + index + 1}`,
          macroCategory: 'OUTROS' as const,
          startingBidCents: 10_000,
          incrementCents: 100,
          scheduledEndAt: end,
          city: 'São Paulo',
          state: 'SP',
        })),
      )
      .returning({ id: lots.id });
    lotIds.push(...rows.map((row) => row.id));
  }
  return { listingIds, lotIds };
}
