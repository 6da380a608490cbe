/**
 * Bids on one hot lot: BIDDERS (200) concurrent bidders over HTTP against an API process on PostgreSQL for
 * DURATION seconds, each bidding the next minimum on the freshest state any bidder has seen (as viewers fed
 * by the live stream do). Prints decisions/s (accepted + refused answers), accepted bids/s and the latency
 * percentiles of every answer, beside the raw rate of a bare `SELECT … FOR UPDATE; UPDATE` transaction loop
 * on one row of the same database in the same run (as many loops and pool connections as the API has).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bids -w @circula/bench
 *   BIDDERS=200 DURATION=10 POOL_SIZE=10 npm run bids -w @circula/bench
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

  const api = await startApiProcess(database.url, { POOL_SIZE: String(poolSize) });
  try {
    const bidsUrl = `${api.url}/web/lots/${lot.id}/bids`;
    let freshest = { bidCount: 0, lastBidId: null as string | null, nextMinimumBidCents: 10_000 };
    const learn = (state: unknown) => {
      const next = state as typeof freshest | undefined;
      if (next && next.bidCount >= freshest.bidCount) freshest = next;
    };
    const latencies: number[] = [];
    const codes = new Map<string, number>();
    let accepted = 0;
    const run = async (until: number, record: boolean) =>
      Promise.all(
        bidders.map(async (bidder) => {
          while (Date.now() < until) {
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
            if (code === 'ALREADY_HIGHEST_BIDDER') await new Promise((resolve) => setTimeout(resolve, 2));
            if (!record) continue;
            latencies.push(answer.ms);
            codes.set(code, (codes.get(code) ?? 0) + 1);
            if (answer.status === 201) accepted += 1;
          }
        }),
      );
    await run(Date.now() + 2_000, false);
    const started = Date.now();
    await run(started + durationMs, true);
    const seconds = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    rawLatencies.sort((a, b) => a - b);
    const decisions = latencies.length / seconds;
    const unexpected = [...codes.keys()].filter(
      (code) =>
        !['ACCEPTED', 'OUTDATED_BID', 'ALREADY_HIGHEST_BIDDER', 'AMOUNT_BELOW_MINIMUM_INCREMENT'].includes(
          code,
        ),
    );
    console.log('');
    console.log(
      `raw SELECT … FOR UPDATE; UPDATE loop : ${fmt(rawRate)} tx/s  (p50 ${fmt(percentile(rawLatencies, 50))} ms, p99 ${fmt(percentile(rawLatencies, 99))} ms)`,
    );
    console.log(
      `HTTP bid path, ${bidderTotal} bidders      : ${fmt(decisions)} bids/s answered (${fmt(decisions / rawRate)}× raw), ${fmt(accepted / seconds)} accepted/s`,
    );
    console.log(
      `HTTP latency                        : p50 ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(latencies.at(-1) ?? 0)} ms`,
    );
    console.log(`answers: ${[...codes.entries()].map(([code, count]) => `${code} ${count}`).join(', ')}`);
    if (unexpected.length > 0) console.log(`UNEXPECTED ANSWERS: ${unexpected.join(', ')}`);
  } finally {
    await api.stop();
  }
} finally {
  await database.drop();
}
