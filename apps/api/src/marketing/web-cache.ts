import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { webServerTokenHeader } from '../shared/web-server-token.js';

/** The tag the web gives its cached banner reads (decision 207). */
export const bannersCacheTag = 'banners';

/**
 * Asks the web server to drop its cached banners (POST /api/revalidate with the shared WEB_SERVER_TOKEN).
 * Fire and forget: a web server that does not answer still refreshes its copy within a minute.
 */
export function revalidateWebBanners(config: AppConfig, log: FastifyBaseLogger): void {
  if (!config.WEB_SERVER_TOKEN) return;
  const url = new URL('/api/revalidate', config.WEB_ORIGIN);
  void fetch(url, {
    method: 'POST',
    headers: { [webServerTokenHeader]: config.WEB_SERVER_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ tag: bannersCacheTag }),
    signal: AbortSignal.timeout(3_000),
  })
    .then((response) => {
      if (!response.ok) log.warn({ status: response.status }, 'web did not revalidate banners');
    })
    .catch((error: unknown) => log.warn({ err: error }, 'web did not revalidate banners'));
}
