import {
  type BannerPlacement,
  type MacroCategoryCode,
  type PublicBannersResponse,
  publicBannersResponseSchema,
} from '@circula/domain';
import { serverConfig } from '@/config/server';
import { readAnswer } from '@/lib/http/answer';
import { bannersCacheTag } from '../lib/cache';

const headers: Record<string, string> = serverConfig.webServerToken
  ? { 'x-circula-web-server': serverConfig.webServerToken }
  : {};

/**
 * The banners of a placement, for a server component. Cached by the web server for a minute under the
 * 'banners' tag, which the API revalidates whenever a banner changes (decision 207); the answer also holds
 * the banners about to start, and the page picks those inside their window at render time.
 */
export async function fetchBanners(
  placement: BannerPlacement,
  category?: MacroCategoryCode,
): Promise<PublicBannersResponse['banners']> {
  const url = new URL('/web/banners', serverConfig.apiInternalUrl);
  url.searchParams.set('placement', placement);
  if (category) url.searchParams.set('category', category);
  let body: unknown;
  try {
    const response = await fetch(url, { headers, next: { revalidate: 60, tags: [bannersCacheTag] } });
    if (!response.ok) return [];
    body = await response.json();
  } catch {
    // Banners decorate a page: an API that does not answer leaves them out rather than failing the page.
    return [];
  }
  // A drift from the API's contract is not an outage: it fails loudly in development and test.
  return readAnswer(publicBannersResponseSchema, body, 'GET /web/banners').banners;
}
