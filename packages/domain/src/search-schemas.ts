import { z } from 'zod';
import { maxSearchSuggestions } from './search-suggestion-limits.js';
import { textSchema } from './text.js';

/*
 * The search suggestions' HTTP contract (decision 150): the API declares GET /web/search/suggestions with
 * these schemas and the search box takes its types from them.
 */

export const searchSuggestionsQuerySchema = z.object({
  q: textSchema({ max: 100, tooLong: 'A busca deve ter no máximo 100 caracteres.' }).optional(),
});
export type SearchSuggestionsQuery = z.infer<typeof searchSuggestionsQuerySchema>;

export const searchSuggestionSchema = z.discriminatedUnion('kind', [
  /** A category the words name: goes to the search within that category. */
  z.object({ kind: z.literal('categoria'), label: z.string(), slug: z.string() }),
  /** A lot whose title matches the words typed so far: goes to the lot. */
  z.object({ kind: z.literal('lote'), label: z.string(), lotId: z.uuid() }),
]);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsAnswerSchema = z.object({
  suggestions: z.array(searchSuggestionSchema).max(maxSearchSuggestions),
});
export type SearchSuggestionsAnswer = z.infer<typeof searchSuggestionsAnswerSchema>;
