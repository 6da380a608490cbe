/**
 * Live fan-out: VIEWERS (10,000) Server-Sent Events streams of one lot held open on one API process on
 * PostgreSQL, then BIDS (20) bids, one every 500 ms, from two bidders taking turns. For each bid and each
 * viewer it measures the time from just before the bid was sent to the moment the viewer read its `bid`
 * event, and prints p50/p95/p99/max over all deliveries, and how many viewers missed an event. Viewers are
 * raw `http.request` streams in this process (no EventSource polyfill); the API runs in its own process.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run fanout -w @circula/bench
 *   VIEWERS=2000 BIDS=10 npm run fanout -w @circula/bench
 */

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  createBenchDatabase,
  fmt,
  makeBidders,
  makeHotLot,
  percentile,
  requestJson,
  startApiProcess,
} from './lib/bidding-setup.js';

const viewerTotal = Number(process.env.VIEWERS ?? 10_000);
const bidTotal = Number(process.env.BIDS ?? 20);
const connectBatch = 250;

const database = await createBenchDatabase('fanout');
try {
  const { listing, lot } = await makeHotLot(database.handle, { incrementCents: 100 });
  const bidders = await makeBidders(database.handle, listing.id, 2);
  const api = await startApiProcess(database.url);
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const received = new Map<number, number>();
  const requests: http.ClientRequest[] = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  try {
    let ready = 0;
    let failed = 0;
    const open = () =>
      new Promise<void>((resolve) => {
        const request = http.get(`${api.url}/web/lots/${lot.id}/stream`, { agent }, (response) => {
          if (response.statusCode !== 200) {
            failed += 1;
            response.resume();
            resolve();
            return;
          }
          response.setEncoding('utf8');
          let counted = false;
          response.on('data', (chunk: string) => {
            const now = performance.now();
            if (!counted && chunk.includes('event: state')) {
              counted = true;
              ready += 1;
              resolve();
            }
            for (const match of chunk.matchAll(/event: bid\ndata: \{[^\n]*?"sequence":(\d+)/g)) {
              const sequence = Number(match[1]);
              const sent = sentAt.get(sequence);
              if (sent !== undefined) latencies.push(now - sent);
              received.set(sequence, (received.get(sequence) ?? 0) + 1);
            }
          });
        });
        request.on('error', () => {
          failed += 1;
          resolve();
        });
        requests.push(request);
      });
    const connectStarted = performance.now();
    for (let index = 0; index < viewerTotal; index += connectBatch) {
      await Promise.all(Array.from({ length: Math.min(connectBatch, viewerTotal - index) }, open));
    }
    console.log(
      `${ready} viewers connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s (${failed} failed)`,
    );

    let lastBidId: string | null = null;
    let amountCents = 10_000;
    for (let sequence = 1; sequence <= bidTotal; sequence += 1) {
      sentAt.set(sequence, performance.now());
      const answer = await requestJson(`${api.url}/web/lots/${lot.id}/bids`, {
        method: 'POST',
        headers: { authorization: bidders[sequence % 2]!.authorization },
        body: { amountCents, lastSeenBidId: lastBidId, idempotencyKey: randomUUID() },
      });
      if (answer.status !== 201)
        throw new Error(`bid ${sequence}: ${answer.status} ${JSON.stringify(answer.body)}`);
      lastBidId = (answer.body.bid as { id: string }).id;
      amountCents += 100;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    latencies.sort((a, b) => a - b);
    const expected = ready * bidTotal;
    console.log(`deliveries: ${latencies.length} of ${expected} (${expected - latencies.length} missing)`);
    console.log(
      `delivery latency: p50 ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(latencies.at(-1) ?? 0)} ms`,
    );
  } finally {
    for (const request of requests) request.destroy();
    await api.stop();
  }
} finally {
  await database.drop();
}
