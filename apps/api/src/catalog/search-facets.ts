/** Facet counts of a search. */
import { and, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { lots } from '../db/schema/index.js';
import { lotDisplayStatusSql, rowsOf, visibleLot } from './catalog-sql.js';
import { filterConditions, type LotSearchCriteria, priceConditions, textConditions } from './search-query.js';
import type { ResolvedTerm } from './search-terms.js';

export interface FacetCounts {
  categories: Map<string, number>;
  states: Map<string, number>;
  types: Map<string, number>;
  segments: Map<string, number>;
  statuses: Map<string, number>;
  total: number;
}

/**
 * Facet counts and the total of a search, in one pass (GROUPING SETS). Each facet counts the lots matching
 * every other filter, so a chosen value still shows its siblings; the grand total applies them all. The words,
 * the price range and a chosen city bound every count: 'Campinas - SP' counts the states of Campinas's lots.
 */
export async function countLotFacets(
  db: Database,
  criteria: LotSearchCriteria,
  resolved: ResolvedTerm[],
): Promise<FacetCounts> {
  const { category: fc, state: fs, city, type: ft, segment: fg, status: fb } = filterConditions(criteria);
  const result = await db.execute(sql`
    SELECT category, state, type, segment, status,
      GROUPING(category, state, type, segment, status) AS g,
      (count(*) FILTER (WHERE fs AND ft AND fg AND fb))::int AS c_category,
      (count(*) FILTER (WHERE fc AND ft AND fg AND fb))::int AS c_state,
      (count(*) FILTER (WHERE fc AND fs AND fg AND fb))::int AS c_type,
      (count(*) FILTER (WHERE fc AND fs AND ft AND fb))::int AS c_segment,
      (count(*) FILTER (WHERE fc AND fs AND ft AND fg))::int AS c_status,
      (count(*) FILTER (WHERE fc AND fs AND ft AND fg AND fb))::int AS c_total
    FROM (
      SELECT ${lots.macroCategory} AS category, ${lots.state} AS state, ${lots.listingType} AS type,
        ${lots.listingSegment} AS segment, ${lotDisplayStatusSql(criteria.now)} AS status,
        ${fc} AS fc, ${fs} AS fs, ${ft} AS ft, ${fg} AS fg, ${fb} AS fb
      FROM ${lots}
      WHERE ${and(visibleLot(), ...textConditions(resolved), ...priceConditions(criteria), city)}
    ) matched
    GROUP BY GROUPING SETS ((category), (state), (type), (segment), (status), ())`);
  return facetCountsOf(rowsOf<FacetRow>(result));
}

/**
 * The counts of a GROUPING SETS ((category), (state), (type), (segment), (status), ()) query: each set's
 * count of the lots matching every other filter, and the total.
 */
export function facetCountsOf(rows: FacetRow[]): FacetCounts {
  const facets: FacetCounts = {
    categories: new Map(),
    states: new Map(),
    types: new Map(),
    segments: new Map(),
    statuses: new Map(),
    total: 0,
  };
  // GROUPING(...) is a bit mask, first argument highest: 0b01111 means grouped by category only.
  for (const row of rows) {
    const g = Number(row.g);
    if (g === 0b01111 && row.c_category > 0) facets.categories.set(row.category!, row.c_category);
    else if (g === 0b10111 && row.c_state > 0) facets.states.set(row.state!, row.c_state);
    else if (g === 0b11011 && row.c_type > 0) facets.types.set(row.type!, row.c_type);
    else if (g === 0b11101 && row.c_segment > 0) facets.segments.set(row.segment!, row.c_segment);
    else if (g === 0b11110 && row.c_status > 0) facets.statuses.set(row.status!, row.c_status);
    else if (g === 0b11111) facets.total = Number(row.c_total ?? 0);
  }
  return facets;
}

export interface FacetRow {
  category: string | null;
  state: string | null;
  type: string | null;
  segment: string | null;
  status: string | null;
  g: number;
  c_category: number;
  c_state: number;
  c_type: number;
  c_segment: number;
  c_status: number;
  c_total: number | null;
}
