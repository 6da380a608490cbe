import {
  type ListingSegment,
  type ListingType,
  listingSegments,
  listingTypes,
  type MacroCategoryCode,
  slugify,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import { listStates } from '../geo/list-states.js';
import type { MediaStorage } from '../media/media-storage.js';
import { renditionKey } from '../media/photo-renditions.js';
import { AppError } from '../shared/errors.js';
import { type SearchAnswer, type SearchQuery, searchPageSize } from './catalog-schemas.js';
import {
  type DisplayStatus,
  displayStatuses,
  displayStatusLabels,
  listingTypeLabels,
  segmentBySlug,
} from './catalog-values.js';
import { readStockVersion } from './catalogue-versions.js';
import { categoryCodeForSlug, categoryDirectory } from './category-directory.js';
import { isoOrNull } from './iso-dates.js';
import { type FacetCountsSettings, facetCountsFromTable } from './search-facet-counts.js';
import { countLotFacets, type FacetCounts } from './search-facets.js';
import { type LotSearchCriteria, type LotSearchHit, searchLotPage } from './search-query.js';
import { type ResolvedTerm, resolveSearchTerms } from './search-terms.js';
import type { SearchCaches } from './ttl-cache.js';

/**
 * Words that carry no meaning in a Portuguese query. The 'portuguese' text search dictionary drops them too;
 * dropping them here keeps a query of only such words from matching nothing.
 */
const stopWords = new Set(
  'a o e de da do das dos em no na nos nas um uma uns umas para pra por com sem ao aos as os ou que se'.split(
    ' ',
  ),
);

/** Lower case, no accents, split on anything that is not a letter or digit; at most 8 words. */
export function normaliseQuery(q: string | undefined): { terms: string[]; text: string } {
  const folded = (q ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const words = folded.split(/[^a-z0-9]+/).filter((word) => word.length > 0);
  const terms = [...new Set(words.filter((word) => !stopWords.has(word)))].slice(0, 8);
  return { terms, text: words.join(' ') };
}

/** 'SP' → the UF; 'Campinas - SP' or 'Campinas/SP' or 'Campinas, SP' → city and UF; anything else → a city. */
export function parseLocation(location: string | undefined): { state?: string; city?: string } {
  const value = location?.trim();
  if (!value) return {};
  const codes = new Set(listStates().map((state) => state.code));
  const stateOnly = value.toUpperCase();
  if (/^[A-Z]{2}$/.test(stateOnly)) {
    if (!codes.has(stateOnly)) {
      throw new AppError('VALIDATION_FAILED', `Local inválido: '${value}' não é a sigla de uma UF.`);
    }
    return { state: stateOnly };
  }
  const withState = /^(.+?)\s*(?:-|\/|,)\s*([A-Za-z]{2})$/.exec(value);
  if (withState) {
    const state = withState[2]!.toUpperCase();
    if (!codes.has(state)) {
      throw new AppError('VALIDATION_FAILED', `Local inválido: '${withState[2]}' não é a sigla de uma UF.`);
    }
    return { city: withState[1]!.trim(), state };
  }
  return { city: value };
}

export type LotCard = SearchAnswer['lots'][number];

/** A search hit as the web shows it on a card: ISO dates, the 256-wide thumbnail. */
export function toLotCard({ photoKey, scheduledEndAt, ...hit }: LotSearchHit, media: MediaStorage): LotCard {
  return {
    ...hit,
    scheduledEndAt: isoOrNull(scheduledEndAt),
    photo: photoKey ? media.publicUrl(renditionKey(photoKey, 256)) : null,
  };
}

export async function searchCatalog(
  deps: { db: Database; media: MediaStorage; caches: SearchCaches; facetCounts: FacetCountsSettings },
  query: SearchQuery,
  now: Date,
): Promise<SearchAnswer> {
  const { terms, text } = normaliseQuery(query.q);
  const location = parseLocation(query.location);
  const sort = query.sort ?? (terms.length > 0 ? 'relevancia' : 'encerrando');
  const categories = await categoryDirectory(deps.db);
  const criteria: LotSearchCriteria = {
    terms,
    text,
    ...location,
    category: await categoryCodeForSlug(deps.db, query.category),
    segment: query.segment ? segmentBySlug.get(query.segment) : undefined,
    type: query.type,
    status: query.status,
    minPriceCents: query.minPrice === undefined ? undefined : query.minPrice * 100,
    maxPriceCents: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
    sort,
    limit: searchPageSize,
    offset: (query.currentPage - 1) * searchPageSize,
    now,
  };
  const termsKey = terms.join(' ');
  const resolved: ResolvedTerm[] =
    deps.caches.terms.get(termsKey) ?? (await resolveSearchTerms(deps.db, terms));
  deps.caches.terms.set(termsKey, resolved);
  const { state, city, category, segment, type, status, minPriceCents, maxPriceCents } = criteria;
  const exactCounts = async (): Promise<FacetCounts> => {
    // Counts by status change with every sale: the key carries the catalogue's stock version (decision 161).
    const stockVersion = await readStockVersion(deps.db);
    const cacheKey = JSON.stringify([
      stockVersion,
      resolved,
      state,
      city?.toLowerCase(),
      category,
      segment,
      type,
      status,
      minPriceCents,
      maxPriceCents,
    ]);
    const cached = deps.caches.facets.get(cacheKey);
    if (cached) return cached;
    const counts = await countLotFacets(deps.db, criteria, resolved);
    deps.caches.facets.set(cacheKey, counts);
    return counts;
  };
  // Without words and without a price range, the counts come from the table of counts (decision 263); a
  // price moves with every bid, and words match lots one by one: those searches count their matches.
  const fromTable = resolved.length === 0 && minPriceCents === undefined && maxPriceCents === undefined;
  let hits: LotSearchHit[];
  let facets: FacetCounts;
  if (resolved.length === 0) {
    // Counts first (from the table, a few milliseconds): how many lots of each status match tells the page
    // how to read them (decision 263).
    facets =
      (fromTable ? await facetCountsFromTable(deps.db, criteria, deps.facetCounts) : null) ??
      (await exactCounts());
    hits = await searchLotPage(deps.db, criteria, resolved, {
      total: facets.total,
      lotsByStatus: facets.statuses,
    });
  } else {
    // The page and the counts are independent: on a pool they run side by side.
    [hits, facets] = await Promise.all([searchLotPage(deps.db, criteria, resolved), exactCounts()]);
  }
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
  // Equal counts keep the order of their codes, whichever way the counts were read.
  const byCode = (entries: Map<string, number>) =>
    [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    lots: hits.map((hit) => toLotCard(hit, deps.media)),
    total: facets.total,
    currentPage: query.currentPage,
    pageSize: searchPageSize,
    facets: {
      categories: byCode(facets.categories)
        .map(([code, count]) => {
          const category = categories.byCode.get(code as MacroCategoryCode)!;
          return { slug: category.slug, name: category.name, count };
        })
        .sort(byCount),
      states: byCode(facets.states)
        .map(([code, count]) => ({ code, count }))
        .sort(byCount),
      types: listingTypes
        .filter((type) => facets.types.has(type))
        .map((type: ListingType) => ({
          type,
          label: listingTypeLabels[type],
          count: facets.types.get(type)!,
        })),
      segments: listingSegments
        .filter((segment) => facets.segments.has(segment))
        .map((segment: ListingSegment) => ({
          slug: slugify(segment),
          name: segment,
          count: facets.segments.get(segment)!,
        }))
        .sort(byCount),
      statuses: displayStatuses
        .filter((status) => facets.statuses.has(status))
        .map((status: DisplayStatus) => ({
          status,
          label: displayStatusLabels[status],
          count: facets.statuses.get(status)!,
        })),
    },
  };
}
