/**
 * One API process for the bidding benchmarks, started by them with `fork` so the load generator and the
 * server do not share a thread. Reads its settings from the environment, listens on a free loopback port
 * (or BENCH_API_PORT) and reports the port to its parent.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  JOBS_ENABLED: 'false',
  // Hundreds of bidders and thousands of viewers share one loopback address here.
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000000',
  BIDS_RATE_LIMIT_MAX: '100000000',
  LIVE_MAX_STREAMS: '1000000',
  DATABASE_URL: process.env.DATABASE_URL,
  BID_BATCH_MAX: process.env.BID_BATCH_MAX,
});
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  poolSize: Number(process.env.POOL_SIZE ?? 10),
});
const app = await buildApp(config, { database, migrate: false });
await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_API_PORT ?? 0) });
process.send?.({ port: (app.server.address() as AddressInfo).port });
process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
