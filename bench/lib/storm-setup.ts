/**
 * The closing storm's parts, shared by `closing-storm.ts` and `bids-storm.ts`: Events, lots, buyers and bids
 * written straight to the tables, their ends moved into one minute, and real API processes (the server
 * entry, job workers on).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PaymentIntentCreationMode } from '@circula/domain';
import pg from 'pg';
import { auctioneers, buyers, listings, lots, sellers, users } from '../../apps/api/src/db/schema/index.js';
import type { createBenchDatabase } from './bidding-setup.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const bidderTotal = 60;

/** Creation modes cycled over the Events (AUCTION type: no judicial second phase). */
export const modes: PaymentIntentCreationMode[] = [
  'PER_LOT_END',
  'ON_LISTING_END',
  'OFF',
  'JUDICIAL_PIX_COMMISSION',
  'JUDICIAL_ALL_DEPOSITS',
];

export interface PlannedLot {
  id: string;
  listingId: string;
  number: number;
  reserveCents: number | null;
  /** The buyers' bids in order (amounts rising); the last is the winner. */
  bids: { buyerIndex: number; amountCents: number }[];
}

export interface PlannedEvent {
  id: string;
  mode: PaymentIntentCreationMode;
  intervalSeconds: number;
  offsetSeconds: number;
  lots: PlannedLot[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The key every API process of this run signs sessions with (the bench's bidders sign in with it too). */
export const stormJwtSecret = randomBytes(32).toString('hex');

/** One real API process (the server entry, job workers on), resolved once `/ready` answers. */
export async function startServer(databaseUrl: string, name: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // e.g. STORM_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/storm-profiles" to profile the API processes
      ...(process.env.STORM_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/api/src/server.ts'),
    ],
    {
      cwd: path.join(repoRoot, 'apps/api'),
      env: {
        ...process.env,
        // As deployed: production builds of the libraries (React renders the e-mails), real secrets.
        NODE_ENV: 'production',
        AUTH_JWT_SECRET: stormJwtSecret,
        FILES_SIGNING_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: process.env.STORM_LOG_LEVEL ?? 'silent',
        DATABASE_URL: databaseUrl,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        JOBS_ENABLED: 'true',
        SEED_DEMO_DATA: 'false',
        DATA_DIR: path.join('/tmp', `closing-storm-${randomUUID().slice(0, 8)}`),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`API process ${name} exited before it was ready`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/ready`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API process ${name} not ready after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    kill: () => child.kill('SIGKILL'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Events, lots, buyers and bids written straight to the database (the way the seed does), all far ahead. */
export async function setUpStorm(
  database: Awaited<ReturnType<typeof createBenchDatabase>>,
  { lotTotal, eventTotal }: { lotTotal: number; eventTotal: number },
) {
  const db = database.handle.db;
  const [seller] = await db.insert(sellers).values({ name: 'Comitente da tempestade' }).returning();
  const [auctioneer] = await db
    .insert(auctioneers)
    .values({ name: 'Leiloeira da tempestade', registration: 'JUCESP nº 2' })
    .returning();
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: bidderTotal }, (_, index) => ({
        name: `Arrematante ${index}`,
        email: `arrematante-${index}-${randomUUID().slice(0, 6)}@example.com`,
      })),
    )
    .returning({ id: users.id });
  const buyerRows = await db
    .insert(buyers)
    .values(
      userRows.map((user, index) => ({
        userId: user.id,
        username: `arrematante_${index}_${randomUUID().slice(0, 4)}`,
        status: 'VERIFIED' as const,
        type: 'NATURAL_PERSON' as const,
      })),
    )
    .returning({ id: buyers.id });
  const buyerIds = buyerRows.map((row) => row.id);

  const lotsPerEvent = Math.ceil(lotTotal / eventTotal);
  // Each Event's lots end `interval` seconds apart (an integer, as the Event stores it) within half a
  // minute at most; the Events' first ends are spread over the rest of the minute.
  const intervalSeconds = lotsPerEvent > 1 ? Math.min(60, Math.floor(30 / (lotsPerEvent - 1))) : 0;
  const span = (lotsPerEvent - 1) * intervalSeconds;
  const farAhead = new Date(Date.now() + 3_600_000);
  const events: PlannedEvent[] = [];
  let lotIndex = 0;
  for (let eventIndex = 0; eventIndex < eventTotal && lotIndex < lotTotal; eventIndex += 1) {
    const mode = modes[eventIndex % modes.length]!;
    const [listing] = await db
      .insert(listings)
      .values({
        slug: `tempestade-${eventIndex}-${randomUUID().slice(0, 6)}`,
        type: 'AUCTION',
        segment: 'Outras Desativações',
        status: 'OPEN',
        sellerId: seller!.id,
        auctioneerId: auctioneer!.id,
        title: `Evento da tempestade ${eventIndex + 1}`,
        city: 'São Paulo',
        state: 'SP',
        startsAt: new Date(Date.now() - 3_600_000),
        scheduledEndAt: farAhead,
        closingIntervalSeconds: intervalSeconds,
        paymentIntentCreationMode: mode,
      })
      .returning({ id: listings.id });
    const planned: PlannedEvent = {
      id: listing!.id,
      mode,
      intervalSeconds,
      offsetSeconds: Math.floor((eventIndex * Math.max(0, 59 - span)) / eventTotal),
      lots: [],
    };
    const count = Math.min(lotsPerEvent, lotTotal - lotIndex);
    for (let number = 1; number <= count; number += 1, lotIndex += 1) {
      const withBids = lotIndex % 3 === 0;
      const bidCount = withBids ? 1 + (lotIndex % 4) : 0;
      const bids = Array.from({ length: bidCount }, (_, sequence) => ({
        buyerIndex: (lotIndex * 7 + sequence * 13) % bidderTotal,
        amountCents: 10_000 + sequence * 500,
      }));
      // One lot in eleven with bids has a reserve above its last bid: PENDING_CONFIRMATION, no intent yet.
      const reserveCents = withBids && lotIndex % 11 === 0 ? 1_000_000 : null;
      planned.lots.push({ id: randomUUID(), listingId: listing!.id, number, reserveCents, bids });
    }
    events.push(planned);
  }

  const allLots = events.flatMap((event) => event.lots);
  for (let start = 0; start < allLots.length; start += 1_000) {
    await db.insert(lots).values(
      allLots.slice(start, start + 1_000).map((lot) => ({
        id: lot.id,
        listingId: lot.listingId,
        number: lot.number,
        title: `Lote ${lot.number} da tempestade`,
        macroCategory: 'OUTROS' as const,
        startingBidCents: 10_000,
        incrementCents: 500,
        reserveCents: lot.reserveCents,
        scheduledEndAt: farAhead,
        city: 'São Paulo',
        state: 'SP',
      })),
    );
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const bidRows = allLots.flatMap((lot) =>
    lot.bids.map((bid, index) => ({
      lotId: lot.id,
      listingId: lot.listingId,
      buyerId: buyerIds[bid.buyerIndex]!,
      sequence: index + 1,
      amountCents: bid.amountCents,
    })),
  );
  for (let start = 0; start < bidRows.length; start += 2_000) {
    const slice = bidRows.slice(start, start + 2_000);
    await client.query(
      `insert into bids (lot_id, listing_id, buyer_id, sequence, amount_cents)
       select * from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::bigint[])`,
      [
        slice.map((row) => row.lotId),
        slice.map((row) => row.listingId),
        slice.map((row) => row.buyerId),
        slice.map((row) => row.sequence),
        slice.map((row) => row.amountCents),
      ],
    );
  }
  // The lots' state as the engine leaves it: the last bid is the current one.
  await client.query(`
    update lots l set bid_count = b.total, current_bid_cents = b.amount_cents, last_bid_id = b.id,
                      last_bid_buyer_id = b.buyer_id
    from (select id, lot_id, amount_cents, buyer_id, count(*) over (partition by lot_id) as total,
                 row_number() over (partition by lot_id order by sequence desc) as position
          from bids) b
    where b.lot_id = l.id and b.position = 1`);
  await client.end();
  return { events, buyerIds };
}

/** Moves every lot's end into the coming minute: Event offset + (number − 1) × interval after `firstEnd`. */
export async function scheduleStorm(client: pg.Client, events: PlannedEvent[], firstEnd: Date) {
  for (const event of events) {
    await client.query(
      `update lots set scheduled_end_at = $1::timestamptz + make_interval(secs => $2 + (number - 1) * $3)
       where listing_id = $4`,
      [firstEnd, event.offsetSeconds, event.intervalSeconds, event.id],
    );
    await client.query(
      `update listings set scheduled_end_at = $1::timestamptz + make_interval(secs => $2) where id = $3`,
      [firstEnd, event.offsetSeconds, event.id],
    );
  }
}
