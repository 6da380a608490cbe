/**
 * The API for the bidding benchmarks, started by them with `fork` so the load generator and the server do
 * not share a thread. Reads its settings from the environment, listens on a free loopback port (or
 * BENCH_API_PORT) and reports the port to its parent. API_WORKERS (1) > 1 runs that many API processes
 * behind the one port with node:cluster (each with its own pool and its own LISTEN; the lot lock and
 * LISTEN/NOTIFY already work across processes).
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';

const workers = Math.max(1, Number(process.env.API_WORKERS ?? 1));

if (workers > 1 && cluster.isPrimary) {
  const children = Array.from({ length: workers }, () => cluster.fork());
  const ports = await Promise.all(
    children.map(
      (child) =>
        new Promise<number>((resolve, reject) => {
          child.once('message', (message) => resolve((message as { port: number }).port));
          child.once('exit', (code) => reject(new Error(`API worker exited (${code})`)));
        }),
    ),
  );
  process.send?.({ port: ports[0] });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.send('stop');
          }),
      ),
    );
    process.exit(0);
  });
} else {
  const { buildApp } = await import('../../apps/api/src/app.js');
  const { loadConfig } = await import('../../apps/api/src/config.js');
  const { openDatabase } = await import('../../apps/api/src/db/client.js');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    JOBS_ENABLED: 'false',
    // Hundreds of bidders and thousands of viewers share one loopback address here.
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000000',
    BIDS_RATE_LIMIT_MAX: '100000000',
    PIX_WEBHOOK_RATE_LIMIT_MAX: process.env.PIX_WEBHOOK_RATE_LIMIT_MAX,
    LIVE_MAX_STREAMS: '1000000',
    LIVE_MAX_STREAMS_PER_IP: '1000000',
    DATABASE_URL: process.env.DATABASE_URL,
    BID_BATCH_MAX: process.env.BID_BATCH_MAX,
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: Number(process.env.POOL_SIZE ?? 10),
  });
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_API_PORT ?? 0) });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
  process.on('message', async (message) => {
    if (message === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
}
