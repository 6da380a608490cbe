import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every distinct word (folded: lower case, no accents) of the lots' search text; written by the lots trigger
 * (migration lots_search). Search looks a misspelt word up here by trigram similarity and searches for the
 * words it resembles ('geladiera' → 'geladeira').
 */
export const searchWords = pgTable('search_words', {
  word: text().primaryKey(),
});
