import {
  type CategoryBySlugAnswer,
  type CategoryView,
  categoryBySlugAnswerSchema,
  listingPageAnswerSchema,
  listingsAnswerSchema,
  lotBidsAnswerSchema,
  lotPageAnswerSchema,
  macroCategories,
  macroCategoriesAnswerSchema,
  searchAnswerSchema,
  sitemapAnswerSchema,
} from '@circula/domain';
import type { z } from 'zod';
import { serverConfig } from '@/config/server';
import type { LotBidsAnswer } from '@/features/live';
import { readAnswer } from '@/lib/http/answer';
import { slugPattern } from '../lib/display';
import type {
  ListingPageAnswer,
  ListingsAnswer,
  LotPageAnswer,
  SearchAnswer,
  SitemapEntries,
} from '../types';

/** An API answer the page cannot do without failed; the error page (or not-found) takes over. */
export class CatalogFetchError extends Error {
  constructor(
    public readonly status: number,
    path: string,
  ) {
    super(`GET ${path} answered ${status}`);
  }
}

// Every visitor's page reaches the API from this server's address; the shared token (WEB_SERVER_TOKEN) keeps
// the API's per-address limits for direct callers. The header is the same on every read, so caching is unchanged.
const headers: Record<string, string> = serverConfig.webServerToken
  ? { 'x-circula-web-server': serverConfig.webServerToken }
  : {};

interface ReadOptions {
  /** Seconds the answer may be reused by the web server; 0 reads fresh every time. */
  revalidate: number;
}

/** GET of a catalogue answer, read with the route's response schema (checked in development and test). */
async function read<S extends z.ZodType>(
  schema: S,
  path: string,
  { revalidate }: ReadOptions,
): Promise<z.infer<S> | null> {
  const url = new URL(path, serverConfig.apiInternalUrl);
  const response = await fetch(
    url,
    revalidate > 0 ? { headers, next: { revalidate } } : { headers, cache: 'no-store' },
  );
  if (response.status === 404) return null;
  if (!response.ok) throw new CatalogFetchError(response.status, path);
  return readAnswer(schema, await response.json(), `GET ${url.pathname}`);
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export interface ListingsFilter {
  status?: 'aberto' | 'em-breve' | 'encerrado' | 'esgotado';
  area?: string;
  category?: string;
  sort?: 'encerrando' | 'recentes';
  pageSize?: number;
  currentPage?: number;
}

// Lists of Events change when one opens or closes: half a minute old is fine for a landing page.
export async function fetchListings(filter: ListingsFilter): Promise<ListingsAnswer> {
  const answer = await read(listingsAnswerSchema, `/web/listings${query({ ...filter })}`, { revalidate: 30 });
  return answer ?? { listings: [], total: 0, currentPage: 1, pageSize: filter.pageSize ?? 12 };
}

export type SearchParamsInput = Partial<
  Record<'q' | 'location' | 'category' | 'segment' | 'type' | 'status' | 'sort' | 'currentPage', string>
>;

/**
 * A search answer; a malformed filter (400) is a page the visitor can fix, so it says what is wrong.
 * Read fresh: queries are a long tail the web cache would rarely reuse, and a cached page could list lots
 * that are gone (the API already caches facet counts for a few seconds).
 */
export async function fetchSearch(params: SearchParamsInput): Promise<SearchAnswer | { error: string }> {
  const url = new URL(`/web/search${query(params)}`, serverConfig.apiInternalUrl);
  const response = await fetch(url, { headers, cache: 'no-store' });
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { error: body.message ?? 'Filtro inválido.' };
  }
  if (!response.ok) throw new CatalogFetchError(response.status, '/web/search');
  return readAnswer(searchAnswerSchema, await response.json(), 'GET /web/search');
}

export async function fetchListingPage(slug: string, currentPage = 1): Promise<ListingPageAnswer | null> {
  return read(
    listingPageAnswerSchema,
    `/web/listings/${encodeURIComponent(slug)}${query({ currentPage: currentPage > 1 ? currentPage : undefined })}`,
    { revalidate: 0 },
  );
}

// Current bid, minimum next bid and the server clock must be fresh on a lot page.
export async function fetchLotPage(id: string): Promise<LotPageAnswer | null> {
  return read(lotPageAnswerSchema, `/web/lots/${encodeURIComponent(id)}`, { revalidate: 0 });
}

/** A lot's bids (up to 500, oldest first) and soft-close extensions, for the lot page's first HTML. */
export async function fetchLotHistory(
  id: string,
): Promise<Pick<LotBidsAnswer, 'bids' | 'extensions'> | null> {
  return read(lotBidsAnswerSchema, `/web/lots/${encodeURIComponent(id)}/bids?limit=500`, { revalidate: 0 });
}

export async function fetchSitemapEntries(): Promise<SitemapEntries> {
  return (
    (await read(sitemapAnswerSchema, '/web/sitemap-entries', { revalidate: 0 })) ?? { listings: [], lots: [] }
  );
}

/** Staff rename categories and change their slugs (decision 212): the site reads them again after 10 s. */
const categoriesSeconds = 10;

/** The 12 categories with the names and slugs staff gave them; the domain's own if the API cannot answer. */
export async function fetchCategories(): Promise<CategoryView[]> {
  try {
    const answer = await read(macroCategoriesAnswerSchema, '/web/asset-categories/macros', {
      revalidate: categoriesSeconds,
    });
    if (answer) return answer.assetCategories.map(({ code, name, slug }) => ({ code, name, slug }));
  } catch {
    // The API is away (a build, a restart): the names the platform started with.
  }
  return macroCategories.map(({ code, name, slug }) => ({ code, name, slug }));
}

/** A category by its current slug or one it had before (`current: false`); null when unknown. */
export async function fetchCategoryBySlug(slug: string): Promise<CategoryBySlugAnswer | null> {
  if (!slugPattern.test(slug) || slug.length > 80) return null;
  return read(categoryBySlugAnswerSchema, `/web/asset-categories/by-slug/${encodeURIComponent(slug)}`, {
    revalidate: categoriesSeconds,
  });
}
