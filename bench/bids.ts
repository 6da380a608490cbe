/**
 * Bids on one hot lot: BIDDERS (200) concurrent bidders over HTTP against an API process on PostgreSQL for
 * DURATION seconds, each bidding the next minimum on the freshest state any bidder has seen (as viewers fed
 * by the live stream do). Prints decisions/s (accepted + refused answers), accepted bids/s and the latency
 * percentiles of every answer, beside the raw rate of a bare `SELECT … FOR UPDATE; UPDATE` transaction loop
 * on one row of the same database in the same run (as many loops and pool connections as the API has).
 * That closed loop is saturation; then an open loop (OPEN_DURATION s) where each bidder bids every
 * OPEN_INTERVAL_MS (1000-2000, uniform jitter) whether or not its last bid was answered, for the latency
 * at a realistic offered rate. API_WORKERS (1) API processes share the port (node:cluster).
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

    // Open loop: each bidder bids every OPEN_INTERVAL_MS (1,000–2,000 ms, uniform jitter) whatever the
    // answers — people at a hot lot, not a tight loop — so the latency is that of the offered rate.
    const open = tally();
    let late = 0;
    const openStarted = Date.now();
    const openUntil = openStarted + openDurationMs;
    const pause = () => openIntervalMs[0] + Math.random() * (openIntervalMs[1] - openIntervalMs[0]);
    const inFlight: Promise<unknown>[] = [];
    await Promise.all(
      bidders.map(async (bidder) => {
        let at = Date.now() + Math.random() * openIntervalMs[1];
        for (;;) {
          const wait = at - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          else if (wait < -50) late += 1;
          if (Date.now() >= openUntil) return;
          inFlight.push(bidOnce(bidder, open));
          at += pause();
        }
      }),
    );
    await Promise.all(inFlight);
    const openSeconds = openDurationMs / 1000;

    rawLatencies.sort((a, b) => a - b);
    const decisions = closed.latencies.length / closedSeconds;
    const line = (label: string, sorted: number[]) =>
      `${label}p50 ${fmt(percentile(sorted, 50))} ms, p95 ${fmt(percentile(sorted, 95))} ms, p99 ${fmt(percentile(sorted, 99))} ms, max ${fmt(sorted.at(-1) ?? 0)} ms`;
    const answers = (t: Tally) =>
      [...t.codes.entries()].map(([code, count]) => `${code} ${count}`).join(', ');
    closed.latencies.sort((a, b) => a - b);
    open.latencies.sort((a, b) => a - b);
    const unexpected = [...new Set([...closed.codes.keys(), ...open.codes.keys()])].filter(
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
    console.log(
      `OPEN LOOP, ${bidderTotal} bidders each bidding every ${openIntervalMs[0]}–${openIntervalMs[1]} ms (offered ≈ ${fmt((bidderTotal * 2000) / (openIntervalMs[0] + openIntervalMs[1]))} bids/s):`,
    );
    console.log(
      `  ${fmt(open.latencies.length / openSeconds)} bids/s answered, ${fmt(open.accepted / openSeconds)} accepted/s, ${late} sends late by > 50 ms (load generator behind)`,
    );
    console.log(line('  latency: ', open.latencies));
    console.log(`  answers: ${answers(open)}`);
    if (unexpected.length > 0) console.log(`UNEXPECTED ANSWERS: ${unexpected.join(', ')}`);
  } finally {
    await api.stop();
  }
} finally {
  await database.drop();
}
