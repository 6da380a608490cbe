/** What each word of a search matches: its tsquery (stems, synonyms, typos) and its categories. */
import { expandSearchWord, type MacroCategoryCode } from '@circula/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from './catalog-sql.js';

/** Words this short are never taken for a typo: a typo of two or three letters is a different word. */
const minTypoTermLength = 4;
/** A fragment this short is matched as a whole word only: 'tv', 'pc'. */
const minPrefixTermLength = 3;
/**
 * Trigram similarity between a misspelt word and a known word at or above this makes the known word an
 * alternative ('geladiera' 0.43 'geladeira'); 'geladeira' and 'cadeira' score 0.38. Only words that find
 * something on their own are left alone: those that start a known word, so 'cadeira' never turns into
 * 'madeira' (0.45), and those whose Portuguese stem starts one, so the plural 'geladeiras' (stem 'geladeir')
 * finds the singular 'geladeira' and not 'cadeiras' too.
 */
export const typoSimilarityThreshold = 0.4;

/**
 * One query word as search matches it: a compiled tsquery (the text of `to_tsquery('portuguese', …)`, stems
 * and all) over the lots' vector, and the categories whose lots match it whatever their text says ('carro' →
 * every light vehicle).
 */
export interface ResolvedTerm {
  query: string;
  categories: MacroCategoryCode[];
}

/**
 * Parses and stems tsquery texts once. Queries then carry them as `'…'::tsquery` constants: a
 * `to_tsquery(…)` call in a filter or in ts_rank is evaluated again for every row it looks at, which with a
 * word's synonyms costs more than the match itself.
 */
export async function compileTsqueries(db: Database, texts: string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const rows = rowsOf<{ i: number; q: string }>(
    await db.execute(sql`
      SELECT t.i::int AS i, to_tsquery('portuguese', t.text)::text AS q
      FROM (VALUES ${sql.join(
        texts.map((text, i) => sql`(${i}, ${text})`),
        sql`, `,
      )}) AS t(i, text)`),
  );
  const compiled = new Map(rows.map((row) => [Number(row.i), row.q]));
  return texts.map((_, i) => compiled.get(i) ?? '');
}

/**
 * For each term, what matches it (decision 150):
 *  - a word of its own (one of the catalogue's words, or of the synonym table) matches as a whole word, in
 *    all its Portuguese inflections (by stem), with its synonyms and its concept's categories: 'carro' finds
 *    'carros' and every light vehicle, never 'carregador' or 'carreta';
 *  - a fragment that is no word ('latit') is a word still being typed: it matches as a prefix from 3
 *    letters, and from 4 letters, when nothing starts with it, the known words it resembles (a typo).
 */
async function resolveTerms(db: Database, terms: string[]): Promise<ResolvedTerm[]> {
  const rows = rowsOf<{ term: string; known: boolean | string; similar: string[] | string | null }>(
    await db.execute(sql`
      SELECT t.term,
        EXISTS (SELECT 1 FROM search_words k WHERE k.word = t.term) AS known,
        CASE WHEN length(t.term) >= ${minTypoTermLength} AND NOT EXISTS (
          SELECT 1 FROM search_words k
          WHERE k.word LIKE t.term || '%'
             OR k.word LIKE coalesce((ts_lexize('portuguese_stem', t.term))[1], t.term) || '%'
        ) THEN ARRAY(
          SELECT w.word FROM search_words w
          WHERE w.word % t.term AND similarity(w.word, t.term) >= ${typoSimilarityThreshold}
          ORDER BY similarity(w.word, t.term) DESC, w.word LIMIT 3
        ) END AS similar
      FROM (VALUES ${sql.join(
        terms.map((term) => sql`(${term})`),
        sql`, `,
      )}) AS t(term)`),
  );
  const byTerm = new Map(rows.map((row) => [row.term, row]));
  const resolved = terms.map((term) => {
    const row = byTerm.get(term);
    const concept = expandSearchWord(term);
    if (concept) return { query: concept.words.join(' | '), categories: concept.categories };
    const known = row?.known === true || row?.known === 't';
    const alternatives = parseTextArray(row?.similar ?? null);
    const own = known || term.length < minPrefixTermLength ? term : `${term}:*`;
    return { query: [own, ...alternatives].join(' | '), categories: [] as MacroCategoryCode[] };
  });
  const compiled = await compileTsqueries(
    db,
    resolved.map((term) => term.query),
  );
  return resolved.map((term, i) => ({ ...term, query: compiled[i]! }));
}

/** node-postgres parses text[] into an array; some drivers hand back the literal '{a,b}'. */
function parseTextArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter((word) => word.length > 0);
}

/** The text conditions of a search: one tsquery per word (see resolveTerms). */
export async function resolveSearchTerms(db: Database, terms: string[]): Promise<ResolvedTerm[]> {
  return terms.length > 0 ? resolveTerms(db, terms) : [];
}
