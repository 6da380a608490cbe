/**
 * PIX webhook storm: INTENTS (1,000) payment intents, each paid by one PIX notice that the provider delivers
 * COPIES (10) times at once, spread over INSTANCES (2) API processes on one PostgreSQL database, at most
 * CONCURRENCY (200) requests in flight. Then it checks, against the database, that every intent is PAID
 * exactly once (one PAID history row, one recorded notice) and prints notices/s and latency percentiles.
 * Exits 1 on any violation.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run webhook-storm -w @circula/bench
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPaymentIntent } from '../apps/api/src/checkout/create-payment-intents.js';
import { findListingPaymentSettings } from '../apps/api/src/checkout/payments-repository.js';
import { signPixNotice } from '../apps/api/src/checkout/pix-provider.js';
import { loadConfig } from '../apps/api/src/config.js';
import type { Database } from '../apps/api/src/db/client.js';
import {
  createBenchDatabase,
  fmt,
  makeBidders,
  makeHotLot,
  percentile,
  requestJson,
  startApiProcess,
} from './lib/bidding-setup.js';

const intentTotal = Number(process.env.INTENTS ?? 1_000);
const copies = Number(process.env.COPIES ?? 10);
const instanceTotal = Number(process.env.INSTANCES ?? 2);
const concurrency = Number(process.env.CONCURRENCY ?? 200);
const benchConfig = loadConfig({ NODE_ENV: 'test' });
const secret = benchConfig.pixWebhookSecret!;

const database = await createBenchDatabase('webhook');
const failures: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) failures.push(message);
};
try {
  const { listing, lot } = await makeHotLot(database.handle);
  const buyers = await makeBidders(database.handle, listing.id, 20);
  const settings = (await findListingPaymentSettings(database.handle.db, listing.id))!;
  const intents: { id: string; txid: string; totalCents: number }[] = [];
  for (let index = 0; index < intentTotal; index += 1) {
    const created = await database.handle.db.transaction((tx) =>
      createPaymentIntent(tx as unknown as Database, {
        listing: settings,
        buyerId: buyers[index % buyers.length]!.buyerId,
        type: 'AUCTION_END',
        part: 'ALL',
        items: [{ lotId: lot.id, lotClosingId: null, unitPriceCents: 10_000 + index, quantity: 1 }],
        allowedMethods: ['PIX', 'DEPOSIT_RECEIPT'],
        now: new Date(),
        webOrigin: benchConfig.WEB_ORIGIN,
      }),
    );
    intents.push({
      id: created.id,
      txid: created.id.replace(/-/g, '').slice(0, 25),
      totalCents: created.totalCents,
    });
  }
  const apis = await Promise.all(
    Array.from({ length: instanceTotal }, () =>
      startApiProcess(database.url, { PIX_WEBHOOK_RATE_LIMIT_MAX: '100000000' }),
    ),
  );
  try {
    // Every delivery of every notice, interleaved so copies of one notice arrive together on both processes.
    const deliveries = intents.flatMap((intent) => {
      const payload = JSON.stringify({
        endToEndId: `E${randomBytes(16).toString('hex').toUpperCase().slice(0, 31)}`,
        txid: intent.txid,
        amountCents: intent.totalCents,
        paidAt: new Date().toISOString(),
      });
      return Array.from({ length: copies }, (_, copy) => ({ payload, api: apis[copy % apis.length]! }));
    });
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (;;) {
          const delivery = deliveries[next++];
          if (!delivery) return;
          const timestamp = String(Math.floor(Date.now() / 1000));
          const answer = await requestJson(`${delivery.api.url}/webhooks/pix`, {
            method: 'POST',
            headers: {
              'x-pix-timestamp': timestamp,
              'x-pix-signature': signPixNotice(secret, timestamp, delivery.payload),
            },
            body: JSON.parse(delivery.payload),
          });
          latencies.push(answer.ms);
          const status = answer.status === 200 ? String(answer.body.status) : `HTTP ${answer.status}`;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const paid = await client.query<{ id: string; status: string; paid_rows: string; notices: string }>(
      `select i.id, i.status,
              (select count(*) from payment_intent_history h where h.intent_id = i.id and h.to_status = 'PAID') as paid_rows,
              (select count(*) from pix_notices n where n.intent_id = i.id) as notices
       from payment_intents i where i.listing_id = $1`,
      [listing.id],
    );
    await client.end();
    check(paid.rows.length === intentTotal, `${paid.rows.length} intents instead of ${intentTotal}`);
    for (const row of paid.rows) {
      check(row.status === 'PAID', `intent ${row.id} is ${row.status}`);
      check(Number(row.paid_rows) === 1, `intent ${row.id} has ${row.paid_rows} PAID history rows`);
      check(Number(row.notices) === 1, `intent ${row.id} has ${row.notices} notices`);
    }
    check(statuses.get('PROCESSED') === intentTotal, `PROCESSED ${statuses.get('PROCESSED')} times`);
    check(
      (statuses.get('DUPLICATE') ?? 0) === intentTotal * (copies - 1),
      `DUPLICATE ${statuses.get('DUPLICATE') ?? 0} times`,
    );

    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `${deliveries.length} deliveries (${intentTotal} notices × ${copies}) over ${apis.length} API processes in ${fmt(seconds)} s`,
    );
    console.log(
      `${fmt(deliveries.length / seconds)} deliveries/s, ${fmt(intentTotal / seconds)} payments/s; ` +
        `latency ms p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1) ?? 0)}`,
    );
    console.log(`answers: ${[...statuses].map(([status, count]) => `${status} ${count}`).join(', ')}`);
  } finally {
    await Promise.all(apis.map((api) => api.stop()));
  }
} finally {
  await database.drop();
}
if (failures.length > 0) {
  console.error(`${failures.length} violations, first: ${failures.slice(0, 5).join('; ')}`);
  process.exit(1);
}
console.log('every intent PAID exactly once');
