import { listingTypes, opportunityAreas, textSchema } from '@circula/domain';
import { z } from 'zod';
import { displayStatuses, searchSorts, segmentSlugs } from './catalog-values.js';

/** Search page size: four rows of six cards on desktop, two columns on phones. */
export const searchPageSize = 24;
export const maxPage = 1000;

const oneOf = (label: string, values: readonly string[]) =>
  `Valor inválido para ${label}. Use um destes: ${values.join(', ')}.`;

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: oneOf(label, values) }).optional();

export const pageParam = z.coerce
  .number({ error: 'A página (currentPage) deve ser um número inteiro a partir de 1.' })
  .int({ error: 'A página (currentPage) deve ser um número inteiro a partir de 1.' })
  .min(1, { error: 'A página (currentPage) deve ser um número inteiro a partir de 1.' })
  .max(maxPage, { error: `A página (currentPage) deve ser no máximo ${maxPage}.` })
  .default(1);

/**
 * A category slug: staff may change them (decision 212), so the list is checked against the database when
 * the filter is applied (`categoryCodeForSlug`), where a former slug still finds its category.
 */
const categoryParam = z
  .string({ error: 'Valor inválido para categoria (category).' })
  .trim()
  .max(80, { error: 'Valor inválido para categoria (category).' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Valor inválido para categoria (category).' })
  .optional();

const textParam = (label: string, max: number) =>
  textSchema({ max, tooLong: `${label} deve ter no máximo ${max} caracteres.` }).optional();

/** Highest price bound a search accepts, in reais: above any lot the catalogue sells. */
export const maxSearchPriceReais = 100_000_000;

const priceParam = (label: string) => {
  const message = `${label} deve ser um valor inteiro em reais, de 0 a ${maxSearchPriceReais.toLocaleString('pt-BR')}.`;
  // An empty field of the filter form means no bound.
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(maxSearchPriceReais, { error: message })
      .optional(),
  );
};

export const searchQuerySchema = z
  .object({
    q: textParam('A busca', 100),
    /** 'SP' (a UF), 'Campinas - SP' (city and UF) or 'Campinas' (a city anywhere). */
    location: textParam('O local', 80),
    category: categoryParam,
    segment: optionalEnum(segmentSlugs, 'segmento (segment)'),
    type: optionalEnum(listingTypes, 'tipo de evento (type)'),
    status: optionalEnum(displayStatuses, 'situação (status)'),
    /** Price range in whole reais, both inclusive (decision 150). */
    minPrice: priceParam('O preço mínimo (minPrice)'),
    maxPrice: priceParam('O preço máximo (maxPrice)'),
    /** Defaults to relevance when there is a query, else to ending soonest. */
    sort: optionalEnum(searchSorts, 'ordenação (sort)'),
    currentPage: pageParam,
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      error: 'O preço mínimo (minPrice) deve ser menor ou igual ao preço máximo (maxPrice).',
      path: ['minPrice'],
    },
  );
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const listingsQuerySchema = z.object({
  status: optionalEnum(displayStatuses, 'situação (status)'),
  segment: optionalEnum(segmentSlugs, 'segmento (segment)'),
  /** Opportunity area slug: its segments, e.g. desativacoes-corporativas. */
  area: optionalEnum(
    opportunityAreas.map((area) => area.slug) as [string, ...string[]],
    'área de oportunidade (area)',
  ),
  type: optionalEnum(listingTypes, 'tipo de evento (type)'),
  state: z
    .string({ error: 'O estado deve ser a sigla de uma UF, como SP.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'O estado deve ser a sigla de uma UF, como SP.' })
    .transform((value) => value.toUpperCase())
    .optional(),
  category: categoryParam,
  sort: optionalEnum(['encerrando', 'recentes'] as const, 'ordenação (sort)'),
  currentPage: pageParam,
  pageSize: z.coerce
    .number({ error: 'O tamanho da página (pageSize) deve ser um número de 1 a 48.' })
    .int({ error: 'O tamanho da página (pageSize) deve ser um número de 1 a 48.' })
    .min(1, { error: 'O tamanho da página (pageSize) deve ser um número de 1 a 48.' })
    .max(48, { error: 'O tamanho da página (pageSize) deve ser um número de 1 a 48.' })
    .default(12),
});
export type ListingsQuery = z.infer<typeof listingsQuerySchema>;

export const listingPageQuerySchema = z.object({ currentPage: pageParam });

export const slugParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Endereço do evento inválido.' })
    .max(160, { error: 'Endereço do evento inválido.' }),
});
export const lotParamsSchema = z.object({
  id: z.uuid({ error: 'Identificador do lote inválido.' }),
});

/* ---------------------------------------------------------------- answers */

// The answers live in the domain package, shared with the web.
export {
  categoryBySlugAnswerSchema,
  type ListingPageAnswer,
  type ListingsAnswer,
  type LotPageAnswer,
  listingPageAnswerSchema,
  listingsAnswerSchema,
  lotPageAnswerSchema,
  macroCategoriesAnswerSchema,
  photoSchema,
  type SearchAnswer,
  searchAnswerSchema,
  sitemapAnswerSchema,
} from '@circula/domain';
