import type { SearchSuggestionsAnswer, searchSuggestionsAnswerSchema } from '@circula/domain';
import { answerTyped, api } from '@/lib/http/api';

export const suggestionsPath = 'web/search/suggestions';

/** The header's suggestions: typed from the route's schema, not checked (the header is on every page). */
export function fetchSearchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestionsAnswer> {
  return answerTyped<typeof searchSuggestionsAnswerSchema>(
    api.get(suggestionsPath, { searchParams: { q }, signal }),
  );
}
