import type { SearchSuggestionsAnswer } from '@circula/domain';
import { api } from '@/lib/http/api';

export const suggestionsPath = 'web/search/suggestions';

export function fetchSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestionsAnswer> {
  return api.get(suggestionsPath, { searchParams: { q }, signal }).json<SearchSuggestionsAnswer>();
}
