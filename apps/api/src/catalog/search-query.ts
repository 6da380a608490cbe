/** The page of lots a search finds: its filters, its order and the lots it reads. */
import type { ListingSegment, ListingStatus, ListingType, MacroCategoryCode } from '@circula/domain';
import { and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listings, lots } from '../db/schema/index.js';
import { at, currentPriceSql, lotDisplayStatusSql, rowsOf, visibleLot } from './catalog-sql.js';
import type { DisplayStatus, SearchSort } from './catalog-values.js';
import { firstPhotoKeys } from './lot-reads.js';
import type { ResolvedTerm } from './search-terms.js';

export interface LotSearchCriteria {
  /** Normalised words (lower case, no accents, no stop words). */
  terms: string[];
  /** The whole normalised query, for similarity ranking. */
  text: string;
  state?: string | undefined;
  /** City name as typed; compared without case and accents. */
  city?: string | undefined;
  category?: MacroCategoryCode | undefined;
  segment?: ListingSegment | undefined;
  type?: ListingType | undefined;
  status?: DisplayStatus | undefined;
  /** Bounds of the price a card shows, in centavos, both inclusive. */
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  /** Only these lots (a favourites list). */
  lotIds?: string[] | undefined;
  sort: SearchSort;
  limit: number;
  offset: number;
  now: Date;
}

/** Every word must match: by its text, or by being a lot of the word's categories. */
export function textConditions(resolved: ResolvedTerm[]): SQL[] {
  return resolved.map(({ query, categories }) => {
    const text = sql`${lots.searchVector} @@ ${query}::tsquery`;
    return categories.length > 0 ? sql`(${text} OR ${inArray(lots.macroCategory, categories)})` : text;
  });
}

/** The price bounds of a search: the price a card shows (current bid, else opening bid, else unit price). */
export function priceConditions(criteria: LotSearchCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (criteria.minPriceCents !== undefined)
    conditions.push(sql`${currentPriceSql} >= ${criteria.minPriceCents}`);
  if (criteria.maxPriceCents !== undefined)
    conditions.push(sql`${currentPriceSql} <= ${criteria.maxPriceCents}`);
  return conditions;
}

interface FilterConditions {
  category: SQL;
  state: SQL;
  city: SQL;
  type: SQL;
  segment: SQL;
  status: SQL;
}

export function filterConditions(criteria: LotSearchCriteria): FilterConditions {
  const always = sql`true`;
  return {
    category: criteria.category ? sql`${lots.macroCategory} = ${criteria.category}` : always,
    state: criteria.state ? sql`${lots.state} = ${criteria.state}` : always,
    city: criteria.city
      ? sql`circula_unaccent(lower(${lots.city})) = circula_unaccent(lower(${criteria.city}))`
      : always,
    type: criteria.type ? sql`${lots.listingType} = ${criteria.type}` : always,
    segment: criteria.segment ? sql`${lots.listingSegment} = ${criteria.segment}` : always,
    status: criteria.status ? sql`${lotDisplayStatusSql(criteria.now)} = ${criteria.status}` : always,
  };
}

/**
 * Ending soonest first: open lots by end, then announced ones by end, then sold-out ones by end, then the
 * closed ones, most recently ended first (ties of those by id descending, so the order is one an index read
 * backwards gives; decision 263). Lots without an end come after the others of their status.
 */
function endingSoonOrder(now: Date): SQL[] {
  const display = lotDisplayStatusSql(now);
  return [
    sql`CASE ${display} WHEN 'aberto' THEN 0 WHEN 'em-breve' THEN 1 ELSE 2 END`,
    sql`CASE WHEN ${display} = 'encerrado' THEN NULL ELSE ${lots.scheduledEndAt} END ASC NULLS LAST`,
    sql`${lots.scheduledEndAt} DESC NULLS LAST`,
    sql`CASE WHEN ${display} = 'encerrado' AND ${lots.scheduledEndAt} IS NOT NULL THEN ${lots.id} END DESC`,
    asc(lots.id),
  ];
}

function orderBy(criteria: LotSearchCriteria, resolved: ResolvedTerm[]): SQL[] {
  const display = lotDisplayStatusSql(criteria.now);
  const displayRank = sql`CASE ${display} WHEN 'aberto' THEN 0 WHEN 'em-breve' THEN 1 ELSE 2 END`;
  const endingSoon = endingSoonOrder(criteria.now);
  switch (criteria.sort) {
    case 'relevancia': {
      if (resolved.length === 0) return endingSoon;
      // A lot of a category the words name ('carro') first, then by text. Weights: title 1.0, category and
      // Event title 0.4, city and description 0.1.
      const categories = [...new Set(resolved.flatMap((term) => term.categories))];
      // A word whose tsquery is empty (only stop words of the dictionary) adds nothing to the rank.
      const query = resolved
        .filter((term) => term.query !== '')
        .map((term) => `(${term.query})`)
        .join(' | ');
      return [
        ...(categories.length > 0 ? [sql`(${inArray(lots.macroCategory, categories)}) DESC`] : []),
        sql`ts_rank('{0.1, 0.1, 0.4, 1.0}', ${lots.searchVector}, ${query}::tsquery) DESC`,
        displayRank,
        asc(lots.id),
      ];
    }
    case 'encerrando':
      return endingSoon;
    case 'recentes':
      return [desc(lots.listingStartsAt), asc(lots.number), asc(lots.id)];
    case 'menor-preco':
      return [sql`${currentPriceSql} ASC NULLS LAST`, asc(lots.id)];
    case 'maior-preco':
      return [sql`${currentPriceSql} DESC NULLS LAST`, asc(lots.id)];
  }
}

export interface LotSearchHit {
  id: string;
  number: number;
  title: string;
  photoKey: string | null;
  currentBidCents: number | null;
  startingBidCents: number | null;
  unitPriceCents: number | null;
  bidCount: number;
  scheduledEndAt: Date | null;
  city: string;
  state: string;
  macroCategory: MacroCategoryCode;
  displayStatus: DisplayStatus;
  listing: {
    id: string;
    slug: string;
    title: string;
    type: ListingType;
    segment: ListingSegment;
    status: ListingStatus;
  };
}

/**
 * The ids of a search's page, in its order. A search without words in the default order reads each display
 * status's lots in order from the index that holds them (pageInEndingSoonParts); any other search filters,
 * orders and keeps one page in one query.
 */
export async function searchPageIds(
  db: Database,
  criteria: LotSearchCriteria,
  resolved: ResolvedTerm[],
  hints: PageHints = {},
): Promise<string[]> {
  const endingSoon = criteria.sort === 'encerrando' || criteria.sort === 'relevancia';
  // Few matches in all (a number the clock does not change): they are read through the filters' indexes
  // and ordered, in one query.
  const few = !criteria.status && hints.total !== undefined && hints.total <= fewMatches;
  if (resolved.length === 0 && !criteria.lotIds && endingSoon && !few) {
    return pageInEndingSoonParts(db, criteria, hints.lotsByStatus);
  }
  return pageInOneQuery(db, criteria, resolved);
}

/** What the search's facet counts, when already known, tell of its matches. */
export interface PageHints {
  /** How many lots match the search. */
  total?: number | undefined;
  /**
   * How many lots of each display status match the search's other filters: a status with few is read whole
   * through the filters' indexes and then ordered, rather than by walking its lots in order past all those
   * the filters skip.
   */
  lotsByStatus?: ReadonlyMap<string, number> | undefined;
}

/** Up to this many matches, a display status's page is read whole and ordered (see PageHints). */
const fewMatches = 2_000;

/** The page chosen by one query: every match filtered, ordered as the search asks, one page kept. */
export async function pageInOneQuery(
  db: Database,
  criteria: LotSearchCriteria,
  resolved: ResolvedTerm[],
): Promise<string[]> {
  const filters = filterConditions(criteria);
  // Only the columns of the filters and the order are read to choose the page; the title and the prices of
  // the 24 are read after.
  const page = await db
    .select({ id: lots.id })
    .from(lots)
    .where(
      and(
        visibleLot(),
        ...textConditions(resolved),
        ...priceConditions(criteria),
        ...Object.values(filters),
        ...(criteria.lotIds ? [inArray(lots.id, criteria.lotIds)] : []),
      ),
    )
    .orderBy(...orderBy(criteria, resolved))
    .limit(criteria.limit)
    .offset(criteria.offset);
  return page.map((row) => row.id);
}

/**
 * A run of the ending-soon order that one index read gives: lots of one display status (or two, at the end
 * of the order) from one or more sources, each read in `order` from its index and merged.
 */
interface OrderPart {
  order: 'end' | 'end-desc' | 'id';
  sources: {
    status: DisplayStatus;
    where: SQL[];
    /**
     * A source of few lots (open Events not started) read whole through its own index and then ordered:
     * asked in the part's order, the planner may walk the end-ordered index through every lot to find them.
     */
    few?: boolean;
    /**
     * A source with an index of its own in the part's order (sold-out sales, lots_search_sold_out_idx): always
     * read in order, which the planner does from that index whatever it believes their number to be.
     */
    ordered?: boolean;
  }[];
}

/**
 * The ending-soon order as consecutive parts. Each source states the display status it holds plus what that
 * status implies of the status columns and the end, written as the predicates and first key of the indexes
 * that serve it (migration 0032): lots_search_end_idx's part (0: Event and lot open, 1: Event announced,
 * 2: the other visible lots, 3: hidden ones), lots_search_open_start_idx (open Events not yet started),
 * lots_search_sold_out_idx.
 */
function endingSoonParts(now: Date): OrderPart[] {
  const instant = at(now);
  const shelf = (part: 0 | 1 | 2) =>
    sql`(CASE WHEN ${lots.listingStatus} IN ('DRAFT', 'CANCELLED') OR ${lots.status} = 'CANCELLED' THEN 3
      WHEN ${lots.listingStatus} = 'OPEN' AND ${lots.status} = 'OPEN' THEN 0
      WHEN ${lots.listingStatus} = 'TEASER' THEN 1 ELSE 2 END) = ${sql.raw(String(part))}`;
  // What lotDisplayStatusSql says, in the plain column conditions whose selectivity the planner knows.
  const started = sql`${lots.listingStartsAt} <= ${instant}`;
  const notSoldOut = sql`NOT (${lots.listingType} = 'DIRECT_SALE' AND ${lots.reservedQuantity} >= ${lots.quantity})`;
  const openNotStarted = [
    sql`${lots.listingStatus} = 'OPEN'`,
    sql`${lots.status} <> 'CANCELLED'`,
    sql`${lots.listingStartsAt} > ${instant}`,
  ];
  const soldOut = [
    sql`${lots.listingStatus} = 'OPEN'`,
    sql`${lots.status} = 'OPEN'`,
    sql`${lots.listingType} = 'DIRECT_SALE'`,
    sql`${lots.reservedQuantity} >= ${lots.quantity}`,
    started,
  ];
  // Part 2 holds closed lots, and lots closed in an open Event whose start is still ahead (announced).
  const closedPart = [
    shelf(2),
    sql`NOT (${lots.listingStatus} = 'OPEN' AND ${lots.listingStartsAt} > ${instant})`,
  ];
  const hasEnd = sql`${lots.scheduledEndAt} IS NOT NULL`;
  const noEnd = sql`${lots.scheduledEndAt} IS NULL`;
  const ended = sql`${lots.scheduledEndAt} <= ${instant}`;
  const notEnded = sql`${lots.scheduledEndAt} > ${instant}`;
  return [
    { order: 'end', sources: [{ status: 'aberto', where: [shelf(0), started, notEnded, notSoldOut] }] },
    { order: 'id', sources: [{ status: 'aberto', where: [shelf(0), started, noEnd, notSoldOut] }] },
    {
      order: 'end',
      sources: [
        { status: 'em-breve', where: [shelf(1), hasEnd] },
        { status: 'em-breve', where: [...openNotStarted, hasEnd], few: true },
      ],
    },
    {
      order: 'id',
      sources: [
        { status: 'em-breve', where: [shelf(1), noEnd] },
        { status: 'em-breve', where: [...openNotStarted, noEnd], few: true },
      ],
    },
    { order: 'end', sources: [{ status: 'esgotado', where: [...soldOut, notEnded], ordered: true }] },
    {
      order: 'end-desc',
      sources: [
        { status: 'encerrado', where: [...closedPart, hasEnd] },
        { status: 'encerrado', where: [shelf(0), started, ended] },
      ],
    },
    {
      order: 'id',
      sources: [
        { status: 'esgotado', where: [...soldOut, noEnd], ordered: true },
        { status: 'encerrado', where: [...closedPart, noEnd] },
      ],
    },
  ];
}

const partOrder: Record<OrderPart['order'], (alias?: string) => SQL> = {
  end: (alias) =>
    sql.raw(alias ? `${alias}.scheduled_end_at, ${alias}.id` : '"lots"."scheduled_end_at", "lots"."id"'),
  'end-desc': (alias) =>
    sql.raw(
      alias
        ? `${alias}.scheduled_end_at DESC, ${alias}.id DESC`
        : '"lots"."scheduled_end_at" DESC, "lots"."id" DESC',
    ),
  id: (alias) => sql.raw(alias ? `${alias}.id` : '"lots"."id"'),
};

/**
 * The page of a search without words in the ending-soon order, part after part: each part's query reads its
 * index in order and stops after the page (an open lot's page reads 24 entries and those the filters skip,
 * whatever the number of matches). A part that ends before the page starts is counted, at most as far as the
 * page's offset, to know where the next part starts.
 */
async function pageInEndingSoonParts(
  db: Database,
  criteria: LotSearchCriteria,
  lotsByStatus: PageHints['lotsByStatus'],
): Promise<string[]> {
  // The status filter is the parts' own: each source holds one display status.
  const { status: _status, ...filters } = filterConditions(criteria);
  const matching = [visibleLot(), ...priceConditions(criteria), ...Object.values(filters)];
  const ids: string[] = [];
  let skip = criteria.offset;
  for (const part of endingSoonParts(criteria.now)) {
    const need = criteria.limit - ids.length;
    if (need <= 0) break;
    const sources = part.sources
      .filter((source) => !criteria.status || source.status === criteria.status)
      .map((source) => ({
        ...source,
        few:
          source.few ||
          (!source.ordered &&
            lotsByStatus !== undefined &&
            (lotsByStatus.get(source.status) ?? 0) <= fewMatches),
      }));
    if (sources.length === 0) continue;
    const conditions = sources.map((source) => and(...matching, ...source.where)!);
    const from = (where: SQL, few: boolean | undefined) =>
      few
        ? sql`(SELECT ${lots.id}, ${lots.scheduledEndAt} FROM ${lots} WHERE ${where} OFFSET 0) ${lots}`
        : sql`${lots} WHERE ${where}`;
    let rows: { id: string }[];
    if (sources.length === 1) {
      rows = rowsOf<{ id: string }>(
        await db.execute(sql`SELECT ${lots.id} AS id FROM ${from(conditions[0]!, sources[0]!.few)}
          ORDER BY ${partOrder[part.order]()} LIMIT ${need} OFFSET ${skip}`),
      );
    } else {
      const branches = sources.map(
        (source, i) =>
          sql`(SELECT ${lots.id} AS id, ${lots.scheduledEndAt} AS scheduled_end_at
            FROM ${from(conditions[i]!, source.few)}
            ORDER BY ${partOrder[part.order]()} LIMIT ${need + skip})`,
      );
      rows = rowsOf<{ id: string }>(
        await db.execute(sql`SELECT u.id FROM (${sql.join(branches, sql` UNION ALL `)}) u
          ORDER BY ${partOrder[part.order]('u')} LIMIT ${need} OFFSET ${skip}`),
      );
    }
    if (rows.length > 0) {
      ids.push(...rows.map((row) => row.id));
      skip = 0;
    } else if (skip > 0) {
      let before = 0;
      for (const where of conditions) {
        const counted = rowsOf<{ n: number }>(
          await db.execute(
            sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${lots} WHERE ${where} LIMIT ${skip}) part`,
          ),
        );
        before += Number(counted[0]?.n ?? 0);
      }
      skip = Math.max(0, skip - before);
    }
  }
  return ids;
}

export async function searchLotPage(
  db: Database,
  criteria: LotSearchCriteria,
  resolved: ResolvedTerm[],
  hints: PageHints = {},
): Promise<LotSearchHit[]> {
  const ids = await searchPageIds(db, criteria, resolved, hints);
  if (ids.length === 0) return [];
  const read = await db
    .select({
      id: lots.id,
      listingId: lots.listingId,
      number: lots.number,
      title: lots.title,
      currentBidCents: lots.currentBidCents,
      startingBidCents: lots.startingBidCents,
      unitPriceCents: lots.unitPriceCents,
      bidCount: lots.bidCount,
      scheduledEndAt: lots.scheduledEndAt,
      city: lots.city,
      state: lots.state,
      macroCategory: lots.macroCategory,
      displayStatus: lotDisplayStatusSql(criteria.now),
    })
    .from(lots)
    .where(inArray(lots.id, ids));
  const byId = new Map(read.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  // Photos and Events are looked up for the page only: joined or in the select list they would be read for
  // every match before the sort picks 24.
  const [photos, summaries] = await Promise.all([
    firstPhotoKeys(
      db,
      rows.map((row) => row.id),
    ),
    listingSummaries(db, [...new Set(rows.map((row) => row.listingId))]),
  ]);
  return rows.map(({ listingId, ...lot }) => ({
    ...lot,
    photoKey: photos.get(lot.id) ?? null,
    listing: summaries.get(listingId)!,
  }));
}

async function listingSummaries(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, LotSearchHit['listing']>();
  const rows = await db
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      type: listings.type,
      segment: listings.segment,
      status: listings.status,
    })
    .from(listings)
    .where(inArray(listings.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
