/**
 * Facet counts of searches without words from the table of counts (docs/decisions/263-…): the visible lots
 * counted once by every value such a search filters and counts by, computed as a whole every few seconds by
 * one API process at a time, plus the lots changed since (search_facet_changes). A search sums the groups
 * that match its filters — a few thousand rows — instead of counting a million lots.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { lots, searchFacetChanges, searchFacetCounts, searchFacetCountsState } from '../db/schema/index.js';
import { at, displayStatusSql, rowsOf, visibleLot } from './catalog-sql.js';
import { type FacetCounts, type FacetRow, facetCountsOf } from './search-facets.js';
import type { LotSearchCriteria } from './search-query.js';

export type RefreshOutcome =
  /** Computed now. */
  | 'refreshed'
  /** Computed by someone else less than `freshForMs` ago: left as it is. */
  | 'fresh'
  /** Another process is computing it at this moment. */
  | 'busy';

/** Every API process on the database takes this lock (for its transaction) to compute the counts. */
const lockName = 'circula.search-facet-counts';

/** One computation at a time per database handle in this process; callers meanwhile share its outcome. */
const running = new WeakMap<Database, Promise<RefreshOutcome>>();

/**
 * Computes the counts again, unless another process is doing it or did it less than `freshForMs` ago. In one
 * REPEATABLE READ transaction: the counts read the lots as of its snapshot, and the changes that snapshot
 * sees are deleted with the old counts, so the rows left in search_facet_changes are exactly the changes the
 * new counts do not hold (those of transactions still running or committed after it began). A computation
 * that overlaps another one commits nothing (serialization failure): the table is never half written.
 */
export function refreshSearchFacetCounts(
  db: Database,
  options: { freshForMs?: number } = {},
): Promise<RefreshOutcome> {
  const current = running.get(db);
  if (current) return current;
  const refresh = computeCounts(db, options.freshForMs ?? 0).finally(() => running.delete(db));
  running.set(db, refresh);
  return refresh;
}

async function computeCounts(db: Database, freshForMs: number): Promise<RefreshOutcome> {
  // Display statuses are counted as of this instant, taken before the snapshot: a lot that ends while the
  // counts are computed reads as it did when they started.
  const computedAt = new Date();
  const started = performance.now();
  try {
    return await db.transaction(
      async (transaction) => {
        const tx = transaction as unknown as Database;
        const [lock] = rowsOf<{ locked: boolean | string }>(
          await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtext(${lockName})) AS locked`),
        );
        if (lock?.locked !== true && lock?.locked !== 't') return 'busy';
        const [state] = await tx
          .select({ computedAt: searchFacetCountsState.computedAt })
          .from(searchFacetCountsState);
        if (state && computedAt.getTime() - state.computedAt.getTime() < freshForMs) return 'fresh';
        await tx.delete(searchFacetCounts);
        // Grouped by the city as written first (a few hundred thousand folds would cost more than the count),
        // then folded; the second grouping set is the same counts over every city.
        await tx.execute(sql`
          INSERT INTO ${searchFacetCounts} (macro_category, state, city_key, listing_type, listing_segment,
            display_status, lots)
          SELECT macro_category, state, city_key, listing_type, listing_segment, display_status, sum(n)::int
          FROM (
            SELECT macro_category, state, circula_unaccent(lower(city)) AS city_key, listing_type,
              listing_segment, display_status, n
            FROM (
              SELECT ${lots.macroCategory} AS macro_category, ${lots.state} AS state, ${lots.city} AS city,
                ${lots.listingType} AS listing_type, ${lots.listingSegment} AS listing_segment,
                ${displayStatusSql(computedAt)} AS display_status, count(*) AS n
              FROM ${lots}
              WHERE ${visibleLot()}
              GROUP BY 1, 2, 3, 4, 5, 6
            ) by_city
          ) folded
          GROUP BY GROUPING SETS (
            (macro_category, state, city_key, listing_type, listing_segment, display_status),
            (macro_category, state, listing_type, listing_segment, display_status))`);
        await tx.delete(searchFacetChanges);
        const durationMs = Math.round(performance.now() - started);
        await tx
          .insert(searchFacetCountsState)
          .values({ id: 1, computedAt, durationMs })
          .onConflictDoUpdate({ target: searchFacetCountsState.id, set: { computedAt, durationMs } });
        return 'refreshed';
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (error) {
    if (isSerializationFailure(error)) return 'busy';
    throw error;
  }
}

function isSerializationFailure(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '40001') return true;
  }
  return false;
}

/** When the counts were computed; null before the first time. */
export async function searchFacetCountsComputedAt(db: Database): Promise<Date | null> {
  const [state] = await db
    .select({ computedAt: searchFacetCountsState.computedAt })
    .from(searchFacetCountsState);
  return state?.computedAt ?? null;
}

/**
 * The facet counts and total of a search without words and without a price range, as of `computedAt` (the
 * counts' instant, for display statuses) and with every change to the lots since. A chosen city reads that
 * city's groups; otherwise the groups of all cities.
 */
export async function countFacetsFromTable(
  db: Database,
  criteria: LotSearchCriteria,
  computedAt: Date,
): Promise<FacetCounts> {
  const cityKey = criteria.city ? sql`circula_unaccent(lower(${criteria.city}))` : null;
  const changed = searchFacetChanges;
  const statusThen = displayStatusSql(at(computedAt), {
    listingStatus: changed.listingStatus,
    listingStartsAt: changed.listingStartsAt,
    listingType: changed.listingType,
    status: changed.lotStatus,
    scheduledEndAt: changed.scheduledEndAt,
    quantity: changed.quantity,
    reservedQuantity: changed.reservedQuantity,
  });
  const equals = (column: string, value: string | undefined): SQL =>
    value === undefined ? sql`true` : sql`${sql.identifier(column)} = ${value}`;
  const fc = equals('category', criteria.category);
  const fs = equals('state', criteria.state);
  const ft = equals('type', criteria.type);
  const fg = equals('segment', criteria.segment);
  const fb = equals('status', criteria.status);
  const result = await db.execute(sql`
    SELECT category, state, type, segment, status,
      GROUPING(category, state, type, segment, status) AS g,
      (sum(n) FILTER (WHERE fs AND ft AND fg AND fb))::int AS c_category,
      (sum(n) FILTER (WHERE fc AND ft AND fg AND fb))::int AS c_state,
      (sum(n) FILTER (WHERE fc AND fs AND fg AND fb))::int AS c_type,
      (sum(n) FILTER (WHERE fc AND fs AND ft AND fb))::int AS c_segment,
      (sum(n) FILTER (WHERE fc AND fs AND ft AND fg))::int AS c_status,
      (sum(n) FILTER (WHERE fc AND fs AND ft AND fg AND fb))::int AS c_total
    FROM (
      SELECT category, state, type, segment, status, n,
        ${fc} AS fc, ${fs} AS fs, ${ft} AS ft, ${fg} AS fg, ${fb} AS fb
      FROM (
        SELECT macro_category AS category, state, listing_type AS type, listing_segment AS segment,
          display_status AS status, lots AS n
        FROM ${searchFacetCounts}
        WHERE ${cityKey ? sql`city_key = ${cityKey}` : sql`city_key IS NULL`}
        UNION ALL
        SELECT ${changed.macroCategory}, ${changed.state}, ${changed.listingType}, ${changed.listingSegment},
          ${statusThen}, ${changed.sign}::int
        FROM ${changed}
        ${cityKey ? sql`WHERE ${changed.cityKey} = ${cityKey}` : sql``}
      ) grouped
    ) matched
    GROUP BY GROUPING SETS ((category), (state), (type), (segment), (status), ())`);
  return facetCountsOf(rowsOf<FacetRow>(result));
}

export interface FacetCountsSettings {
  /** How old the counts may be (their display statuses; SEARCH_FACET_COUNTS_SECONDS); 0: never used. */
  maxAgeMs: number;
  log?: FastifyBaseLogger | undefined;
}

/**
 * The counts of a search without words from the table, or null when the search must count its lots itself
 * (the table is turned off, or too old and being computed by another process at this moment). Counts older
 * than half `maxAgeMs` are used while a computation starts beside the search; older than `maxAgeMs` (or
 * never computed), the search waits for this process to compute them.
 */
export async function facetCountsFromTable(
  db: Database,
  criteria: LotSearchCriteria,
  settings: FacetCountsSettings,
): Promise<FacetCounts | null> {
  const { maxAgeMs, log } = settings;
  if (maxAgeMs <= 0) return null;
  let computedAt = await searchFacetCountsComputedAt(db);
  const age = computedAt ? Date.now() - computedAt.getTime() : Number.POSITIVE_INFINITY;
  if (Math.abs(age) > maxAgeMs) {
    const outcome = await refreshSearchFacetCounts(db, { freshForMs: maxAgeMs / 2 });
    if (outcome === 'busy') return null;
    computedAt = await searchFacetCountsComputedAt(db);
    if (!computedAt) return null;
  } else if (age > maxAgeMs / 2) {
    refreshSearchFacetCounts(db, { freshForMs: maxAgeMs / 2 }).catch((error: unknown) =>
      log?.error({ err: error }, 'search facet counts failed'),
    );
  }
  return countFacetsFromTable(db, criteria, computedAt!);
}

/**
 * With the job workers: computes the counts at start and keeps them under half their allowed age, so
 * searches never wait for them. Every process runs it; the lock and the age check let one compute each time.
 */
export function searchFacetCountsKeeper(app: FastifyInstance) {
  const maxAgeMs = app.deps.config.SEARCH_FACET_COUNTS_SECONDS * 1000;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    current = refreshSearchFacetCounts(app.deps.database.db, { freshForMs: maxAgeMs / 2 }).catch(
      (error: unknown) => app.log.error({ err: error }, 'search facet counts failed'),
    );
    await current;
    if (!stopping) timer = setTimeout(tick, maxAgeMs / 3);
  };
  return {
    start() {
      if (maxAgeMs > 0 && !stopping) timer = setTimeout(tick, 0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
