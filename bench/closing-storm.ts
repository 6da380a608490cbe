/**
 * The closing storm: LOTS (10,000) lots across EVENTS (100) auctions, all ending within the same minute
 * (each Event's lots staggered by its closing interval, the Events spread over the minute), with bids on a
 * third of them, on a throwaway PostgreSQL database, closed by the job workers of TWO real API processes
 * (`node --import tsx apps/api/src/server.ts`). Prints per-lot lateness (closed_at − scheduled end)
 * p50/p99/max, closings per second, and checks in the database: every lot closed exactly once, every
 * winner the highest bid, every payment intent the Event's creation mode asks for created exactly once.
 * The `kill` phase does the same with one of the two processes killed (SIGKILL) in the middle of the minute.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run closing-storm -w @circula/bench
 *   … npm run closing-storm -w @circula/bench -- --lots 1000          (both phases, smaller)
 *   … npm run closing-storm -w @circula/bench -- --lots 1000 --kill   (only the kill phase)
 *   … npm run closing-storm -w @circula/bench -- --no-kill            (only the phase without a kill)
 */
import pg from 'pg';
import { createBenchDatabase, fmt, percentile } from './lib/bidding-setup.js';
import { scheduleStorm, setUpStorm, startServer } from './lib/storm-setup.js';

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const lotTotal = Number(flag('lots') ?? process.env.LOTS ?? 10_000);
const eventTotal = Number(flag('events') ?? process.env.EVENTS ?? 100);
/** Seconds between the processes being ready and the first lot's end (the job workers are polling by then). */
const leadSeconds = Number(flag('lead') ?? process.env.LEAD_SECONDS ?? 20);
const phases = process.argv.includes('--kill')
  ? (['kill'] as const)
  : process.argv.includes('--no-kill')
    ? (['normal'] as const)
    : (['normal', 'kill'] as const);

async function runPhase(phase: 'normal' | 'kill') {
  console.log(
    `\n=== phase: ${phase === 'kill' ? 'one process killed (SIGKILL) mid-minute' : 'two processes'} ===`,
  );
  const database = await createBenchDatabase('storm');
  const failures: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) failures.push(message);
  };
  try {
    const setUpStarted = Date.now();
    const { events, buyerIds } = await setUpStorm(database, { lotTotal, eventTotal });
    const allLots = events.flatMap((event) => event.lots);
    console.log(
      `set-up: ${allLots.length} lots in ${events.length} Events (interval ${events[0]!.intervalSeconds} s), ` +
        `${allLots.filter((lot) => lot.bids.length > 0).length} with bids, in ${fmt((Date.now() - setUpStarted) / 1000)} s`,
    );
    // One after the other: two processes creating pg-boss's queues at once on a fresh database can
    // deadlock, and the loser exits (a supervisor would restart it; see docs/operations.md).
    const first = await startServer(database.url, 'A');
    const servers = [first, await startServer(database.url, 'B')];
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows: nowRows } = await client.query<{ now: Date }>('select clock_timestamp() as now');
      const firstEnd = new Date(nowRows[0]!.now.getTime() + leadSeconds * 1000);
      await scheduleStorm(client, events, firstEnd);
      // A real catalogue's lots are written days before they end, and autovacuum has analysed them by
      // then; these were written seconds ago.
      await client.query('analyze lots, listings, bids, buyers');
      const { rows: span } = await client.query<{ first: Date; last: Date }>(
        `select min(scheduled_end_at) as first, max(scheduled_end_at) as last from lots`,
      );
      console.log(
        `lots end from ${span[0]!.first.toISOString()} to ${span[0]!.last.toISOString()} ` +
          `(${fmt((span[0]!.last.getTime() - span[0]!.first.getTime()) / 1000)} s)`,
      );
      let killedAt: Date | null = null;
      if (phase === 'kill') {
        const middle = (span[0]!.first.getTime() + span[0]!.last.getTime()) / 2;
        setTimeout(
          () => {
            killedAt = new Date();
            servers[0]!.kill();
            console.log(
              `killed API process A (pid ${servers[0]!.pid}) with SIGKILL at ${killedAt.toISOString()}`,
            );
          },
          Math.max(0, middle - Date.now()),
        );
      }
      const giveUpAt = span[0]!.last.getTime() + 180_000;
      let open = allLots.length;
      while (open > 0 && Date.now() < giveUpAt) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        open = Number((await client.query(`select count(*) as n from lots where status = 'OPEN'`)).rows[0].n);
      }
      check(open === 0, `${open} lots still open 180 s after the last end`);
      // Intents created by the last lot's close, and the e-mails, are in the same transaction: nothing trails.
      await Promise.all(servers.map((server) => server.stop()));

      // Lateness and rate.
      const { rows: closedRows } = await client.query<{ late_ms: number; closed_at: Date; end_at: Date }>(
        `select extract(epoch from (closed_at - scheduled_end_at)) * 1000 as late_ms, closed_at,
                scheduled_end_at as end_at
         from lots where status = 'CLOSED'`,
      );
      const late = closedRows.map((row) => Number(row.late_ms)).sort((a, b) => a - b);
      const firstEndMs = Math.min(...closedRows.map((row) => row.end_at.getTime()));
      const lastCloseMs = Math.max(...closedRows.map((row) => row.closed_at.getTime()));
      const perSecond = new Map<number, number>();
      for (const row of closedRows) {
        const second = Math.floor(row.closed_at.getTime() / 1000);
        perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      }
      check(late[0] === undefined || late[0] >= 0, `a lot closed before its end (${fmt(late[0] ?? 0)} ms)`);

      // Exactly once: one `closed` event per lot, at most one closing per lot.
      const { rows: eventCounts } = await client.query<{ lot_id: string; n: string }>(
        `select lot_id, count(*) as n from lot_events where type = 'closed' group by lot_id`,
      );
      const closedEvents = new Map(eventCounts.map((row) => [row.lot_id, Number(row.n)]));
      let duplicates = 0;
      for (const lot of allLots) {
        const n = closedEvents.get(lot.id) ?? 0;
        if (n > 1) duplicates += n - 1;
        check(n === 1, `lot ${lot.id} has ${n} closed events`);
      }
      const { rows: closingRows } = await client.query<{
        lot_id: string;
        buyer_id: string;
        amount_cents: string;
        status: string;
        id: string;
        listing_id: string;
      }>('select id, lot_id, listing_id, buyer_id, amount_cents, status from lot_closings');
      const closingByLot = new Map<string, (typeof closingRows)[number]>();
      for (const row of closingRows) {
        if (closingByLot.has(row.lot_id)) duplicates += 1;
        closingByLot.set(row.lot_id, row);
      }
      const { rows: highestRows } = await client.query<{ lot_id: string; buyer_id: string; amount: string }>(
        `select distinct on (lot_id) lot_id, buyer_id, amount_cents as amount from bids
         order by lot_id, amount_cents desc`,
      );
      const highest = new Map(highestRows.map((row) => [row.lot_id, row]));
      let winnersRight = 0;
      for (const lot of allLots) {
        const closing = closingByLot.get(lot.id);
        if (lot.bids.length === 0) {
          check(!closing, `lot ${lot.id} without bids has a closing`);
          continue;
        }
        const last = lot.bids.at(-1)!;
        const top = highest.get(lot.id);
        const expectedStatus =
          lot.reserveCents !== null && last.amountCents < lot.reserveCents
            ? 'PENDING_CONFIRMATION'
            : 'APPROVED';
        const right =
          closing !== undefined &&
          closing.buyer_id === buyerIds[last.buyerIndex] &&
          Number(closing.amount_cents) === last.amountCents &&
          top?.buyer_id === closing.buyer_id &&
          Number(top.amount) === Number(closing.amount_cents) &&
          closing.status === expectedStatus;
        check(
          right,
          `lot ${lot.id}: closing ${JSON.stringify(closing)} is not the highest bid (${expectedStatus})`,
        );
        if (right) winnersRight += 1;
      }

      // Payment intents: what each Event's mode asks for, each once.
      const { rows: itemRows } = await client.query<{
        lot_closing_id: string;
        part: string;
        intent_id: string;
        buyer_id: string;
        listing_id: string;
      }>(
        `select i.lot_closing_id, i.part, i.intent_id, p.buyer_id, p.listing_id
         from payment_intent_items i join payment_intents p on p.id = i.intent_id
         where p.type = 'AUCTION_END'`,
      );
      const { rows: intentCountRows } = await client.query<{ listing_id: string; n: string }>(
        `select listing_id, count(*) as n from payment_intents where type = 'AUCTION_END' group by listing_id`,
      );
      const intentsByListing = new Map(intentCountRows.map((row) => [row.listing_id, Number(row.n)]));
      const itemsByClosing = new Map<string, typeof itemRows>();
      for (const item of itemRows) {
        itemsByClosing.set(item.lot_closing_id, [...(itemsByClosing.get(item.lot_closing_id) ?? []), item]);
      }
      let intentsExpected = 0;
      for (const event of events) {
        const approved = event.lots
          .map((lot) => closingByLot.get(lot.id))
          .filter((closing): closing is NonNullable<typeof closing> => closing?.status === 'APPROVED');
        const parts =
          event.mode === 'OFF'
            ? []
            : event.mode === 'JUDICIAL_PIX_COMMISSION'
              ? ['CHARGES', 'PRICE']
              : ['ALL'];
        for (const lot of event.lots) {
          const closing = closingByLot.get(lot.id);
          if (!closing) continue;
          const items = itemsByClosing.get(closing.id) ?? [];
          const wanted = closing.status === 'APPROVED' ? parts : [];
          const got = items.map((item) => item.part).sort();
          check(
            JSON.stringify(got) === JSON.stringify([...wanted].sort()),
            `${event.mode} lot ${lot.id}: intent parts ${got.join(',') || 'none'}, expected ${wanted.join(',') || 'none'}`,
          );
          for (const item of items) {
            check(item.buyer_id === closing.buyer_id, `intent ${item.intent_id} is not the winner's`);
          }
        }
        const expected =
          event.mode === 'ON_LISTING_END'
            ? new Set(approved.map((closing) => closing.buyer_id)).size
            : approved.length * parts.length;
        intentsExpected += expected;
        const got = intentsByListing.get(event.id) ?? 0;
        if (got > expected) duplicates += got - expected;
        check(got === expected, `${event.mode} Event ${event.id}: ${got} intents, expected ${expected}`);
      }
      const { rows: listingRows } = await client.query<{ status: string; n: string }>(
        'select status, count(*) as n from listings group by status',
      );

      const p50 = percentile(late, 50);
      const p99 = percentile(late, 99);
      const max = late.at(-1) ?? Number.NaN;
      const seconds = (lastCloseMs - firstEndMs) / 1000;
      console.log(
        `lateness (closed_at − scheduled end): p50 ${fmt(p50)} ms, p99 ${fmt(p99)} ms, max ${fmt(max)} ms` +
          (killedAt ? ` (kill at ${(killedAt as Date).toISOString()})` : ''),
      );
      console.log(
        `closings: ${closedRows.length} in ${fmt(seconds)} s from the first end to the last close ` +
          `(${fmt(closedRows.length / Math.max(seconds, 0.001))}/s), peak ${Math.max(...perSecond.values())} in one second`,
      );
      console.log(
        `winners right: ${winnersRight}/${allLots.filter((lot) => lot.bids.length > 0).length}; ` +
          `AUCTION_END intents: ${itemRows.length} items in ${[...intentsByListing.values()].reduce((a, b) => a + b, 0)} intents (expected ${intentsExpected}); ` +
          `duplicates: ${duplicates}; Events: ${listingRows.map((row) => `${row.status} ${row.n}`).join(', ')}`,
      );
      const targetsMet = max <= 5_000 && p99 <= 2_000 && duplicates === 0;
      console.log('targets: every lot ≤ 5,000 ms late, p99 ≤ 2,000 ms, zero duplicates');
      console.log(
        failures.length > 0
          ? `FAILED (${failures.length} checks):\n  ${failures.slice(0, 15).join('\n  ')}`
          : 'checks: every lot closed exactly once, every winner the highest bid, every intent once',
      );
      console.log(
        `verdict (${phase}): ${targetsMet && failures.length === 0 ? 'MET' : 'NOT MET'} — ` +
          `max ${fmt(max / 1000)} s, p99 ${fmt(p99 / 1000)} s, ${duplicates} duplicates, ${failures.length} failed checks`,
      );
      return targetsMet && failures.length === 0;
    } finally {
      await client.end();
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await database.drop();
  }
}

let allMet = true;
for (const phase of phases) {
  allMet = (await runPhase(phase)) && allMet;
}
process.exitCode = allMet ? 0 : 1;
