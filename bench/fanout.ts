/**
 * Live fan-out: VIEWERS (10,000) Server-Sent Events streams of one lot held open on the API on PostgreSQL,
 * then BIDS (20) bids, one every 500 ms, from two bidders taking turns. For each bid and each viewer it
 * measures the time from just before the bid was sent to the moment the viewer read its `bid` event, and
 * prints p50/p95/p99/max over all deliveries, and how many viewers missed an event. Viewers are raw
 * `http.request` streams (no EventSource polyfill) spread over VIEWER_PROCESSES (2) processes of their own,
 * so neither the bidder nor the API shares a thread with them; times are compared on the machine's clock
 * (performance.timeOrigin + now). API_WORKERS (1) API processes share the port (node:cluster), each with
 * its own LISTEN.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run fanout -w @circula/bench
 *   VIEWERS=2000 BIDS=10 API_WORKERS=2 npm run fanout -w @circula/bench
 */

import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const clock = () => performance.timeOrigin + performance.now();

if (process.env.FANOUT_VIEWERS_URL) {
  // A viewer process: opens its share of the streams, notes when each bid event arrives, reports at the end.
  const url = process.env.FANOUT_VIEWERS_URL;
  const count = Number(process.env.FANOUT_VIEWERS_COUNT);
  const connectBatch = 250;
  const arrivals = new Map<number, number[]>();
  const requests: http.ClientRequest[] = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  let ready = 0;
  let failed = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const request = http.get(url, { agent }, (response) => {
        if (response.statusCode !== 200) {
          failed += 1;
          response.resume();
          resolve();
          return;
        }
        response.setEncoding('utf8');
        let counted = false;
        response.on('data', (chunk: string) => {
          const now = clock();
          if (!counted && chunk.includes('event: state')) {
            counted = true;
            ready += 1;
            resolve();
          }
          for (const match of chunk.matchAll(/event: bid\ndata: \{[^\n]*?"sequence":(\d+)/g)) {
            const sequence = Number(match[1]);
            let list = arrivals.get(sequence);
            if (!list) {
              list = [];
              arrivals.set(sequence, list);
            }
            list.push(now);
          }
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      requests.push(request);
    });
  for (let index = 0; index < count; index += connectBatch) {
    await Promise.all(Array.from({ length: Math.min(connectBatch, count - index) }, open));
  }
  process.send!({ type: 'ready', ready, failed });
  process.on('message', (message) => {
    if (message !== 'report') return;
    process.send!({ type: 'report', arrivals: [...arrivals.entries()] }, () => {
      for (const request of requests) request.destroy();
      process.exit(0);
    });
  });
} else {
  const { createBenchDatabase, fmt, makeBidders, makeHotLot, percentile, requestJson, startApiProcess } =
    await import('./lib/bidding-setup.js');
  const viewerTotal = Number(process.env.VIEWERS ?? 10_000);
  const bidTotal = Number(process.env.BIDS ?? 20);
  const viewerProcesses = Math.max(1, Number(process.env.VIEWER_PROCESSES ?? 2));
  const apiWorkers = Number(process.env.API_WORKERS ?? 1);

  const database = await createBenchDatabase('fanout');
  try {
    const { listing, lot } = await makeHotLot(database.handle, { incrementCents: 100 });
    const bidders = await makeBidders(database.handle, listing.id, 2);
    const api = await startApiProcess(database.url, { API_WORKERS: String(apiWorkers) });
    const children = Array.from({ length: viewerProcesses }, (_, index) =>
      fork(fileURLToPath(import.meta.url), [], {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          FANOUT_VIEWERS_URL: `${api.url}/web/lots/${lot.id}/stream`,
          FANOUT_VIEWERS_COUNT: String(
            Math.floor(viewerTotal / viewerProcesses) + (index < viewerTotal % viewerProcesses ? 1 : 0),
          ),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    const nextMessage = (child: (typeof children)[number], type: string) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const listener = (message: unknown) => {
          const typed = message as Record<string, unknown>;
          if (typed.type !== type) return;
          child.off('message', listener);
          resolve(typed);
        };
        child.on('message', listener);
      });
    try {
      const connectStarted = performance.now();
      const readiness = await Promise.all(children.map((child) => nextMessage(child, 'ready')));
      const ready = readiness.reduce((sum, entry) => sum + Number(entry.ready), 0);
      const failed = readiness.reduce((sum, entry) => sum + Number(entry.failed), 0);
      console.log(
        `${ready} viewers connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s (${failed} failed), ${viewerProcesses} viewer processes, ${apiWorkers} API process(es)`,
      );

      const sentAt = new Map<number, number>();
      let lastBidId: string | null = null;
      let amountCents = 10_000;
      for (let sequence = 1; sequence <= bidTotal; sequence += 1) {
        sentAt.set(sequence, clock());
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
      const reports = await Promise.all(
        children.map((child) => {
          const report = nextMessage(child, 'report');
          child.send('report');
          return report;
        }),
      );
      const latencies: number[] = [];
      for (const report of reports) {
        for (const [sequence, times] of report.arrivals as [number, number[]][]) {
          const sent = sentAt.get(sequence);
          if (sent !== undefined) for (const time of times) latencies.push(time - sent);
        }
      }
      latencies.sort((a, b) => a - b);
      const expected = ready * bidTotal;
      console.log(`deliveries: ${latencies.length} of ${expected} (${expected - latencies.length} missing)`);
      console.log(
        `delivery latency: p50 ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(latencies.at(-1) ?? 0)} ms`,
      );
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill();
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}
