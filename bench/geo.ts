// Requests per second and latency of GET /web/geo/states/SP/cities (645 municipalities) over real HTTP.
//   npm run geo -w @circula/bench       [DURATION=10] [CONNECTIONS=50]
import autocannon from 'autocannon';
import { startApi } from './lib/server.js';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);

const server = await startApi();
try {
  const path = '/web/geo/states/SP/cities';
  const check = await fetch(server.url + path);
  if (!check.ok) throw new Error(`unexpected status ${check.status}`);
  const result = await autocannon({ url: server.url + path, connections, duration });
  const errors = result.errors + result.non2xx;
  console.log(`GET ${path} — ${connections} connections, ${duration}s, Node ${process.version}`);
  console.log(`  requests/s   avg ${result.requests.average.toFixed(0)}  (total ${result.requests.total})`);
  console.log(
    `  latency ms   p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
  );
  console.log(
    `  throughput   ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s   errors ${errors}`,
  );
} finally {
  await server.close();
}
