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
 *
 * With TOPOLOGY=1 it runs through `npm run topology -- --bench` (its database, its load balancer): first the
 * one-process baseline — BASELINE_VIEWERS (10,000) viewers straight at one API process it starts itself on
 * that database — then VIEWERS (50,000) viewers of another lot through the balancer, spread over the
 * topology's API processes. Each viewer process connects from its own loopback address (127.0.0.11, .12, …):
 * one address has only ~28,000 ports towards one listening port. For each phase it prints the resident
 * memory each API process (and the balancer) gained per open stream, and the verdict against
 * p99 ≤ 250 ms with every delivery arriving.
 *
 *   TOPOLOGY=1 VIEWER_PROCESSES=10 npm run fanout -w @circula/bench
 */

import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
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
  const localAddress = process.env.FANOUT_SOURCE_ADDRESS || undefined;
  let ready = 0;
  let failed = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const request = http.get(url, { agent, localAddress }, (response) => {
        if (response.statusCode !== 200) {
          failed += 1;
          response.resume();
          resolve();
          return;
        }
        response.setEncoding('utf8');
        let counted = false;
        // A stream the server ends (or drops) before its state counts as failed, not as a viewer.
        response.on('close', () => {
          if (counted) return;
          counted = true;
          failed += 1;
          resolve();
        });
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
  const { childPids, processFigures, readTopology, topologyDatabase, withDescendants } = await import(
    './lib/topology.js'
  );
  const topology = readTopology();
  const viewerTotal = Number(process.env.VIEWERS ?? (topology ? 50_000 : 10_000));
  const baselineTotal = Number(process.env.BASELINE_VIEWERS ?? 10_000);
  const bidTotal = Number(process.env.BIDS ?? 20);
  const viewerProcesses = Math.max(1, Number(process.env.VIEWER_PROCESSES ?? (topology ? 10 : 2)));
  const apiWorkers = Number(process.env.API_WORKERS ?? 1);
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

  type Database =
    | Awaited<ReturnType<typeof createBenchDatabase>>
    | Awaited<ReturnType<typeof topologyDatabase>>;

  /**
   * One measurement: `viewers` streams of a fresh lot at `baseUrl`, then the bids; `watched` are the
   * processes whose memory is read before and after the viewers connect.
   */
  async function phase(
    label: string,
    database: Database,
    baseUrl: string,
    viewers: number,
    watched: { name: string; pids: () => number[] }[],
  ) {
    const { listing, lot } = await makeHotLot(database.handle, { incrementCents: 100 });
    const bidders = await makeBidders(database.handle, listing.id, 2);
    const figures = () =>
      watched.map((entry) =>
        entry.pids().reduce(
          (sum, pid) => {
            const one = processFigures(pid);
            return { rss: sum.rss + one.rss, descriptors: sum.descriptors + one.descriptors };
          },
          { rss: 0, descriptors: 0 },
        ),
      );
    const before = figures();
    const children = Array.from({ length: viewerProcesses }, (_, index) =>
      fork(fileURLToPath(import.meta.url), [], {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          FANOUT_VIEWERS_URL: `${baseUrl}/web/lots/${lot.id}/stream`,
          FANOUT_VIEWERS_COUNT: String(
            Math.floor(viewers / viewerProcesses) + (index < viewers % viewerProcesses ? 1 : 0),
          ),
          FANOUT_SOURCE_ADDRESS: topology ? `127.0.0.${11 + index}` : '',
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
        `[${label}] ${ready} viewers connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s (${failed} failed), ${viewerProcesses} viewer processes`,
      );
      const after = figures();
      watched.forEach((entry, index) => {
        const grown = after[index]!.rss - before[index]!.rss;
        const opened = after[index]!.descriptors - before[index]!.descriptors;
        console.log(
          `[${label}] ${entry.name}: ${opened} more open connections, resident memory ${mib(before[index]!.rss)} → ${mib(after[index]!.rss)}, ${opened > 0 ? (grown / opened / 1024).toFixed(1) : '–'} KiB per connection`,
        );
      });

      const sentAt = new Map<number, number>();
      let lastBidId: string | null = null;
      let amountCents = 10_000;
      for (let sequence = 1; sequence <= bidTotal; sequence += 1) {
        sentAt.set(sequence, clock());
        const answer = await requestJson(`${baseUrl}/web/lots/${lot.id}/bids`, {
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
      const missing = expected - latencies.length;
      console.log(`[${label}] deliveries: ${latencies.length} of ${expected} (${missing} missing)`);
      const p99 = percentile(latencies, 99);
      console.log(
        `[${label}] delivery latency: p50 ${fmt(percentile(latencies, 50))} ms, p95 ${fmt(percentile(latencies, 95))} ms, p99 ${fmt(p99)} ms, max ${fmt(latencies.at(-1) ?? 0)} ms`,
      );
      return { ready, failed, missing, p99 };
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill();
      // Let the servers see the streams close before the next phase reads their memory.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }

  if (topology) {
    const database = await topologyDatabase(topology);
    try {
      const load = () =>
        loadavg()
          .map((value) => value.toFixed(1))
          .join(' ');
      console.log(`machine load average before: ${load()}`);
      const api = await startApiProcess(database.url);
      let baseline: Awaited<ReturnType<typeof phase>>;
      try {
        baseline = await phase('one process', database, api.url, baselineTotal, [
          { name: 'the API process', pids: () => [api.pid] },
        ]);
      } finally {
        await api.stop();
      }
      const spread = await phase(
        `${topology.apis.length} processes + nginx`,
        database,
        topology.apiUrl,
        viewerTotal,
        [
          ...topology.apis.map((entry, index) => ({
            name: `API process ${index + 1}`,
            pids: () => withDescendants(entry.pid),
          })),
          { name: 'nginx (all workers)', pids: () => childPids(topology.nginx.pid) },
        ],
      );
      console.log(`machine load average after: ${load()}`);
      console.log(
        `baseline: ${baseline.ready} viewers on one process, p99 ${fmt(baseline.p99)} ms, ${baseline.missing} missing`,
      );
      const met =
        spread.failed === 0 && spread.missing === 0 && spread.ready >= viewerTotal && spread.p99 <= 250;
      console.log(
        `verdict: ${spread.ready} of ${viewerTotal} viewers over ${topology.apis.length} API processes through the balancer, p99 ${fmt(spread.p99)} ms (${(spread.p99 / baseline.p99).toFixed(2)}× the one-process p99), ${spread.missing} deliveries missing — target (p99 ≤ 250 ms, every delivery) ${met ? 'MET' : 'NOT MET'}`,
      );
    } finally {
      await database.drop();
    }
  } else {
    const database = await createBenchDatabase('fanout');
    try {
      const api = await startApiProcess(database.url, { API_WORKERS: String(apiWorkers) });
      try {
        await phase(`${apiWorkers} API process(es)`, database, api.url, viewerTotal, []);
      } finally {
        await api.stop();
      }
    } finally {
      await database.drop();
    }
  }
}
