import { apiProxyPath } from '@/config/public';

// Headers that belong to one connection, not to the message, and those the forwarding recomputes.
const requestHeadersDropped = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
]);
const responseHeadersDropped = new Set([
  'connection',
  'keep-alive',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // fetch hands over the decoded body: its length and encoding no longer describe it.
  'content-encoding',
  'content-length',
  'set-cookie',
  // The API names the one web origin it knows; on the site's own origin no CORS header is needed.
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'vary',
]);

/**
 * A cookie the API sets for its own paths (the refresh token goes only to /auth) is scoped to the same
 * paths under the forwarding prefix, and to the host the page was opened at: the API's Domain attribute
 * names the API's host, not necessarily the one in the address bar.
 */
export function rewriteSetCookie(cookie: string, prefix = apiProxyPath): string {
  const [pair = '', ...attributes] = cookie.split(';');
  const kept: string[] = [];
  let hasPath = false;
  for (const raw of attributes) {
    const attribute = raw.trim();
    const [name = '', ...rest] = attribute.split('=');
    const key = name.trim().toLowerCase();
    if (key === 'domain') continue;
    if (key === 'path') {
      hasPath = true;
      const path = rest.join('=').trim() || '/';
      // The presence cookie (Path=/) is read by every page of the site: it keeps its path.
      kept.push(path === '/' ? 'Path=/' : `Path=${prefix}${path.startsWith('/') ? '' : '/'}${path}`);
      continue;
    }
    kept.push(attribute);
  }
  if (!hasPath) kept.push(`Path=${prefix}`);
  return [pair.trim(), ...kept].join('; ');
}

function upstreamUrl(request: Request, apiUrl: string, prefix: string): URL | null {
  const incoming = new URL(request.url);
  if (incoming.pathname !== prefix && !incoming.pathname.startsWith(`${prefix}/`)) return null;
  const path = incoming.pathname.slice(prefix.length) || '/';
  const target = new URL(apiUrl);
  target.pathname = `${target.pathname.replace(/\/$/, '')}${path}`;
  target.search = incoming.search;
  return target;
}

function unavailable(): Response {
  return Response.json(
    {
      statusCode: 502,
      code: 'API_UNAVAILABLE',
      message: 'Não foi possível falar com o servidor. Tente novamente em instantes.',
    },
    { status: 502, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * Forwards the browser's calls from `<site>/api/proxy/*` to the API (decision 100): the browser talks to
 * the origin it opened, so no host name is "the wrong one" for CORS or cookies. Bodies stream both ways
 * (uploads, live streams); redirects are handed to the browser as they are.
 */
export function createApiProxy(apiUrl: string, prefix = apiProxyPath) {
  return async function forward(request: Request): Promise<Response> {
    const target = upstreamUrl(request, apiUrl, prefix);
    if (!target) return new Response(null, { status: 404 });

    const headers = new Headers();
    for (const [name, value] of request.headers) {
      if (!requestHeadersDropped.has(name)) headers.set(name, value);
    }
    // The API limits requests per address: it must see the browser's, not the web server's. The web
    // server puts the connection's address there (or keeps the one its own proxy wrote).
    const incoming = new URL(request.url);
    headers.set('x-forwarded-host', request.headers.get('x-forwarded-host') ?? incoming.host);
    headers.set(
      'x-forwarded-proto',
      request.headers.get('x-forwarded-proto') ?? incoming.protocol.slice(0, -1),
    );
    headers.set('accept-encoding', 'identity');
    // A page of this site calling its own origin is what the API's cross-site check (decision 071) lets
    // through, whatever host name the site was opened at; a page of another site keeps its Origin and is refused.
    const pageOrigin = `${headers.get('x-forwarded-proto')}://${headers.get('x-forwarded-host')}`;
    if (headers.get('origin') === pageOrigin) headers.delete('origin');

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const send = () =>
      fetch(target, {
        method: request.method,
        headers,
        redirect: 'manual',
        signal: request.signal,
        ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
      } as RequestInit);
    let upstream: Response;
    try {
      upstream = await send();
    } catch {
      // A read whose connection failed before any answer (a kept-alive connection reset as it was reused, the
      // API restarting) is sent once more, over a connection still open or a new one: a read changes nothing on
      // the API. A write is not sent again: the API may have acted on it (decision 292).
      if (hasBody || request.signal.aborted) return unavailable();
      try {
        upstream = await send();
      } catch {
        return unavailable();
      }
    }

    const responseHeaders = new Headers();
    for (const [name, value] of upstream.headers) {
      if (!responseHeadersDropped.has(name)) responseHeaders.set(name, value);
    }
    for (const cookie of upstream.headers.getSetCookie()) {
      responseHeaders.append('set-cookie', rewriteSetCookie(cookie, prefix));
    }
    if (upstream.headers.get('content-type')?.startsWith('text/event-stream')) {
      // Every event as it comes: no compression (it holds bytes back) and no buffering by a proxy in front.
      responseHeaders.set('cache-control', 'no-cache, no-transform');
      responseHeaders.set('x-accel-buffering', 'no');
    }
    const status = upstream.status;
    const noBody = request.method === 'HEAD' || status === 204 || status === 304;
    return new Response(noBody ? null : upstream.body, {
      status,
      statusText: upstream.statusText,
      headers: responseHeaders,
    });
  };
}
