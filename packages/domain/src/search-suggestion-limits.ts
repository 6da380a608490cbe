// Apart from search-schemas.ts (zod): the header's search box, on every page, reads these (decision 260).

/** At most this many suggestions: a few categories, then lot titles. */
export const maxSearchSuggestions = 8;
/** Suggestions start from this many typed characters. */
export const minSuggestionQueryLength = 2;
