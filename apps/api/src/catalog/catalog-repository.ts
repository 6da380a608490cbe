import {
  expandSearchWord,
  type ListingSegment,
  type ListingStatus,
  type ListingType,
  type LotClosingStatus,
  type MacroCategoryCode,
} from '@circula/domain';
import { and, asc, count, desc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  assetCategories,
  auctioneers,
  bids,
  listingBookingSchedules,
  listingFeeRows,
  listingStatusHistory,
  listings,
  lotClosings,
  lotPhotos,
  lots,
  sellers,
} from '../db/schema/index.js';
import type { DisplayStatus, SearchSort } from './catalog-values.js';

/** Statuses a visitor never sees. DRAFT is unpublished; CANCELLED Events stay reachable by link only. */
const hiddenFromSearch: ListingStatus[] = ['DRAFT', 'CANCELLED'];

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** What a visitor sees of a lot: announced, taking bids (or purchases) now, or ended. */
function lotDisplayStatusSql(now: Date): SQL<DisplayStatus> {
  return sql<DisplayStatus>`CASE
    WHEN ${lots.listingStatus} = 'TEASER' OR (${lots.listingStatus} = 'OPEN' AND ${lots.listingStartsAt} > ${at(now)}) THEN 'em-breve'
    WHEN ${lots.listingStatus} = 'OPEN' AND ${lots.status} = 'OPEN'
      AND (${lots.scheduledEndAt} IS NULL OR ${lots.scheduledEndAt} > ${at(now)}) THEN
        CASE WHEN ${lots.listingType} = 'DIRECT_SALE' AND ${lots.quantity} - ${lots.reservedQuantity} <= 0
          THEN 'esgotado' ELSE 'aberto' END
    ELSE 'encerrado' END`;
}

function listingDisplayStatusSql(now: Date): SQL<DisplayStatus> {
  return sql<DisplayStatus>`CASE
    WHEN ${listings.status} = 'TEASER' OR (${listings.status} = 'OPEN' AND ${listings.startsAt} > ${at(now)}) THEN 'em-breve'
    WHEN ${listings.status} = 'OPEN' THEN 'aberto'
    ELSE 'encerrado' END`;
}

/* ---------------------------------------------------------------- stock freshness */

/**
 * The newest change of units left or lot status in the catalogue (the lots_stock_changed trigger): cached
 * facet counts carry it in their key, so a sale shows on the next search (docs/decisions/161-…). One index
 * look-up.
 */
export async function readStockVersion(db: Database): Promise<string> {
  const result = await db.execute(sql`select max(stock_changed_at)::text as version from ${lots}`);
  return rowsOf<{ version: string | null }>(result)[0]?.version ?? '';
}

/**
 * The newest change of one Event (by slug) and of what its page shows — its lots (units left, status, bids,
 * edits), their closings (results) and its booking windows: a cached Event page is reused only while this is
 * unchanged. Each part reads through the listing's index; an Event has a few hundred lots at most.
 */
export async function readListingVersion(db: Database, slug: string): Promise<string> {
  const result = await db.execute(sql`select concat_ws('|', s.updated_at::text,
      (select max(greatest(l.updated_at, l.stock_changed_at)) from ${lots} l where l.listing_id = s.id)::text,
      (select max(c.updated_at) from ${lotClosings} c where c.listing_id = s.id)::text,
      (select md5(string_agg(b::text, ',' order by b.id)) from ${listingBookingSchedules} b
        where b.listing_id = s.id)) as version
    from ${listings} s where s.slug = ${slug}`);
  return rowsOf<{ version: string | null }>(result)[0]?.version ?? '';
}

/* ---------------------------------------------------------------- categories */

export async function upsertAssetCategories(
  db: Database,
  rows: { code: MacroCategoryCode; name: string; slug: string }[],
): Promise<void> {
  // Staff may rename a category and change its slug in the back office: a restart keeps their edit.
  await db.insert(assetCategories).values(rows).onConflictDoNothing();
}

export async function listAssetCategories(db: Database) {
  return db.select().from(assetCategories);
}

/* ---------------------------------------------------------------- search */

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

/** Words this short are never taken for a typo: a typo of two or three letters is a different word. */
const minTypoTermLength = 4;
/** A fragment this short is matched as a whole word only: 'tv', 'pc'. */
const minPrefixTermLength = 3;
/**
 * Trigram similarity between a misspelt word and a known word at or above this makes the known word an
 * alternative ('geladiera' 0.43 'geladeira'); 'geladeira' and 'cadeira' score 0.38. Only words that find
 * something on their own are left alone: those that start a known word, so 'cadeira' never turns into
 * 'madeira' (0.45), and those whose Portuguese stem starts one, so the plural 'geladeiras' (stem 'geladeir')
 * finds the singular 'geladeira' and not 'cadeiras' too.
 */
export const typoSimilarityThreshold = 0.4;

/**
 * One query word as search matches it: a compiled tsquery (the text of `to_tsquery('portuguese', …)`, stems
 * and all) over the lots' vector, and the categories whose lots match it whatever their text says ('carro' →
 * every light vehicle).
 */
export interface ResolvedTerm {
  query: string;
  categories: MacroCategoryCode[];
}

/**
 * Parses and stems tsquery texts once. Queries then carry them as `'…'::tsquery` constants: a
 * `to_tsquery(…)` call in a filter or in ts_rank is evaluated again for every row it looks at, which with a
 * word's synonyms costs more than the match itself.
 */
export async function compileTsqueries(db: Database, texts: string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const rows = rowsOf<{ i: number; q: string }>(
    await db.execute(sql`
      SELECT t.i::int AS i, to_tsquery('portuguese', t.text)::text AS q
      FROM (VALUES ${sql.join(
        texts.map((text, i) => sql`(${i}, ${text})`),
        sql`, `,
      )}) AS t(i, text)`),
  );
  const compiled = new Map(rows.map((row) => [Number(row.i), row.q]));
  return texts.map((_, i) => compiled.get(i) ?? '');
}

/**
 * For each term, what matches it (decision 150):
 *  - a word of its own (one of the catalogue's words, or of the synonym table) matches as a whole word, in
 *    all its Portuguese inflections (by stem), with its synonyms and its concept's categories: 'carro' finds
 *    'carros' and every light vehicle, never 'carregador' or 'carreta';
 *  - a fragment that is no word ('latit') is a word still being typed: it matches as a prefix from 3
 *    letters, and from 4 letters, when nothing starts with it, the known words it resembles (a typo).
 */
async function resolveTerms(db: Database, terms: string[]): Promise<ResolvedTerm[]> {
  const rows = rowsOf<{ term: string; known: boolean | string; similar: string[] | string | null }>(
    await db.execute(sql`
      SELECT t.term,
        EXISTS (SELECT 1 FROM search_words k WHERE k.word = t.term) AS known,
        CASE WHEN length(t.term) >= ${minTypoTermLength} AND NOT EXISTS (
          SELECT 1 FROM search_words k
          WHERE k.word LIKE t.term || '%'
             OR k.word LIKE coalesce((ts_lexize('portuguese_stem', t.term))[1], t.term) || '%'
        ) THEN ARRAY(
          SELECT w.word FROM search_words w
          WHERE w.word % t.term AND similarity(w.word, t.term) >= ${typoSimilarityThreshold}
          ORDER BY similarity(w.word, t.term) DESC, w.word LIMIT 3
        ) END AS similar
      FROM (VALUES ${sql.join(
        terms.map((term) => sql`(${term})`),
        sql`, `,
      )}) AS t(term)`),
  );
  const byTerm = new Map(rows.map((row) => [row.term, row]));
  const resolved = terms.map((term) => {
    const row = byTerm.get(term);
    const concept = expandSearchWord(term);
    if (concept) return { query: concept.words.join(' | '), categories: concept.categories };
    const known = row?.known === true || row?.known === 't';
    const alternatives = parseTextArray(row?.similar ?? null);
    const own = known || term.length < minPrefixTermLength ? term : `${term}:*`;
    return { query: [own, ...alternatives].join(' | '), categories: [] as MacroCategoryCode[] };
  });
  const compiled = await compileTsqueries(
    db,
    resolved.map((term) => term.query),
  );
  return resolved.map((term, i) => ({ ...term, query: compiled[i]! }));
}

/** node-postgres parses text[] into an array; some drivers hand back the literal '{a,b}'. */
function parseTextArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter((word) => word.length > 0);
}

/** Every word must match: by its text, or by being a lot of the word's categories. */
function textConditions(resolved: ResolvedTerm[]): SQL[] {
  return resolved.map(({ query, categories }) => {
    const text = sql`${lots.searchVector} @@ ${query}::tsquery`;
    return categories.length > 0 ? sql`(${text} OR ${inArray(lots.macroCategory, categories)})` : text;
  });
}

/** The price bounds of a search: the price a card shows (current bid, else opening bid, else unit price). */
function priceConditions(criteria: LotSearchCriteria): SQL[] {
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

function filterConditions(criteria: LotSearchCriteria): FilterConditions {
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

const visibleLot = () =>
  and(notInArray(lots.listingStatus, hiddenFromSearch), ne(lots.status, 'CANCELLED')) as SQL;

const currentPriceSql = sql<number>`coalesce(${lots.currentBidCents}, ${lots.startingBidCents}, ${lots.unitPriceCents})`;

function orderBy(criteria: LotSearchCriteria, resolved: ResolvedTerm[]): SQL[] {
  const display = lotDisplayStatusSql(criteria.now);
  const displayRank = sql`CASE ${display} WHEN 'aberto' THEN 0 WHEN 'em-breve' THEN 1 ELSE 2 END`;
  // Within one status the rank is constant: order by the column alone, which its index serves.
  if (criteria.status && criteria.sort === 'encerrando') {
    return criteria.status === 'encerrado'
      ? [sql`${lots.scheduledEndAt} DESC NULLS LAST`, asc(lots.id)]
      : [sql`${lots.scheduledEndAt} ASC NULLS LAST`, asc(lots.id)];
  }
  // Open lots ending first, then announced ones starting first, then the most recently closed.
  const endingSoon = [
    displayRank,
    sql`CASE WHEN ${display} = 'encerrado' THEN NULL ELSE ${lots.scheduledEndAt} END ASC NULLS LAST`,
    sql`${lots.scheduledEndAt} DESC NULLS LAST`,
  ];
  switch (criteria.sort) {
    case 'relevancia': {
      if (resolved.length === 0) return [...endingSoon, asc(lots.id)];
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
      return [...endingSoon, asc(lots.id)];
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

export interface FacetCounts {
  categories: Map<string, number>;
  states: Map<string, number>;
  types: Map<string, number>;
  segments: Map<string, number>;
  statuses: Map<string, number>;
  total: number;
}

/** The text conditions of a search: one tsquery per word (see resolveTerms). */
export async function resolveSearchTerms(db: Database, terms: string[]): Promise<ResolvedTerm[]> {
  return terms.length > 0 ? resolveTerms(db, terms) : [];
}

export async function searchLotPage(
  db: Database,
  criteria: LotSearchCriteria,
  resolved: ResolvedTerm[],
): Promise<LotSearchHit[]> {
  const filters = filterConditions(criteria);
  const rows = await db
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

export async function firstPhotoKeys(db: Database, lotIds: string[]): Promise<Map<string, string>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([lotPhotos.lotId], { lotId: lotPhotos.lotId, storageKey: lotPhotos.storageKey })
    .from(lotPhotos)
    .where(inArray(lotPhotos.lotId, lotIds))
    .orderBy(lotPhotos.lotId, lotPhotos.position);
  return new Map(rows.map((row) => [row.lotId, row.storageKey]));
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
  const facets: FacetCounts = {
    categories: new Map(),
    states: new Map(),
    types: new Map(),
    segments: new Map(),
    statuses: new Map(),
    total: 0,
  };
  // GROUPING(...) is a bit mask, first argument highest: 0b01111 means grouped by category only.
  for (const row of rowsOf<FacetRow>(result)) {
    const g = Number(row.g);
    if (g === 0b01111 && row.c_category > 0) facets.categories.set(row.category!, row.c_category);
    else if (g === 0b10111 && row.c_state > 0) facets.states.set(row.state!, row.c_state);
    else if (g === 0b11011 && row.c_type > 0) facets.types.set(row.type!, row.c_type);
    else if (g === 0b11101 && row.c_segment > 0) facets.segments.set(row.segment!, row.c_segment);
    else if (g === 0b11110 && row.c_status > 0) facets.statuses.set(row.status!, row.c_status);
    else if (g === 0b11111) facets.total = Number(row.c_total);
  }
  return facets;
}

interface FacetRow {
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
  c_total: number;
}

/** The same search written the obvious way (ILIKE over the raw columns), kept for the benchmark's baseline. */
export async function naiveSearchLots(db: Database, q: string, limit: number, offset: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    visibleLot(),
    sql`(${lots.title} ILIKE ${pattern} OR ${lots.description} ILIKE ${pattern} OR ${listings.title} ILIKE ${pattern})`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: lots.id, title: lots.title })
      .from(lots)
      .innerJoin(listings, eq(listings.id, lots.listingId))
      .where(where)
      .orderBy(asc(lots.scheduledEndAt), asc(lots.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(lots)
      .innerJoin(listings, eq(listings.id, lots.listingId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/* ---------------------------------------------------------------- listings */

export interface ListingListCriteria {
  status?: DisplayStatus | undefined;
  segments?: ListingSegment[] | undefined;
  type?: ListingType | undefined;
  state?: string | undefined;
  category?: MacroCategoryCode | undefined;
  sort: 'encerrando' | 'recentes';
  limit: number;
  offset: number;
  now: Date;
}

export async function listVisibleListings(db: Database, criteria: ListingListCriteria) {
  const display = listingDisplayStatusSql(criteria.now);
  const conditions: SQL[] = [notInArray(listings.status, hiddenFromSearch)];
  if (criteria.status) conditions.push(sql`${display} = ${criteria.status}`);
  if (criteria.segments?.length) conditions.push(inArray(listings.segment, criteria.segments));
  if (criteria.type) conditions.push(eq(listings.type, criteria.type));
  if (criteria.state) conditions.push(eq(listings.state, criteria.state));
  if (criteria.category) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM lots of_category
        WHERE of_category.listing_id = "listings"."id" AND of_category.macro_category = ${criteria.category})`,
    );
  }
  const where = and(...conditions);
  const displayRank = sql`CASE ${display} WHEN 'aberto' THEN 0 WHEN 'em-breve' THEN 1 ELSE 2 END`;
  const order =
    criteria.sort === 'recentes'
      ? [desc(listings.startsAt), asc(listings.id)]
      : [
          displayRank,
          sql`CASE WHEN ${display} = 'aberto' THEN ${listings.scheduledEndAt} END ASC NULLS LAST`,
          sql`CASE WHEN ${display} = 'em-breve' THEN ${listings.startsAt} END ASC NULLS LAST`,
          desc(listings.scheduledEndAt),
          asc(listings.id),
        ];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        listing: listings,
        displayStatus: display,
        lotCount: sql<number>`(SELECT count(*)::int FROM lots counted
          WHERE counted.listing_id = "listings"."id" AND counted.status <> 'CANCELLED')`,
        coverKey: coverKeySql,
      })
      .from(listings)
      .where(where)
      .orderBy(...order)
      .limit(criteria.limit)
      .offset(criteria.offset),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The first photo of the lowest-numbered lot that has one (aliases: the outer query may name lots too). */
const coverKeySql = sql<string | null>`(SELECT cover.storage_key FROM lot_photos cover
  INNER JOIN lots cover_lot ON cover_lot.id = cover.lot_id
  WHERE cover_lot.listing_id = "listings"."id" ORDER BY cover_lot.number, cover.position LIMIT 1)`;

export async function findListingBySlug(db: Database, slug: string, now: Date) {
  const [row] = await db
    .select({
      listing: listings,
      displayStatus: listingDisplayStatusSql(now),
      coverKey: coverKeySql,
      seller: { id: sellers.id, name: sellers.name },
      auctioneer: { name: auctioneers.name, registration: auctioneers.registration },
    })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .leftJoin(auctioneers, eq(auctioneers.id, listings.auctioneerId))
    .where(eq(listings.slug, slug));
  return row;
}

export async function findListingSlugById(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ slug: listings.slug }).from(listings).where(eq(listings.id, id));
  return row?.slug ?? null;
}

export async function findListingForUpdate(db: Database, id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).for('update');
  return row;
}

export async function listFeeRows(db: Database, listingId: string) {
  return db
    .select({
      fromValueCents: listingFeeRows.fromValueCents,
      toValueCents: listingFeeRows.toValueCents,
      feeCents: listingFeeRows.feeCents,
    })
    .from(listingFeeRows)
    .where(eq(listingFeeRows.listingId, listingId))
    .orderBy(asc(listingFeeRows.fromValueCents));
}

export async function listBookingSchedules(db: Database, listingId: string) {
  return db
    .select({
      type: listingBookingSchedules.type,
      startsAt: listingBookingSchedules.startsAt,
      endsAt: listingBookingSchedules.endsAt,
      address: listingBookingSchedules.address,
      notes: listingBookingSchedules.notes,
    })
    .from(listingBookingSchedules)
    .where(eq(listingBookingSchedules.listingId, listingId))
    .orderBy(asc(listingBookingSchedules.startsAt));
}

export async function listLotsOfListing(
  db: Database,
  listingId: string,
  page: { limit: number; offset: number; now: Date },
) {
  const where = and(eq(lots.listingId, listingId), ne(lots.status, 'CANCELLED'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        lot: lots,
        displayStatus: lotDisplayStatusSql(page.now),
        // Qualified by hand: in a one-table select Drizzle writes columns bare, and a bare "id" here would be
        // the photo's own id.
        photoKey: sql<string | null>`(SELECT first_photo.storage_key FROM lot_photos AS first_photo
          WHERE first_photo.lot_id = "lots"."id" ORDER BY first_photo.position LIMIT 1)`,
        // At most one closing per lot (unique lot id); none when it closed without bids.
        closingStatus: sql<LotClosingStatus | null>`(SELECT closing.status FROM lot_closings AS closing
          WHERE closing.lot_id = "lots"."id")`,
      })
      .from(lots)
      .where(where)
      .orderBy(asc(lots.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(lots).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * An Event's figures at a glance, over all its lots (cancelled ones left out): lots taking bids or purchases
 * now (the lot page's 'aberto'), bids, distinct bidders (a count: who never leaves the server), the first and
 * last close still ahead among lots not closed, and for direct sales the units left of the open lots.
 */
export async function readListingFigures(db: Database, listingId: string, now: Date) {
  const display = lotDisplayStatusSql(now);
  const [[row], [bidders]] = await Promise.all([
    db
      .select({
        openLots: sql<number>`count(*) FILTER (WHERE ${display} = 'aberto')`.mapWith(Number),
        totalLots: count(),
        totalBids: sql<number>`coalesce(sum(${lots.bidCount}), 0)`.mapWith(Number),
        firstCloseAt: sql<string | null>`min(${lots.scheduledEndAt}) FILTER (WHERE ${lots.status} = 'OPEN'
          AND ${lots.scheduledEndAt} > ${at(now)})`,
        lastCloseAt: sql<string | null>`max(${lots.scheduledEndAt}) FILTER (WHERE ${lots.status} = 'OPEN'
          AND ${lots.scheduledEndAt} > ${at(now)})`,
        unitsLeft: sql<number>`coalesce(sum(${lots.quantity} - ${lots.reservedQuantity})
          FILTER (WHERE ${display} = 'aberto'), 0)`.mapWith(Number),
      })
      .from(lots)
      .where(and(eq(lots.listingId, listingId), ne(lots.status, 'CANCELLED'))),
    db
      .select({ total: sql<number>`count(DISTINCT ${bids.buyerId})`.mapWith(Number) })
      .from(bids)
      .where(eq(bids.listingId, listingId)),
  ]);
  const timestamp = (value: string | Date | null | undefined) =>
    value ? new Date(value).toISOString() : null;
  return {
    openLots: row?.openLots ?? 0,
    totalLots: row?.totalLots ?? 0,
    totalBids: row?.totalBids ?? 0,
    bidders: bidders?.total ?? 0,
    firstCloseAt: timestamp(row?.firstCloseAt),
    lastCloseAt: timestamp(row?.lastCloseAt),
    unitsLeft: row?.unitsLeft ?? 0,
  };
}

/* ---------------------------------------------------------------- lots */

export async function findLotWithListing(db: Database, lotId: string, now: Date) {
  const [row] = await db
    .select({
      lot: lots,
      listing: listings,
      displayStatus: lotDisplayStatusSql(now),
      auctioneer: { name: auctioneers.name, registration: auctioneers.registration },
    })
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .leftJoin(auctioneers, eq(auctioneers.id, listings.auctioneerId))
    .where(eq(lots.id, lotId));
  return row;
}

export async function listLotPhotos(db: Database, lotId: string) {
  return db.select().from(lotPhotos).where(eq(lotPhotos.lotId, lotId)).orderBy(asc(lotPhotos.position));
}

/* ---------------------------------------------------------------- status */

export async function updateListingStatus(
  db: Database,
  change: {
    listingId: string;
    from: ListingStatus;
    to: ListingStatus;
    changedBy: string;
    reason?: string | undefined;
    at: Date;
  },
): Promise<void> {
  await db
    .update(listings)
    .set({
      status: change.to,
      updatedAt: change.at,
      ...(change.from === 'DRAFT' && change.to !== 'CANCELLED' ? { publishedAt: change.at } : {}),
    })
    .where(eq(listings.id, change.listingId));
  await db.insert(listingStatusHistory).values({
    listingId: change.listingId,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.changedBy,
    reason: change.reason ?? null,
    changedAt: change.at,
  });
}

export async function listStatusHistory(db: Database, listingId: string) {
  return db
    .select()
    .from(listingStatusHistory)
    .where(eq(listingStatusHistory.listingId, listingId))
    .orderBy(asc(listingStatusHistory.changedAt), asc(listingStatusHistory.id));
}

/** Everything a search engine may list: Events past DRAFT (not cancelled) and their visible lots. */
export async function listSitemapEntries(db: Database, limit: number) {
  const [events, lotRows] = await Promise.all([
    db
      .select({ slug: listings.slug, updatedAt: listings.updatedAt })
      .from(listings)
      .where(notInArray(listings.status, hiddenFromSearch))
      .orderBy(desc(listings.updatedAt))
      .limit(limit),
    db
      .select({ id: lots.id, updatedAt: lots.updatedAt })
      .from(lots)
      .where(visibleLot())
      .orderBy(desc(lots.updatedAt))
      .limit(limit),
  ]);
  return { events, lots: lotRows };
}

export async function countListings(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(listings);
  return row?.total ?? 0;
}
