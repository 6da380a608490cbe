import { vi } from 'vitest';
import { apiProxyPath } from '@/config/public';
import { createApiProxy } from '@/lib/http/api-proxy';

/**
 * The browser's calls to `<page origin>/api/proxy/*` (decision 100) answered by the real forwarding code in
 * front of the API under test, as the site's server would; any other address goes to the network as usual.
 */
export function forwardSiteProxyTo(apiUrl: string) {
  const forward = createApiProxy(apiUrl);
  const networkFetch = globalThis.fetch;
  const prefix = `${window.location.origin}${apiProxyPath}`;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return request.url.startsWith(prefix) ? forward(request) : networkFetch(request);
  });
}
