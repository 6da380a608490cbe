/** @vitest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// A real HTTP server in the API's place: it records what the web server's reads send.
const received: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
let server: Server;
let apiUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ url: request.url ?? '', headers: request.headers });
    response.setHeader('content-type', 'application/json');
    if (request.url?.startsWith('/web/search')) {
      const facets = { categories: [], states: [], types: [], segments: [], statuses: [] };
      response.end(JSON.stringify({ lots: [], total: 0, currentPage: 1, pageSize: 24, facets }));
    } else if (request.url?.startsWith('/web/listings/velha-versao')) {
      // An answer of another version of the API: the Event without its lots and counts.
      response.end(JSON.stringify({ listing: { id: 'x', title: 'Leilão' } }));
    } else {
      response.end(JSON.stringify({ listings: [], total: 0, currentPage: 1, pageSize: 12 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function loadModule(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('./catalog-server');
}

describe('catalogue reads of the web server', () => {
  it('carry the shared token on every read, listings and searches alike', async () => {
    const token = 'token-compartilhado-com-a-api-de-32-caracteres-ou-mais';
    const catalog = await loadModule({ API_INTERNAL_URL: apiUrl, WEB_SERVER_TOKEN: token });
    received.length = 0;
    await catalog.fetchListings({ status: 'aberto' });
    await catalog.fetchSearch({ q: 'geladeira' });
    expect(received.map((request) => request.url)).toEqual([
      '/web/listings?status=aberto',
      '/web/search?q=geladeira',
    ]);
    for (const request of received) expect(request.headers['x-circula-web-server']).toBe(token);
  });

  it('send no token header when none is configured', async () => {
    const catalog = await loadModule({ API_INTERNAL_URL: apiUrl, WEB_SERVER_TOKEN: '' });
    received.length = 0;
    await catalog.fetchSearch({ q: 'geladeira' });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers['x-circula-web-server']).toBeUndefined();
  });

  it("refuse, in development and test, an answer that does not follow the API's response schema", async () => {
    const catalog = await loadModule({ API_INTERNAL_URL: apiUrl, WEB_SERVER_TOKEN: '' });
    const { ApiContractError } = await import('@/lib/http/answer');
    const read = catalog.fetchListingPage('velha-versao');
    await expect(read).rejects.toBeInstanceOf(ApiContractError);
    await expect(read).rejects.toThrow(
      'A resposta de GET /web/listings/velha-versao não segue o contrato da API',
    );
  });

  it('trust the schema in production, where the API already checked what it sends', async () => {
    const catalog = await loadModule({
      API_INTERNAL_URL: apiUrl,
      WEB_SERVER_TOKEN: '',
      NEXT_PUBLIC_APP_ENV: 'production',
    });
    await expect(catalog.fetchListingPage('velha-versao')).resolves.toEqual({
      listing: { id: 'x', title: 'Leilão' },
    });
  });
});
