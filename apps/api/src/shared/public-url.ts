/**
 * An address under API_PUBLIC_URL that keeps the base's own path: behind the web app's forwarding the API
 * is public at <site>/api/proxy (decision 100), where `new URL('/auth/…', base)` would drop /api/proxy.
 */
export function publicApiUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
}
