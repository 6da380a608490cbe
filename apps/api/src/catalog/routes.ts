import { searchSuggestionsAnswerSchema, searchSuggestionsQuerySchema } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../shared/errors.js';
import { errorResponses } from '../shared/schemas.js';
import {
  categoryBySlugAnswerSchema,
  listingPageAnswerSchema,
  listingPageQuerySchema,
  listingsAnswerSchema,
  listingsQuerySchema,
  lotPageAnswerSchema,
  lotParamsSchema,
  macroCategoriesAnswerSchema,
  searchAnswerSchema,
  searchQuerySchema,
  sitemapAnswerSchema,
  slugParamsSchema,
} from './catalog-schemas.js';
import { readListingVersion } from './catalogue-versions.js';
import { getListingPage } from './get-listing-page.js';
import { getLotPage } from './get-lot-page.js';
import { listListings } from './list-listings.js';
import { findCategoryBySlug, listMacroCategories } from './list-macro-categories.js';
import { listSitemapEntries } from './list-sitemap-entries.js';
import { searchCatalog } from './search-lots.js';
import { suggestSearch } from './suggest-search.js';
import { createSearchCaches } from './ttl-cache.js';

// Staff rename categories and change their slugs (decision 212): reused for half a minute at most.
const categoriesCache = 'public, max-age=30';
// Catalogue reads change by the second (bids, closings).
const catalogueCache = 'public, max-age=5, stale-while-revalidate=30';

export async function catalogRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const caches = createSearchCaches(app.deps.config.SEARCH_CACHE_SECONDS);
  const facetCounts = { maxAgeMs: app.deps.config.SEARCH_FACET_COUNTS_SECONDS * 1000, log: app.log };
  const deps = () => ({ db: app.deps.database.db, media: app.deps.media, caches, facetCounts });

  // GET /web/asset-categories/macros
  app.get(
    '/web/asset-categories/macros',
    { schema: { tags: ['catálogo'], response: { 200: macroCategoriesAnswerSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', categoriesCache);
      return { assetCategories: await listMacroCategories(app.deps.database.db) };
    },
  );

  // GET /web/asset-categories/by-slug/:slug
  app.get(
    '/web/asset-categories/by-slug/:slug',
    {
      schema: {
        tags: ['catálogo'],
        description: 'Uma categoria pelo slug atual ou por um slug antigo (a página redireciona, 308).',
        params: z.object({
          slug: z
            .string()
            .max(80, { error: 'Endereço da categoria inválido.' })
            .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Endereço da categoria inválido.' }),
        }),
        response: { 200: categoryBySlugAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await findCategoryBySlug(app.deps.database.db, request.params.slug);
      if (!found) throw new AppError('ASSET_CATEGORY_NOT_FOUND', 'Categoria não encontrada.');
      reply.header('cache-control', categoriesCache);
      return found;
    },
  );

  // GET /web/search
  app.get(
    '/web/search',
    {
      config: { rateLimit: { max: app.deps.config.SEARCH_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['catálogo'],
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', catalogueCache);
      return searchCatalog(deps(), request.query, new Date());
    },
  );

  // GET /web/search/suggestions: a few categories and lot titles for the words typed so far.
  app.get(
    '/web/search/suggestions',
    {
      // The box asks once per pause in typing: twice the searches' allowance.
      config: { rateLimit: { max: app.deps.config.SEARCH_RATE_LIMIT_MAX * 2, timeWindow: '1 minute' } },
      schema: {
        tags: ['catálogo'],
        querystring: searchSuggestionsQuerySchema,
        response: { 200: searchSuggestionsAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', catalogueCache);
      return suggestSearch(deps(), request.query, new Date());
    },
  );

  // GET /web/listings
  app.get(
    '/web/listings',
    {
      schema: {
        tags: ['catálogo'],
        querystring: listingsQuerySchema,
        response: { 200: listingsAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', catalogueCache);
      return listListings(deps(), request.query, new Date());
    },
  );

  // GET /web/listings/:slug
  app.get(
    '/web/listings/:slug',
    {
      schema: {
        tags: ['catálogo'],
        params: slugParamsSchema,
        querystring: listingPageQuerySchema,
        response: { 200: listingPageAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      // Rendered fresh by the site on each request; the API reuses an answer only while the Event and its
      // lots are unchanged — units left, statuses, bids (decision 161).
      reply.header('cache-control', 'no-cache');
      const { slug } = request.params;
      const { currentPage } = request.query;
      const key = JSON.stringify([slug, currentPage, await readListingVersion(deps().db, slug)]);
      const cached = caches.listingPages.get(key);
      if (cached) return cached;
      const answer = await getListingPage(deps(), slug, currentPage, new Date());
      caches.listingPages.set(key, answer);
      return answer;
    },
  );

  // GET /web/sitemap-entries
  app.get(
    '/web/sitemap-entries',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['catálogo'], response: { 200: sitemapAnswerSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
      return listSitemapEntries(app.deps.database.db);
    },
  );

  // GET /web/lots/:id
  app.get(
    '/web/lots/:id',
    {
      schema: {
        tags: ['catálogo'],
        params: lotParamsSchema,
        response: { 200: lotPageAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', catalogueCache);
      return getLotPage(deps(), request.params.id, new Date());
    },
  );
}
