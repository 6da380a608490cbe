import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { webServerTokenHeader } from './web-server-token.js';

const token = 'token-do-servidor-web-com-mais-de-32-caracteres';
const { app } = await createTestApp({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'circula-limits-')),
  RATE_LIMIT_MAX: '3',
  SEARCH_RATE_LIMIT_MAX: '2',
  WEB_SERVER_TOKEN: token,
});

// Each case uses its own client address, so the counters of one do not spill into another.
function get(url: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, remoteAddress, headers });
}

describe('rate limits and the web server', () => {
  it('counts an ordinary client against the API-wide and the search limits', async () => {
    const categories = [];
    for (let i = 0; i < 4; i += 1) categories.push(await get('/web/asset-categories/macros', '10.0.0.1'));
    expect(categories.slice(0, 3).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(categories[3]?.statusCode).toBe(429);
    expect(categories[3]?.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const searches = [];
    for (let i = 0; i < 3; i += 1) searches.push(await get('/web/search?q=geladeira', '10.0.0.2'));
    expect(searches.map((response) => response.statusCode)).toEqual([200, 200, 429]);
  });

  it('does not count the reads that carry the web server token, on any route', async () => {
    for (let i = 0; i < 10; i += 1) {
      const headers = { [webServerTokenHeader]: token };
      expect((await get('/web/asset-categories/macros', '10.0.0.3', headers)).statusCode).toBe(200);
      expect((await get('/web/search?q=geladeira', '10.0.0.3', headers)).statusCode).toBe(200);
    }
  });

  it('counts a request with a wrong or empty token like any other', async () => {
    for (const [address, value] of [
      ['10.0.0.4', `${token}x`],
      ['10.0.0.5', token.slice(0, -1)],
      ['10.0.0.6', ''],
    ] as const) {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await get('/web/asset-categories/macros', address, { [webServerTokenHeader]: value })).statusCode,
        );
      }
      expect(statuses, value).toEqual([200, 200, 200, 429]);
    }
  });

  it('serves public media without a per-address limit (the web app forwards every visitor from one address)', async () => {
    await app.deps.media.put(
      'documents/edital-limites.pdf',
      Buffer.from('%PDF-1.4 limites'),
      'application/pdf',
    );
    for (let i = 0; i < 8; i += 1) {
      expect((await get('/media/documents/edital-limites.pdf', '10.0.0.7')).statusCode).toBe(200);
    }
  });
});
