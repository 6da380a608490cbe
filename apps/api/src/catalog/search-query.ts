/** The page of lots a search finds: its filters, its order and the lots it reads. */
import type { ListingSegment, ListingStatus, ListingType, MacroCategoryCode } from '@circula/domain';
import { and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listings, lots } from '../db/schema/index.js';
import { currentPriceSql, lotDisplayStatusSql, visibleLot } from './catalog-sql.js';
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

export async function searchLotPage(
  db: Database,
  criteria: LotSearchCriteria,
  resolved: ResolvedTerm[],
): Promise<LotSearchHit[]> {
  const filters = filterConditions(criteria);
  // The page's ids first, then its rows: choosing 24 of a million reads only the columns of the filters and
  // the order, which without words the index lots_visible_search_idx holds (decision 257); the title and the
  // prices of the 24 are read after.
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
  if (page.length === 0) return [];
  const ids = page.map((row) => row.id);
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
