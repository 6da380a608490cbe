import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let server: Server;
let refreshes = 0;
let answer: 'ok' | 'expired' = 'ok';
let url = '';

const tokenFor = (n: number) =>
  `h.${Buffer.from(JSON.stringify({ sub: `user-${n}`, sid: 'session-1' })).toString('base64url')}.s`;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/auth/refresh-token') {
      response.writeHead(404).end();
      return;
    }
    refreshes += 1;
    const headers = {
      'content-type': 'application/json',
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
    };
    // A slow answer, so concurrent callers overlap.
    setTimeout(() => {
      if (answer === 'expired') {
        response.writeHead(401, headers).end(JSON.stringify({ message: 'Sua sessão expirou.' }));
      } else {
        response.writeHead(200, headers).end(JSON.stringify({ accessToken: tokenFor(refreshes) }));
      }
    }, 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  vi.unstubAllEnvs();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The presence cookie the API sets at sign-in (readable by scripts by design). */
function givePresenceCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: stands in for the API's Set-Cookie, which jsdom cannot receive here
  document.cookie = 'circula_dev_rt_present=1; path=/';
}

async function freshStore() {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_API_URL', url);
  return import('./session-store');
}

describe('session store', () => {
  it('reads the user and session from an access token', async () => {
    const { readAccessToken } = await freshStore();
    expect(readAccessToken(tokenFor(7))).toEqual({ userId: 'user-7', sessionId: 'session-1' });
    expect(readAccessToken('not-a-token')).toBeNull();
  });

  it('recognises the presence cookie of any environment', async () => {
    const { hasRefreshTokenPresentCookie } = await freshStore();
    expect(hasRefreshTokenPresentCookie('a=1; circula_rt_present=1')).toBe(true);
    expect(hasRefreshTokenPresentCookie('circula_dev_rt_present=1')).toBe(true);
    expect(hasRefreshTokenPresentCookie('xcircula_rt_present=1; other=2')).toBe(false);
  });

  it('stays signed out without asking when there is no presence cookie', async () => {
    const store = await freshStore();
    const before = refreshes;
    await expect(store.currentAccessToken()).resolves.toBeNull();
    expect(refreshes).toBe(before);
    expect(store.getSessionSnapshot().status).toBe('signed-out');
  });

  it('shares one refresh among concurrent callers: a refresh token is good only once', async () => {
    givePresenceCookie();
    const store = await freshStore();
    answer = 'ok';
    const before = refreshes;
    const tokens = await Promise.all([
      store.currentAccessToken(),
      store.currentAccessToken(),
      store.refreshAccessToken(),
    ]);
    expect(refreshes - before).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(store.getSessionSnapshot()).toMatchObject({ status: 'signed-in', userId: `user-${refreshes}` });
    // Later calls use the token in memory.
    await store.currentAccessToken();
    expect(refreshes - before).toBe(1);
  });

  it('becomes signed out when the refresh is refused', async () => {
    givePresenceCookie();
    const store = await freshStore();
    answer = 'expired';
    await expect(store.currentAccessToken()).resolves.toBeNull();
    expect(store.getSessionSnapshot()).toMatchObject({ status: 'signed-out', accessToken: null });
  });
});
