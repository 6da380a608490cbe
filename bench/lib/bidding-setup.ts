import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startSession } from '../../apps/api/src/auth/start-session.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/client.js';
import { migrateDatabase } from '../../apps/api/src/db/prepare-database.js';
import {
  auctioneers,
  buyers,
  listingEnrolments,
  listings,
  lots,
  sellers,
  users,
} from '../../apps/api/src/db/schema/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A throwaway PostgreSQL database for one run, migrated, dropped by `drop()`. */
export async function createBenchDatabase(prefix: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl?.startsWith('postgres')) {
    throw new Error('Set DATABASE_URL=postgres://… (this benchmark measures PostgreSQL).');
  }
  const name = `circula_bench_${prefix}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
  await migrateDatabase(handle);
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** An OPEN auction with one lot ending in an hour (no soft close during the run). */
export async function makeHotLot(handle: DatabaseHandle, options: { incrementCents?: number } = {}) {
  const db = handle.db;
  const [seller] = await db.insert(sellers).values({ name: 'Comitente de teste' }).returning();
  const [auctioneer] = await db
    .insert(auctioneers)
    .values({ name: 'Leiloeira de teste', registration: 'JUCESP nº 1' })
    .returning();
  const now = Date.now();
  const [listing] = await db
    .insert(listings)
    .values({
      slug: `bench-${randomUUID().slice(0, 8)}`,
      type: 'AUCTION',
      segment: 'Outras Desativações',
      status: 'OPEN',
      sellerId: seller!.id,
      auctioneerId: auctioneer!.id,
      title: 'Evento de benchmark',
      city: 'São Paulo',
      state: 'SP',
      startsAt: new Date(now - 3_600_000),
      scheduledEndAt: new Date(now + 3_600_000),
    })
    .returning();
  const [lot] = await db
    .insert(lots)
    .values({
      listingId: listing!.id,
      number: 1,
      title: 'Lote disputado',
      macroCategory: 'OUTROS',
      startingBidCents: 10_000,
      incrementCents: options.incrementCents ?? 100,
      scheduledEndAt: new Date(now + 3_600_000),
      city: 'São Paulo',
      state: 'SP',
    })
    .returning();
  return { listing: listing!, lot: lot! };
}

export interface BenchBidder {
  userId: string;
  buyerId: string;
  authorization: string;
}

/** Verified buyers enrolled in the Event, each with an open session and an access token. */
export async function makeBidders(
  handle: DatabaseHandle,
  listingId: string,
  count: number,
  /** The key the API processes sign with, when not the development one (processes run as deployed). */
  authJwtSecret?: string,
): Promise<BenchBidder[]> {
  const db = handle.db;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(authJwtSecret ? { AUTH_JWT_SECRET: authJwtSecret } : {}),
  });
  const noLog = { error() {}, warn() {}, info() {} } as never;
  const result: BenchBidder[] = [];
  for (let index = 0; index < count; index += 1) {
    const [user] = await db
      .insert(users)
      .values({
        name: `Licitante ${index}`,
        email: `licitante-${index}-${randomUUID().slice(0, 6)}@example.com`,
      })
      .returning();
    const [buyer] = await db
      .insert(buyers)
      .values({
        userId: user!.id,
        username: `licitante_${index}_${randomUUID().slice(0, 4)}`,
        status: 'VERIFIED',
        type: 'NATURAL_PERSON',
      })
      .returning();
    await db
      .insert(listingEnrolments)
      .values({ listingId, buyerId: buyer!.id, editalAcceptedAt: new Date() });
    const session = await startSession(
      { config, db, log: noLog, notifier: null as never },
      {
        userId: user!.id,
        method: 'credentials',
        userAgent: 'bench',
      },
    );
    result.push({ userId: user!.id, buyerId: buyer!.id, authorization: `Bearer ${session.accessToken}` });
  }
  return result;
}

/** Starts an API process on the database; resolves with its base URL and a stop function. */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}) {
  const child: ChildProcess = fork(path.join(here, 'api-process.ts'), [], {
    // BENCH_CPU_PROF=dir writes a V8 CPU profile of the API process there (to see where a request goes).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`API process exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

export const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });

/** A JSON request over a kept-alive connection: status, parsed body and milliseconds taken. */
export function requestJson(
  url: string,
  options: { method: string; headers?: Record<string, string>; body?: unknown },
): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method,
        agent: keepAliveAgent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const fmt = (value: number) => value.toFixed(1);
