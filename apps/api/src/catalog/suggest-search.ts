import {
  expandSearchWord,
  type MacroCategoryCode,
  maxSearchSuggestions,
  minSuggestionQueryLength,
  type SearchSuggestion,
  type SearchSuggestionsAnswer,
  type SearchSuggestionsQuery,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import { categoryDirectory } from './category-directory.js';
import { normaliseQuery } from './search-lots.js';
import { searchLotPage } from './search-query.js';
import { compileTsqueries, type ResolvedTerm, resolveSearchTerms } from './search-terms.js';
import type { SearchCaches } from './ttl-cache.js';

/** Categories first (at most 3), then lot titles. */
const maxCategorySuggestions = 3;

/**
 * What the search box offers while a person types (decision 150): the categories the words name (by the
 * synonym table, or a category name starting with the last word), then the titles of the lots the words
 * find, the last word matched as a prefix because it is still being typed. Identical titles are offered once.
 */
export async function suggestSearch(
  deps: { db: Database; caches: SearchCaches },
  query: SearchSuggestionsQuery,
  now: Date,
): Promise<SearchSuggestionsAnswer> {
  const { terms, text } = normaliseQuery(query.q);
  if (terms.length === 0 || text.length < minSuggestionQueryLength) return { suggestions: [] };
  // The names staff give the categories are matched too: the key changes when they do (decision 212).
  const directory = await categoryDirectory(deps.db);
  const key = JSON.stringify([directory.version, terms.join(' ')]);
  const cached = deps.caches.suggestions.get(key);
  if (cached) return cached;

  const last = terms.at(-1)!;
  const codes = new Set<MacroCategoryCode>();
  for (const term of terms) for (const code of expandSearchWord(term)?.categories ?? []) codes.add(code);
  if (last.length >= minSuggestionQueryLength) {
    for (const category of directory.list) {
      const words = [...normaliseQuery(category.name).terms, ...category.slug.split('-')];
      if (words.some((word) => word.startsWith(last))) codes.add(category.code);
    }
  }
  const suggestions: SearchSuggestion[] = directory.list
    .filter((category) => codes.has(category.code))
    .slice(0, maxCategorySuggestions)
    .map((category) => ({ kind: 'categoria', label: category.name, slug: category.slug }));

  const before = terms.slice(0, -1);
  const resolved: ResolvedTerm[] = before.length > 0 ? await resolveSearchTerms(deps.db, before) : [];
  const concept = expandSearchWord(last);
  const [lastQuery] = await compileTsqueries(deps.db, [concept ? concept.words.join(' | ') : `${last}:*`]);
  resolved.push({ query: lastQuery!, categories: concept?.categories ?? [] });
  const hits = await searchLotPage(
    deps.db,
    { terms, text, sort: 'relevancia', limit: maxSearchSuggestions * 2, offset: 0, now },
    resolved,
  );
  const titles = new Set<string>();
  for (const hit of hits) {
    if (suggestions.length >= maxSearchSuggestions) break;
    if (titles.has(hit.title)) continue;
    titles.add(hit.title);
    suggestions.push({ kind: 'lote', label: hit.title, lotId: hit.id });
  }
  const answer = { suggestions };
  deps.caches.suggestions.set(key, answer);
  return answer;
}
