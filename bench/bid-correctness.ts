/**
 * Bid correctness under load: BIDDERS (300) buyers fire OPERATIONS (3,000) bids and automatic bids at one
 * lot at once, through INSTANCES (2) API processes on one PostgreSQL database; one bid in ten is sent twice
 * at the same time with the same idempotency key (a retry). Then it checks, against the database:
 * no accepted bid lost, none duplicated, sequences without gaps, amounts strictly rising, the lot's state
 * equal to its last bid, and the winner holding the highest valid bid. Exits 1 on any violation.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bid-correctness -w @circula/bench
 *
 * With TOPOLOGY=1 it goes through the running `npm run topology -- --bench` instead: its load balancer
 * (every request to `<site>/api/proxy`, which spreads them over the API processes) and its database.
 *
 *   TOPOLOGY=1 npm run bid-correctness -w @circula/bench
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  createBenchDatabase,
  makeBidders,
  makeHotLot,
  requestJson,
  startApiProcess,
} from './lib/bidding-setup.js';
import { readTopology, topologyDatabase } from './lib/topology.js';

const bidderTotal = Number(process.env.BIDDERS ?? 300);
const operationTotal = Number(process.env.OPERATIONS ?? 3_000);
const instanceTotal = Number(process.env.INSTANCES ?? 2);

const topology = readTopology();
const database = topology ? await topologyDatabase(topology) : await createBenchDatabase('correctness');
const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};
try {
  const { listing, lot } = await makeHotLot(database.handle, { incrementCents: 100 });
  const bidders = await makeBidders(database.handle, listing.id, bidderTotal);
  // Through the topology every request goes to the balancer, which picks the API process.
  const apis = topology
    ? [{ url: topology.apiUrl, stop: async () => {} }]
    : await Promise.all(Array.from({ length: instanceTotal }, () => startApiProcess(database.url)));
  try {
    const receipts: {
      bidId: string;
      sequence: number;
      amountCents: number;
      key: string;
      bidderIndex: number;
    }[] = [];
    const codes = new Map<string, number>();
    let freshest = { bidCount: 0, lastBidId: null as string | null, nextMinimumBidCents: 10_000 };
    const learn = (state: unknown) => {
      const next = state as typeof freshest | undefined;
      if (next && next.bidCount >= freshest.bidCount) freshest = next;
    };
    const started = Date.now();
    let next = 0;
    await Promise.all(
      bidders.map(async (bidder, bidderIndex) => {
        for (;;) {
          const operation = next++;
          if (operation >= operationTotal) return;
          const api = apis[operation % apis.length]!;
          if (operation % 25 === 0) {
            const maxCents = freshest.nextMinimumBidCents + 100 * (1 + Math.floor(Math.random() * 20));
            const answer = await requestJson(`${api.url}/web/lots/${lot.id}/automatic-bid`, {
              method: 'PUT',
              headers: { authorization: bidder.authorization },
              body: { maxCents },
            });
            const code = answer.status === 200 ? 'AUTOMATIC_SET' : String(answer.body.code);
            codes.set(code, (codes.get(code) ?? 0) + 1);
            learn(answer.body.lot ?? (answer.body.details as { lot?: unknown } | undefined)?.lot);
            continue;
          }
          const seen = freshest;
          const key = randomUUID();
          const body = {
            amountCents: seen.nextMinimumBidCents + 100 * Math.floor(Math.random() * 3),
            lastSeenBidId: seen.lastBidId,
            idempotencyKey: key,
          };
          const send = (target: typeof api) =>
            requestJson(`${target.url}/web/lots/${lot.id}/bids`, {
              method: 'POST',
              headers: { authorization: bidder.authorization },
              body,
            });
          // One in ten is a retry racing the original, on the other process.
          const answers = await Promise.all(
            operation % 10 === 1 ? [send(api), send(apis[(operation + 1) % apis.length]!)] : [send(api)],
          );
          const accepted = answers.filter((answer) => answer.status === 201);
          if (accepted.length === 2) {
            check(
              accepted[0]!.body.bid !== undefined &&
                JSON.stringify(accepted[0]!.body.bid) === JSON.stringify(accepted[1]!.body.bid),
              `retry of ${key} got a different bid`,
            );
          }
          for (const answer of answers) {
            const code = answer.status === 201 ? 'ACCEPTED' : String(answer.body.code);
            codes.set(code, (codes.get(code) ?? 0) + 1);
            if (answer.status === 201) learn(answer.body.lot);
            else learn((answer.body.details as { lot?: unknown } | undefined)?.lot);
          }
          if (accepted[0]) {
            const bid = accepted[0].body.bid as { id: string; sequence: number; amountCents: number };
            receipts.push({
              bidId: bid.id,
              sequence: bid.sequence,
              amountCents: bid.amountCents,
              key,
              bidderIndex,
            });
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{
      id: string;
      sequence: number;
      amount_cents: string;
      buyer_id: string;
      automatic: boolean;
      idempotency_key: string | null;
    }>(
      'select id, sequence, amount_cents, buyer_id, automatic, idempotency_key from bids where lot_id = $1 order by sequence',
      [lot.id],
    );
    const lotRow = (
      await client.query<{
        bid_count: number;
        current_bid_cents: string;
        last_bid_id: string;
        last_bid_buyer_id: string;
      }>('select bid_count, current_bid_cents, last_bid_id, last_bid_buyer_id from lots where id = $1', [
        lot.id,
      ])
    ).rows[0]!;
    const autos = (
      await client.query<{ buyer_id: string; max_cents: string }>(
        'select buyer_id, max_cents from automatic_bids where lot_id = $1 and cancelled_at is null',
        [lot.id],
      )
    ).rows;
    await client.end();

    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const receipt of receipts) {
      const row = byId.get(receipt.bidId);
      check(row !== undefined, `accepted bid ${receipt.bidId} is missing`);
      if (row) {
        check(
          row.sequence === receipt.sequence && Number(row.amount_cents) === receipt.amountCents,
          `bid ${row.id} differs from its receipt`,
        );
        check(
          row.idempotency_key === receipt.key && row.buyer_id === bidders[receipt.bidderIndex]!.buyerId,
          `bid ${row.id} has another owner or key`,
        );
      }
    }
    check(
      new Set(receipts.map((receipt) => receipt.bidId)).size === receipts.length,
      'a bid was accepted twice',
    );
    const keys = rows.flatMap((row) => (row.idempotency_key ? [row.idempotency_key] : []));
    check(new Set(keys).size === keys.length, 'an idempotency key made two bids');
    check(
      keys.length === receipts.length,
      `manual bids in the database (${keys.length}) differ from receipts (${receipts.length})`,
    );
    rows.forEach((row, index) => {
      check(row.sequence === index + 1, `sequence gap at ${index + 1} (found ${row.sequence})`);
      if (index > 0)
        check(
          Number(row.amount_cents) > Number(rows[index - 1]!.amount_cents),
          `amount not rising at sequence ${row.sequence}`,
        );
      if (row.automatic) {
        const auto = autos.find((entry) => entry.buyer_id === row.buyer_id);
        check(
          !auto || Number(row.amount_cents) <= Number(auto.max_cents),
          `automatic bid ${row.sequence} above its maximum`,
        );
      }
    });
    const last = rows.at(-1)!;
    check(lotRow.bid_count === rows.length, 'lot bid count differs from its bids');
    check(
      lotRow.last_bid_id === last.id && Number(lotRow.current_bid_cents) === Number(last.amount_cents),
      'lot state is not its last bid',
    );
    const highest = rows.reduce((best, row) =>
      Number(row.amount_cents) > Number(best.amount_cents) ? row : best,
    );
    check(lotRow.last_bid_buyer_id === highest.buyer_id, 'the winner does not hold the highest bid');
    const strongest = Math.max(...autos.map((auto) => Number(auto.max_cents)));
    check(
      autos.length === 0 || Number(highest.amount_cents) >= Math.min(strongest, Number(highest.amount_cents)),
      'an automatic maximum above the price was left unused',
    );

    console.log(
      `${operationTotal} operations from ${bidderTotal} buyers through ${topology ? `the load balancer at ${topology.apiUrl} (${topology.apis.length} API processes)` : `${instanceTotal} API processes`} in ${seconds.toFixed(1)} s`,
    );
    console.log(`answers: ${[...codes.entries()].map(([code, count]) => `${code} ${count}`).join(', ')}`);
    console.log(
      `bids in the database: ${rows.length} (${keys.length} manual with receipts, ${rows.length - keys.length} automatic)`,
    );
    console.log(`final price ${Number(last.amount_cents)} centavos, sequence ${last.sequence}`);
    console.log(
      failures.length === 0
        ? 'OK: no bid lost or duplicated, sequences gapless, amounts rising, winner = highest bid'
        : `FAILED:\n  ${failures.slice(0, 20).join('\n  ')}`,
    );
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
} finally {
  await database.drop();
}
process.exitCode = failures.length === 0 ? 0 : 1;
