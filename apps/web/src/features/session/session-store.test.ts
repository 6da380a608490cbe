import { afterEach, describe, expect, it, vi } from 'vitest';

const tokenFor = (n: number) =>
  `h.${Buffer.from(JSON.stringify({ sub: `user-${n}`, sid: `session-${n}` })).toString('base64url')}.s`;

async function freshStore() {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_API_URL', 'http://127.0.0.1:9');
  return import('./session-store');
}

afterEach(() => vi.unstubAllEnvs());

describe('session store (the buyer pages’ view of the tab session)', () => {
  it('mirrors a sign-in with the token’s user and session, as one stable snapshot', async () => {
    const store = await freshStore();
    store.setAccessToken(tokenFor(1));
    const first = store.getSessionSnapshot();
    expect(first).toEqual({
      status: 'signed-in',
      accessToken: tokenFor(1),
      userId: 'user-1',
      sessionId: 'session-1',
    });
    expect(store.getSessionSnapshot()).toBe(first);
    expect(await store.currentAccessToken()).toBe(tokenFor(1));
  });

  it('tells subscribers when the session changes and ends it on an unmendable 401', async () => {
    const store = await freshStore();
    store.setAccessToken(tokenFor(2));
    const seen: string[] = [];
    const unsubscribe = store.subscribeSession(() => seen.push(store.getSessionSnapshot().status));
    store.clearSession();
    expect(seen).toEqual(['signed-out']);
    expect(store.getSessionSnapshot()).toMatchObject({ status: 'signed-out', accessToken: null });
    unsubscribe();
  });

  it('stays signed out without the presence cookie, without asking the API', async () => {
    const store = await freshStore();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await store.currentAccessToken()).toBeNull();
    expect(store.getSessionSnapshot().status).toBe('signed-out');
    expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/auth/refresh-token'))).toEqual([]);
    fetchSpy.mockRestore();
  });
});
