// @vitest-environment node
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as removeSession } from '@/app/api/auth/remove/route';
import { POST as setSession } from '@/app/api/auth/set/route';
import { createHttpClient } from '@/lib/http/client';
import { startApi } from '../../../../test/api-server';
import { authMarkerKeys, createAuthClient, decodeAccessToken } from './auth-client';

// A browser window of its own: the API runs in this process too, and Node's crypto needs Node's realm.
const { window } = new JSDOM('', { url: 'http://localhost:3000/' });
const { document, StorageEvent } = window;

// The real API on a real database; the web's own /api/auth routes are the real route handlers.
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const webOrigin = 'http://localhost:3000';

/** A browser-like fetch: one cookie jar per "browser", requests to /api/auth/* go to the route handlers. */
function browser() {
  const jar = new Map<string, string>();
  const hits: string[] = [];
  const webCookies: string[] = [];
  const fetchLike = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), webOrigin), init);
    const url = new URL(request.url);
    hits.push(`${request.method} ${url.pathname}`);
    if (url.origin === webOrigin) {
      const local = new Request(request, {
        headers: { ...Object.fromEntries(request.headers), origin: webOrigin },
      });
      const handler = url.pathname === '/api/auth/set' ? setSession : removeSession;
      const response = await handler(local);
      webCookies.push(...response.headers.getSetCookie());
      return response;
    }
    const headers = new Headers(request.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new Request(request, { headers }));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (!value || expired) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return response;
  };
  return { fetch: fetchLike as typeof fetch, jar, hits, webCookies };
}

let sequence = 0;
async function signedUpBrowser() {
  const b = browser();
  const email = `web.${Date.now()}.${sequence++}@example.com`;
  await b.fetch(`${api.url}/auth/email-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const outbox = (await (await fetch(`${api.url}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    bodyText: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox[0]!.bodyText)![1]!;
  const response = await b.fetch(`${api.url}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      code,
      name: 'Teste Web',
      personType: 'NATURAL_PERSON',
      declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
    }),
  });
  const session = (await response.json()) as { accessToken: string; refreshTokenExpiresAt: string };
  if (!session.accessToken) throw new Error(JSON.stringify(session));
  b.hits.length = 0;
  return { ...b, session, email, userId: decodeAccessToken(session.accessToken)!.userId };
}

function clientFor(b: ReturnType<typeof browser>, navigate = vi.fn()) {
  const client = createAuthClient({
    apiUrl: api.url,
    presenceCookieName: 'circula_dev_rt_present',
    fetch: b.fetch,
    window: window as unknown as Window,
    navigate,
  });
  return { client, navigate };
}

function setPresenceCookie(present: boolean) {
  document.cookie = present
    ? 'circula_dev_rt_present=1; path=/'
    : 'circula_dev_rt_present=; Max-Age=0; path=/';
}

beforeEach(() => {
  setPresenceCookie(false);
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('auth client: loading', () => {
  it('ends loading signed out, without asking the API, when there is no presence cookie', async () => {
    const b = browser();
    const { client } = clientFor(b);
    expect(client.getState().status).toBe('loading');
    await client.init();
    expect(client.getState()).toEqual({ status: 'signed-out' });
    expect(b.hits).toEqual([]);
  });

  it('refreshes on load when the presence cookie exists, holds the token and stores it on the web route', async () => {
    const b = await signedUpBrowser();
    setPresenceCookie(true);
    const { client } = clientFor(b);
    await client.init();
    const state = client.getState();
    expect(state).toMatchObject({ status: 'signed-in', userId: b.userId });
    expect(b.hits).toContain('GET /auth/refresh-token');
    await vi.waitFor(() => expect(b.hits).toContain('POST /api/auth/set'));
    await vi.waitFor(() =>
      expect(b.webCookies.join()).toMatch(/circula_dev_at=[\w-]+\.[\w-]+\.[\w-]+;.*HttpOnly/i),
    );
    expect(b.webCookies.join()).toMatch(/SameSite=lax/i);
  });

  it("tells when the web server's cookie holds the refreshed session, for a server render that must see it", async () => {
    const b = await signedUpBrowser();
    setPresenceCookie(true);
    const { client } = clientFor(b);
    await client.init();
    const held = client.getAccessToken();
    await client.sessionStored();
    // No waiting beyond that promise: the web route has answered with the very token the tab holds.
    expect(b.webCookies.at(-1)).toContain(`circula_dev_at=${held};`);
  });

  it('stays signed out and logs when the refresh fails', async () => {
    const b = browser();
    b.jar.set('circula_dev_rt', 'not-a-real-token');
    setPresenceCookie(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = clientFor(b);
    await client.init();
    expect(client.getState()).toEqual({ status: 'signed-out' });
    expect(warn).toHaveBeenCalledWith('token refresh failed', expect.stringContaining('401'));
    warn.mockRestore();
  });

  it('shares one in-flight refresh among all callers of a tab', async () => {
    const b = await signedUpBrowser();
    const { client } = clientFor(b);
    const tokens = await Promise.all([client.refresh(), client.refresh(), client.refresh()]);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toBeTruthy();
    expect(b.hits.filter((hit) => hit === 'GET /auth/refresh-token')).toHaveLength(1);
    // The next call after it settled is a new request with the rotated cookie, and it works.
    expect(await client.refresh()).toBeTruthy();
    expect(b.hits.filter((hit) => hit === 'GET /auth/refresh-token')).toHaveLength(2);
  });
});

describe('auth client: 401 handling in the HTTP client', () => {
  function httpFor(client: ReturnType<typeof createAuthClient>, b: ReturnType<typeof browser>) {
    return createHttpClient({
      prefixUrl: api.url,
      fetch: b.fetch,
      auth: {
        getAccessToken: client.getAccessToken,
        refresh: client.refresh,
        onAuthFailure: client.failAuthentication,
      },
    });
  }

  // A token that decodes to the right user but that the API refuses (signed with another key).
  const staleToken = (userId: string, sessionId: string) =>
    `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify({ sub: userId, sid: sessionId }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')}.assinatura-invalida`;

  it('refreshes on a 401 and retries the call once with the new token', async () => {
    const b = await signedUpBrowser();
    const { client, navigate } = clientFor(b);
    const claims = decodeAccessToken(b.session.accessToken)!;
    client.completeSignIn({ ...b.session, accessToken: staleToken(claims.userId, claims.sessionId) });
    b.hits.length = 0;

    const user = await httpFor(client, b).get(`web/users/${b.userId}`).json<{ email: string }>();
    expect(user.email).toBe(b.email);
    expect(b.hits.filter((hit) => hit.startsWith('GET /'))).toEqual([
      `GET /web/users/${b.userId}`,
      'GET /auth/refresh-token',
      `GET /web/users/${b.userId}`,
    ]);
    expect(client.getState().status).toBe('signed-in');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clears the user and redirects to /auth/entrar with the current address when the refresh fails', async () => {
    const b = await signedUpBrowser();
    const { client, navigate } = clientFor(b);
    client.completeSignIn(b.session);
    b.jar.clear(); // the refresh cookie is gone (expired, or the session was ended elsewhere)
    await b.fetch(`${api.url}/auth/signout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.session.accessToken}` },
    });
    window.history.replaceState(null, '', '/conta?aba=lances');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const error = await httpFor(client, b)
      .get(`web/users/${b.userId}`)
      .catch((caught: unknown) => caught);
    expect((error as { response: Response }).response.status).toBe(401);
    expect(client.getState()).toEqual({ status: 'signed-out' });
    expect(navigate).toHaveBeenCalledWith('/auth/entrar?nextUrl=%2Fconta%3Faba%3Dlances');
    expect(b.hits.filter((hit) => hit === 'GET /auth/refresh-token')).toHaveLength(1);
    warn.mockRestore();
  });

  it('leaves the API auth paths alone: a wrong password is an answer, not an expired session', async () => {
    const b = await signedUpBrowser();
    const { client, navigate } = clientFor(b);
    const error = await httpFor(client, b)
      .post('auth/signin/credentials', { json: { email: b.email, password: 'errada-123' } })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Email ou senha incorretos.');
    expect(b.hits).not.toContain('GET /auth/refresh-token');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('auth client: other tabs and sign-out', () => {
  it('writes a sign-in marker and, in another tab, a sign-in marker makes it refresh', async () => {
    const b = await signedUpBrowser();
    const { client } = clientFor(b);
    client.completeSignIn(b.session);
    const marker = window.localStorage.getItem(authMarkerKeys.signIn);
    expect(marker).toBeTruthy();

    const other = clientFor(b).client;
    const stop = other.followOtherTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: authMarkerKeys.signIn, newValue: marker }));
    await vi.waitFor(() => expect(other.getState()).toMatchObject({ status: 'signed-in', userId: b.userId }));

    window.dispatchEvent(new StorageEvent('storage', { key: authMarkerKeys.signOut, newValue: 'x' }));
    expect(other.getState()).toEqual({ status: 'signed-out' });
    stop();
  });

  it('signs out on the API and the web route, writes the marker, navigates, and clears the user', async () => {
    const b = await signedUpBrowser();
    const { client, navigate } = clientFor(b);
    client.completeSignIn(b.session);
    b.hits.length = 0;
    await client.signOut('/');
    expect(b.hits).toEqual(expect.arrayContaining(['POST /auth/signout', 'POST /api/auth/remove']));
    expect(window.localStorage.getItem(authMarkerKeys.signOut)).toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(client.getState()).toEqual({ status: 'signed-out' });
    expect(b.webCookies.at(-1)).toMatch(/circula_dev_at=;/);
    // The session really ended on the API.
    const me = await b.fetch(`${api.url}/web/users/${b.userId}`, {
      headers: { authorization: `Bearer ${b.session.accessToken}` },
    });
    expect(me.status).toBe(401);
  });
});
