// @vitest-environment node
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startApi } from '../../../test/api-server';
import { createApiProxy, rewriteSetCookie } from './api-proxy';

// The real API on a real database, reached through the real forwarding as a browser at either host would.
let api: Awaited<ReturnType<typeof startApi>>;
let forward: ReturnType<typeof createApiProxy>;
beforeAll(async () => {
  api = await startApi();
  forward = createApiProxy(api.url);
});
afterAll(() => api.close());

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

let sequence = 0;
async function signUpThrough(site: string) {
  const email = `proxy.${Date.now()}.${sequence++}@example.com`;
  const sent = await forward(new Request(`${site}/api/proxy/auth/email-code`, json({ email })));
  expect(sent.status).toBeLessThan(300);
  const outbox = (await (await fetch(`${api.url}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    bodyText: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox[0]!.bodyText)![1]!;
  return forward(
    new Request(
      `${site}/api/proxy/auth/signup`,
      json({
        email,
        code,
        name: 'Teste Proxy',
        personType: 'NATURAL_PERSON',
        declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
      }),
    ),
  );
}

describe('rewriteSetCookie', () => {
  it('scopes API paths under the prefix, keeps the site-wide path and drops the API host', () => {
    expect(rewriteSetCookie('rt=abc; Domain=api.circula.com.br; Path=/auth; HttpOnly; SameSite=Lax')).toBe(
      'rt=abc; Path=/api/proxy/auth; HttpOnly; SameSite=Lax',
    );
    expect(rewriteSetCookie('present=1; Path=/; Expires=Thu, 01 Jan 2037 00:00:00 GMT')).toBe(
      'present=1; Path=/; Expires=Thu, 01 Jan 2037 00:00:00 GMT',
    );
    expect(rewriteSetCookie('tx=v=1; HttpOnly')).toBe('tx=v=1; HttpOnly; Path=/api/proxy');
  });
});

describe('the API through the site origin', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000'])(
    'lets a page of the site at %s use its session cookie and refuses a page of another site',
    async (site) => {
      const signedUp = await signUpThrough(site);
      const pair = signedUp.headers
        .getSetCookie()
        .find((cookie) => /^circula_\w+_rt=/.test(cookie))!
        .split(';')[0]!;
      const refreshFrom = (origin: string) =>
        forward(new Request(`${site}/api/proxy/auth/refresh-token`, { headers: { cookie: pair, origin } }));
      const crossSite = await refreshFrom('https://outro-site.example');
      expect(crossSite.status).toBe(403);
      expect(((await crossSite.json()) as { code?: string }).code).toBe('CROSS_SITE_REQUEST');
      expect((await refreshFrom(site)).status).toBe(200);
    },
  );

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000'])(
    'signs up and refreshes the session at %s with first-party cookies',
    async (site) => {
      const signedUp = await signUpThrough(site);
      expect(signedUp.status).toBe(200);
      expect(signedUp.headers.get('access-control-allow-origin')).toBeNull();
      const cookies = signedUp.headers.getSetCookie();
      const refresh = cookies.find((cookie) => /^circula_\w+_rt=/.test(cookie));
      const present = cookies.find((cookie) => /_rt_present=/.test(cookie));
      expect(refresh).toMatch(/Path=\/api\/proxy\/auth(;|$)/);
      expect(refresh).toMatch(/HttpOnly/);
      expect(refresh).not.toMatch(/Domain=/i);
      expect(present).toMatch(/Path=\/(;|$)/);

      // The browser sends the cookie back only to the path it was given: the refresh goes through there.
      const pair = refresh!.split(';')[0]!;
      const refreshed = await forward(
        new Request(`${site}/api/proxy/auth/refresh-token`, { headers: { cookie: pair } }),
      );
      expect(refreshed.status).toBe(200);
      expect(((await refreshed.json()) as { accessToken?: string }).accessToken).toEqual(expect.any(String));
      expect(refreshed.headers.getSetCookie().some((cookie) => /Path=\/api\/proxy\/auth/.test(cookie))).toBe(
        true,
      );
    },
  );

  it("passes the API's errors and query strings through unchanged", async () => {
    const response = await forward(
      new Request(
        'http://127.0.0.1:3000/api/proxy/web/lots/00000000-0000-4000-8000-000000000000/bids?limit=5',
      ),
    );
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('LOT_NOT_FOUND');
  });

  it('answers 502 in Portuguese when the API cannot be reached', async () => {
    const down = createApiProxy('http://127.0.0.1:9');
    const response = await down(new Request('http://localhost:3000/api/proxy/health'));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toMatch(/Não foi possível falar/);
  });

  it('streams live events as they come, without waiting for the stream to end', async () => {
    const created = await fetch(`${api.url}/dev/live-auctions`, json({ endsInSeconds: 600 }));
    const { lotId } = (await created.json()) as { lotId: string };
    const abort = new AbortController();
    const response = await forward(
      new Request(`http://127.0.0.1:3000/api/proxy/web/lots/${lotId}/stream`, { signal: abort.signal }),
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const reader = response.body!.getReader();
    const first = await reader.read();
    // The stream stays open: the first event arrived on its own.
    expect(first.done).toBe(false);
    expect(new TextDecoder().decode(first.value)).toMatch(/^(event|data|id|retry|:)/m);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });
});

/**
 * A server that resets its first `resets` connections as soon as a request arrives, before any answer (as a
 * kept-alive connection closed under a reused request is seen), and answers later ones with 200. It closes
 * when the test that started it finishes.
 */
async function resettingServer(resets: number) {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (chunk) => {
      requests.push(chunk.toString('latin1').split('\r\n')[0]!);
      if (requests.length <= resets) {
        socket.resetAndDestroy();
        return;
      }
      socket.end(
        'HTTP/1.1 200 OK\r\ncontent-type: image/webp\r\ncontent-length: 4\r\nconnection: close\r\n\r\nRIFF',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  onTestFinished(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `http://127.0.0.1:${port}`, requests };
}

describe('a connection reset before the answer', () => {
  it('sends a read once more and hands over its answer', async () => {
    const upstream = await resettingServer(1);
    const media = createApiProxy(`${upstream.url}/media`, '/media');
    const response = await media(new Request('http://localhost:3000/media/lots/a/640.webp'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(await response.text()).toBe('RIFF');
    expect(upstream.requests).toEqual([
      'GET /media/lots/a/640.webp HTTP/1.1',
      'GET /media/lots/a/640.webp HTTP/1.1',
    ]);
  });

  it('answers 502 when the second try is reset too, and tries no third time', async () => {
    const upstream = await resettingServer(5);
    const response = await createApiProxy(upstream.url)(
      new Request('http://localhost:3000/api/proxy/web/lots'),
    );
    expect(response.status).toBe(502);
    expect(((await response.json()) as { code: string }).code).toBe('API_UNAVAILABLE');
    expect(upstream.requests).toHaveLength(2);
  });

  it('never sends a write twice: the API may have acted on it', async () => {
    const upstream = await resettingServer(1);
    const response = await createApiProxy(upstream.url)(
      new Request('http://localhost:3000/api/proxy/web/lots/a/bids', json({ amountCents: 10_000 })),
    );
    expect(response.status).toBe(502);
    expect(upstream.requests).toEqual(['POST /web/lots/a/bids HTTP/1.1']);
  });
});
