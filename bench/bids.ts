/**
 * Bids on one hot lot: BIDDERS (200) concurrent bidders over HTTP against an API process on PostgreSQL for
 * DURATION seconds, each bidding the next minimum on the freshest state any bidder has seen (as viewers fed
 * by the live stream do). Prints decisions/s (accepted + refused answers), accepted bids/s and the latency
 * percentiles of every answer, beside the raw rate of a bare `SELECT … FOR UPDATE; UPDATE` transaction loop
 * on one row of the same database in the same run (as many loops and pool connections as the API has).
 * That closed loop is saturation. Then two open loops, where each bidder bids on a schedule whether or not
 * its last bid was answered: first for AT_RAW_DURATION s at the raw loop's own rate (the target: the HTTP
 * path carries at least that rate with p99 ≤ 50 ms), then for OPEN_DURATION s every OPEN_INTERVAL_MS
 * (1000-2000, uniform jitter), people at a hot lot. API_WORKERS (1) API processes share the port
 * (node:cluster).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bids -w @circula/bench
 *   BIDDERS=200 DURATION=10 POOL_SIZE=10 API_WORKERS=2 npm run bids -w @circula/bench
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  createBenchDatabase,
  fmt,
  makeBidders,
  makeHotLot,
  percentile,
  requestJson,
  startApiProcess,
} from './lib/bidding-setup.js';

const bidderTotal = Number(process.env.BIDDERS ?? 200);
const durationMs = Number(process.env.DURATION ?? 10) * 1000;
const poolSize = Number(process.env.POOL_SIZE ?? 10);
const apiWorkers = Number(process.env.API_WORKERS ?? 1);
const openDurationMs = Number(process.env.OPEN_DURATION ?? 15) * 1000;
const rawPhaseMs = Number(process.env.AT_RAW_DURATION ?? 15) * 1000;
const openIntervalMs = (process.env.OPEN_INTERVAL_MS ?? '1000-2000').split('-').map(Number) as [
  number,
  number,
];

const database = await createBenchDatabase('bids');
try {
  const { listing, lot } = await makeHotLot(database.handle);
  const bidders = await makeBidders(database.handle, listing.id, bidderTotal);
  console.log(`${bidderTotal} bidders ready; raw loop first, then HTTP (${durationMs / 1000} s each).`);

  // The raw rate: lock one row, update it, commit — as fast as `poolSize` connections allow.
  const raw = new pg.Pool({ connectionString: database.url, max: poolSize });
  await raw.query(
    'create table bench_raw_lot (id int primary key, bid_count int not null, amount bigint not null)',
  );
  await raw.query('insert into bench_raw_lot values (1, 0, 0)');
  let rawDone = 0;
  const rawLatencies: number[] = [];
  const rawEnd = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: bidderTotal }, async () => {
      while (Date.now() < rawEnd) {
        const started = performance.now();
        const client = await raw.connect();
        try {
          await client.query('begin');
          await client.query('select bid_count, amount from bench_raw_lot where id = 1 for update');
          await client.query(
            'update bench_raw_lot set bid_count = bid_count + 1, amount = amount + 100 where id = 1',
          );
          await client.query('commit');
        } finally {
          client.release();
        }
        rawDone += 1;
        rawLatencies.push(performance.now() - started);
      }
    }),
  );
  await raw.end();
  const rawRate = rawDone / (durationMs / 1000);

  const api = await startApiProcess(database.url, {
    POOL_SIZE: String(poolSize),
    API_WORKERS: String(apiWorkers),
  });
  try {
    const bidsUrl = `${api.url}/web/lots/${lot.id}/bids`;
    let freshest = { bidCount: 0, lastBidId: null as string | null, nextMinimumBidCents: 10_000 };
    const learn = (state: unknown) => {
      const next = state as typeof freshest | undefined;
      if (next && next.bidCount >= freshest.bidCount) freshest = next;
    };
    const tally = () => ({ latencies: [] as number[], codes: new Map<string, number>(), accepted: 0 });
    type Tally = ReturnType<typeof tally>;
    /** One bid on the freshest state seen; its answer teaches every bidder the lot's state. */
    const bidOnce = async (bidder: (typeof bidders)[number], into: Tally | null) => {
      const seen = freshest;
      const answer = await requestJson(bidsUrl, {
        method: 'POST',
        headers: { authorization: bidder.authorization },
        body: {
          amountCents: seen.nextMinimumBidCents,
          lastSeenBidId: seen.lastBidId,
          idempotencyKey: randomUUID(),
        },
      });
      const code = answer.status === 201 ? 'ACCEPTED' : String(answer.body.code);
      if (answer.status === 201) learn(answer.body.lot);
      else learn((answer.body.details as { lot?: unknown } | undefined)?.lot);
      if (into) {
        into.latencies.push(answer.ms);
        into.codes.set(code, (into.codes.get(code) ?? 0) + 1);
        if (answer.status === 201) into.accepted += 1;
      }
      return code;
    };

    // Closed loop: each bidder sends its next bid as soon as the last is answered — saturation.
    const closed = tally();
    const runClosed = async (until: number, into: Tally | null) =>
      Promise.all(
        bidders.map(async (bidder) => {
          while (Date.now() < until) {
            const code = await bidOnce(bidder, into);
            if (code === 'ALREADY_HIGHEST_BIDDER') await new Promise((resolve) => setTimeout(resolve, 2));
          }
        }),
      );
    await runClosed(Date.now() + 2_000, null);
    const closedStarted = Date.now();
    await runClosed(closedStarted + durationMs, closed);
    const closedSeconds = (Date.now() - closedStarted) / 1000;

    /**
     * Open loop: each bidder bids every `range` ms (uniform jitter) whatever the answers, so the latency is
     * that of the offered rate and a slow answer cannot slow the senders down (no coordinated omission).
     */
    const runOpen = async (range: readonly [number, number], forMs: number) => {
      const into = tally();
      let late = 0;
      const until = Date.now() + forMs;
      const pause = () => range[0] + Math.random() * (range[1] - range[0]);
      const inFlight: Promise<unknown>[] = [];
      await Promise.all(
        bidders.map(async (bidder) => {
          let at = Date.now() + Math.random() * range[1];
          for (;;) {
            const wait = at - Date.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            else if (wait < -50) late += 1;
            if (Date.now() >= until) return;
            inFlight.push(bidOnce(bidder, into));
            at += pause();
          }
        }),
      );
      await Promise.all(inFlight);
      into.latencies.sort((a, b) => a - b);
      return { ...into, late, seconds: forMs / 1000, offered: (bidderTotal * 2000) / (range[0] + range[1]) };
    };

    // At the raw loop's rate: the 200 bidders together offer as many bids per second as the bare
    // transaction loop managed, each every 200 ÷ raw seconds (±25 % jitter).
    const rawInterval = (bidderTotal / rawRate) * 1000;
    const atRaw = await runOpen([rawInterval * 0.75, rawInterval * 1.25], rawPhaseMs);
    // People at a hot lot: each bidder every OPEN_INTERVAL_MS (1,000–2,000 ms).
    const open = await runOpen(openIntervalMs, openDurationMs);

    rawLatencies.sort((a, b) => a - b);
    const decisions = closed.latencies.length / closedSeconds;
    const line = (label: string, sorted: number[]) =>
      `${label}p50 ${fmt(percentile(sorted, 50))} ms, p95 ${fmt(percentile(sorted, 95))} ms, p99 ${fmt(percentile(sorted, 99))} ms, max ${fmt(sorted.at(-1) ?? 0)} ms`;
    const answers = (t: Tally) =>
      [...t.codes.entries()].map(([code, count]) => `${code} ${count}`).join(', ');
    closed.latencies.sort((a, b) => a - b);
    const unexpected = [
      ...new Set([...closed.codes.keys(), ...open.codes.keys(), ...atRaw.codes.keys()]),
    ].filter(
      (code) =>
        !['ACCEPTED', 'OUTDATED_BID', 'ALREADY_HIGHEST_BIDDER', 'AMOUNT_BELOW_MINIMUM_INCREMENT'].includes(
          code,
        ),
    );
    console.log('');
    console.log(`API processes: ${apiWorkers}; pool ${poolSize} connections each`);
    console.log(
      `raw SELECT … FOR UPDATE; UPDATE loop : ${fmt(rawRate)} tx/s  (p50 ${fmt(percentile(rawLatencies, 50))} ms, p99 ${fmt(percentile(rawLatencies, 99))} ms)`,
    );
    console.log('');
    console.log(`CLOSED LOOP (saturation), ${bidderTotal} bidders each bidding again as soon as answered:`);
    console.log(
      `  ${fmt(decisions)} bids/s answered (${fmt(decisions / rawRate)}× raw), ${fmt(closed.accepted / closedSeconds)} accepted/s`,
    );
    console.log(line('  latency: ', closed.latencies));
    console.log(`  answers: ${answers(closed)}`);
    console.log('');
    const openReport = (title: string, run: Awaited<ReturnType<typeof runOpen>>) => {
      console.log(title);
      console.log(
        `  offered ≈ ${fmt(run.offered)} bids/s: ${fmt(run.latencies.length / run.seconds)} answered/s, ${fmt(run.accepted / run.seconds)} accepted/s, ${run.late} sends late by > 50 ms (load generator behind)`,
      );
      console.log(line('  latency: ', run.latencies));
      console.log(`  answers: ${answers(run)}`);
      console.log('');
    };
    openReport(
      `OPEN LOOP AT THE RAW RATE, ${bidderTotal} bidders each bidding every ${fmt(rawInterval * 0.75)}–${fmt(rawInterval * 1.25)} ms:`,
      atRaw,
    );
    openReport(
      `OPEN LOOP, ${bidderTotal} bidders each bidding every ${openIntervalMs[0]}–${openIntervalMs[1]} ms:`,
      open,
    );
    const atRawRate = atRaw.latencies.length / atRaw.seconds;
    const atRawP99 = percentile(atRaw.latencies, 99);
    console.log(
      `TARGET (≥ 1.0× raw with p99 ≤ 50 ms): answered ${fmt(atRawRate / rawRate)}× raw at p99 ${fmt(atRawP99)} ms — ${atRawRate >= rawRate * 0.98 && atRawP99 <= 50 ? 'met' : 'not met'}`,
    );
    if (unexpected.length > 0) console.log(`UNEXPECTED ANSWERS: ${unexpected.join(', ')}`);
  } finally {
    await api.stop();
  }
} finally {
  await database.drop();
}
