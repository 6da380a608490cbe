export const searchPath = '/busca';

export type SearchFilter = 'q' | 'location';

interface ReadonlyParams {
  toString(): string;
}

/**
 * Where a search (or location) submit goes: from any other page to /busca with just that filter;
 * on /busca the filter is replaced in the current query and the page goes back to 1.
 */
export function buildSearchHref(
  pathname: string,
  currentParams: ReadonlyParams | null,
  filter: SearchFilter,
  rawValue: string,
): string {
  const value = rawValue.trim();
  if (pathname !== searchPath) {
    return value ? `${searchPath}?${new URLSearchParams({ [filter]: value })}` : searchPath;
  }
  const params = new URLSearchParams(currentParams?.toString() ?? '');
  if (value) params.set(filter, value);
  else params.delete(filter);
  params.set('currentPage', '1');
  return `${searchPath}?${params}`;
}
