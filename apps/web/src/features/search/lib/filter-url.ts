import { searchPath } from './search-url';

/** The query parameters of /busca the API understands, in the order they appear in URLs. */
export const searchParamKeys = [
  'q',
  'location',
  'category',
  'segment',
  'type',
  'status',
  'minPrice',
  'maxPrice',
  'sort',
  'currentPage',
] as const;
export type SearchParamKey = (typeof searchParamKeys)[number];
export type SearchFilters = Partial<Record<SearchParamKey, string>>;

/** Reads /busca's query string: known keys only, first value of each, trimmed, empty ones left out. */
export function readSearchFilters(params: Record<string, string | string[] | undefined>): SearchFilters {
  const filters: SearchFilters = {};
  for (const key of searchParamKeys) {
    const raw = params[key];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value) filters[key] = value;
  }
  if (filters.currentPage !== undefined) {
    const page = Number.parseInt(filters.currentPage, 10);
    if (!Number.isFinite(page) || page <= 1 || String(page) !== filters.currentPage)
      delete filters.currentPage;
  }
  return filters;
}

/**
 * The /busca address after changing some filters: null or '' removes one. Any change other than the page
 * goes back to the first page (a page number of another result set means nothing).
 */
export function buildFilterHref(
  current: SearchFilters,
  changes: Partial<Record<SearchParamKey, string | null>>,
) {
  const next: SearchFilters = { ...current };
  if (!('currentPage' in changes)) delete next.currentPage;
  for (const [key, value] of Object.entries(changes) as [SearchParamKey, string | null][]) {
    if (value === null || value.trim() === '') delete next[key];
    else next[key] = value.trim();
  }
  if (next.currentPage === '1') delete next.currentPage;
  const params = new URLSearchParams();
  for (const key of searchParamKeys) {
    const value = next[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${searchPath}?${query}` : searchPath;
}

/** Filters beyond the words and the place (those two have their own controls in the top bar). */
export const refinementKeys = [
  'category',
  'segment',
  'type',
  'status',
  'minPrice',
  'maxPrice',
  'sort',
] as const;

export function hasRefinements(filters: SearchFilters): boolean {
  return refinementKeys.some((key) => filters[key] !== undefined);
}

export const sortOptions = [
  { value: 'relevancia', label: 'Mais relevantes' },
  { value: 'encerrando', label: 'Encerrando primeiro' },
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'menor-preco', label: 'Menor preço' },
  { value: 'maior-preco', label: 'Maior preço' },
] as const;

/** Relevance only means something with words to match; without them the API sorts by the end. */
export function sortOptionsFor(filters: SearchFilters) {
  return sortOptions.filter((option) => option.value !== 'relevancia' || Boolean(filters.q));
}

export const defaultSortFor = (filters: SearchFilters) => (filters.q ? 'relevancia' : 'encerrando');
