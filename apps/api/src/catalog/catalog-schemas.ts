import {
  listingFiguresSchema,
  listingSegments,
  listingStatuses,
  listingTypes,
  macroCategoryCodes,
  opportunityAreas,
  textSchema,
} from '@circula/domain';
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

/** Instants in UTC, ISO 8601 ('2026-03-01T15:00:00.000Z'); shown in America/Sao_Paulo by the web. */
const isoDate = z.string();
const nullableIsoDate = isoDate.nullable();
const cents = z.number().int();

export const photoSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  thumbnailUrl: z.string(),
  sources: z.array(z.object({ width: z.number().int(), url: z.string() })),
  jpegUrl: z.string(),
});

const listingSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(listingTypes),
  segment: z.enum(listingSegments),
  status: z.enum(listingStatuses),
});

export const searchAnswerSchema = z.object({
  lots: z.array(
    z.object({
      id: z.uuid(),
      number: z.number().int(),
      title: z.string(),
      /** 256-wide thumbnail. */
      photo: z.string().nullable(),
      currentBidCents: cents.nullable(),
      startingBidCents: cents.nullable(),
      unitPriceCents: cents.nullable(),
      bidCount: z.number().int(),
      scheduledEndAt: nullableIsoDate,
      city: z.string(),
      state: z.string(),
      macroCategory: z.enum(macroCategoryCodes),
      displayStatus: z.enum(displayStatuses),
      listing: listingSummarySchema,
    }),
  ),
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    states: z.array(z.object({ code: z.string(), count: z.number().int() })),
    types: z.array(z.object({ type: z.enum(listingTypes), label: z.string(), count: z.number().int() })),
    segments: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    statuses: z.array(
      z.object({ status: z.enum(displayStatuses), label: z.string(), count: z.number().int() }),
    ),
  }),
});
export type SearchAnswer = z.input<typeof searchAnswerSchema>;

export { categoryBySlugAnswerSchema, macroCategoriesAnswerSchema } from '@circula/domain';

const listingCardSchema = listingSummarySchema.extend({
  displayStatus: z.enum(displayStatuses),
  /** Bids or purchases are taken now. */
  biddable: z.boolean(),
  city: z.string(),
  state: z.string(),
  startsAt: isoDate,
  scheduledEndAt: isoDate,
  lotCount: z.number().int(),
  coverPhoto: z.string().nullable(),
});

export const listingsAnswerSchema = z.object({
  listings: z.array(listingCardSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingsAnswer = z.input<typeof listingsAnswerSchema>;

const lotCardSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  macroCategory: z.enum(macroCategoryCodes),
  estimatedValueCents: cents.nullable(),
  startingBidCents: cents.nullable(),
  currentBidCents: cents.nullable(),
  unitPriceCents: cents.nullable(),
  quantity: z.number().int(),
  /** Direct sales: units still on sale (stock minus open and paid purchases); 0 is 'esgotado'. */
  availableQuantity: z.number().int().nonnegative(),
  bidCount: z.number().int(),
  hasReserve: z.boolean(),
  scheduledEndAt: nullableIsoDate,
  displayStatus: z.enum(displayStatuses),
  photo: z.string().nullable(),
});

const feesSchema = z.object({
  /** Auctioneer commission paid by the buyer, percent of the price (auctions only; 0 for direct sales). */
  commissionPercentage: z.number(),
  feeRows: z.array(z.object({ fromValueCents: cents, toValueCents: cents, feeCents: cents })),
  /** Used when there are no fee rows: percent of the price, e.g. 10 or 12.5. */
  buyerFeePercentage: z.number().nullable(),
});

export const listingPageAnswerSchema = z.object({
  listing: listingCardSchema.extend({
    description: z.string(),
    enrolmentDeadlineAt: nullableIsoDate,
    closingIntervalSeconds: z.number().int(),
    softCloseWindowSeconds: z.number().int(),
    softCloseExtensionSeconds: z.number().int(),
    secondPhase: z
      .object({ startsAt: nullableIsoDate, endsAt: nullableIsoDate, percentage: z.number().int() })
      .nullable(),
    inspectionConditions: z.string(),
    pickUpConditions: z.string(),
    checkOutType: z.string(),
    acceptBuyersMode: z.string(),
    paymentIntentCreationMode: z.string(),
    paymentDeadlineBusinessDays: z.number().int(),
    highBidThresholdCents: cents,
    fees: feesSchema,
    editalUrl: z.string().nullable(),
    seller: z.object({ name: z.string() }),
    auctioneer: z.object({ name: z.string(), registration: z.string() }).nullable(),
    bookingSchedules: z.array(
      z.object({
        type: z.string(),
        startsAt: isoDate,
        endsAt: isoDate,
        address: z.string(),
        notes: z.string(),
      }),
    ),
  }),
  lots: z.array(
    lotCardSchema.extend({
      /**
       * How a closed lot ended, as the Event page shows it: SOLD (sale approved), CONDITIONAL (below the
       * reserve, waiting on the seller), UNSOLD (no bids, or the seller refused or let the deadline pass);
       * null while the lot is not closed.
       */
      result: z.enum(['SOLD', 'CONDITIONAL', 'UNSOLD']).nullable(),
    }),
  ),
  /** The Event's figures at a glance, over all its lots (decision 216). */
  figures: listingFiguresSchema,
  total: z.number().int(),
  currentPage: z.number().int(),
  pageSize: z.number().int(),
});
export type ListingPageAnswer = z.input<typeof listingPageAnswerSchema>;

export const lotPageAnswerSchema = z.object({
  lot: lotCardSchema.omit({ photo: true }).extend({
    status: z.string(),
    category: z.object({ code: z.enum(macroCategoryCodes), name: z.string(), slug: z.string() }),
    incrementCents: cents.nullable(),
    city: z.string(),
    state: z.string(),
    biddable: z.boolean(),
    /** The least the next bid may be (auctions), from the domain's bid rules; empty for direct sales. */
    minimumNextBidCents: cents.nullable(),
    photos: z.array(photoSchema),
    /** What the buyer pays at the reference price: the current bid, the minimum next bid or the unit price. */
    totalToPay: z
      .object({
        priceCents: cents,
        commissionCents: cents,
        administrativeFeeCents: cents,
        totalCents: cents,
      })
      .nullable(),
  }),
  listing: listingSummarySchema.extend({
    displayStatus: z.enum(displayStatuses),
    city: z.string(),
    state: z.string(),
    startsAt: isoDate,
    scheduledEndAt: isoDate,
    auctioneer: z.object({ name: z.string(), registration: z.string() }).nullable(),
  }),
  /** The API's clock when the answer was made: countdowns offset the device clock by it. */
  serverTime: isoDate,
});
export type LotPageAnswer = z.input<typeof lotPageAnswerSchema>;

export const sitemapAnswerSchema = z.object({
  listings: z.array(z.object({ slug: z.string(), updatedAt: isoDate })),
  lots: z.array(z.object({ id: z.uuid(), updatedAt: isoDate })),
});
