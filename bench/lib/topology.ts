import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/api/src/db/client.js';

/** What `npm run topology` wrote about the processes it runs (.data/topology.json). */
export interface Topology {
  siteUrl: string;
  /** The API as browsers reach it: through the load balancer, `<site>/api/proxy`. */
  apiUrl: string;
  databaseUrl: string;
  bench: boolean;
  apis: { port: number; pid: number }[];
  webs: { port: number; pid: number }[];
  nginx: { pid: number; config: string };
}

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/topology.json');

/** The running topology when TOPOLOGY=1 (the benchmark then goes through its load balancer), else null. */
export function readTopology(): Topology | null {
  if (process.env.TOPOLOGY !== '1') return null;
  if (!existsSync(file))
    throw new Error('TOPOLOGY=1, but no topology runs: start `npm run topology -- --bench`.');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  if (!topology.bench) {
    throw new Error(
      'The topology runs with the per-address limits: start it with `npm run topology -- --bench`.',
    );
  }
  return topology;
}

/** The topology's own database, for the benchmark's lot and bidders (left in place, dropped with the topology). */
export async function topologyDatabase(topology: Topology) {
  const handle = await openDatabase({ databaseUrl: topology.databaseUrl, poolSize: 10 });
  return { url: topology.databaseUrl, handle, drop: () => handle.close() };
}

/** Resident memory (bytes) and open descriptors of a process, from /proc. */
export function processFigures(pid: number): { rss: number; descriptors: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { rss: kb * 1024, descriptors: readdirSync(`/proc/${pid}/fd`).length };
}

/** The worker processes of an nginx master. */
export function childPids(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return /PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] === String(parent);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A process and everything it started (the API's `tsx` starts the node process that serves). */
export function withDescendants(pid: number): number[] {
  return [pid, ...childPids(pid).flatMap(withDescendants)];
}
