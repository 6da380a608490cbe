/**
 * The browser's session (spec §4 "Authentication", §7): the access token lives only in memory; the
 * refresh token is an httpOnly cookie of the API, and a readable presence cookie says a refresh is worth
 * trying. Other tabs follow through sign-in and sign-out markers in local storage.
 */

import type { AuthSession } from '@circula/domain';

export type { AuthSession };

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; accessToken: string; userId: string; sessionId: string };

export const authMarkerKeys = {
  signIn: 'circula.auth.signin',
  signOut: 'circula.auth.signout',
} as const;

export interface AuthClientOptions {
  apiUrl: string;
  presenceCookieName: string;
  /** Injected so tests can drive the client without a browser; the browser's own by default. */
  fetch?: typeof fetch;
  window?: Window;
  /** Full-page navigation (the 401 redirect and sign-out's nextUrl). */
  navigate?: (url: string) => void;
}

/** The claims of our access token the web needs: sub (user id) and sid (session id). */
export function decodeAccessToken(token: string): { userId: string; sessionId: string } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const json = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof json.sub !== 'string' || typeof json.sid !== 'string') return null;
    return { userId: json.sub, sessionId: json.sid };
  } catch {
    return null;
  }
}

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function signInPath(nextUrl?: string): string {
  return nextUrl ? `/auth/entrar?${new URLSearchParams({ nextUrl })}` : '/auth/entrar';
}

export type AuthClient = ReturnType<typeof createAuthClient>;

export function createAuthClient(options: AuthClientOptions) {
  const win = options.window ?? window;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => win.fetch(...args));
  const navigate = options.navigate ?? ((url: string) => win.location.assign(url));
  const listeners = new Set<() => void>();
  let state: AuthState = { status: 'loading' };
  let inFlightRefresh: Promise<string | null> | null = null;
  let initialised: Promise<void> | null = null;

  function setState(next: AuthState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function writeMarker(key: string) {
    try {
      // A new value every time, so the storage event fires in the other tabs even for a repeat.
      win.localStorage.setItem(key, `${Date.now()}-${Math.random().toString(36).slice(2)}`);
    } catch {
      // Storage can be unavailable (private modes); the other tabs then follow on their next 401.
    }
  }

  /**
   * The web app's own route keeps the token in an httpOnly cookie for server-rendered pages. Calls go one
   * after another, so a slow "set" can never land after the "remove" of a sign-out.
   */
  let sessionRouteQueue: Promise<unknown> = Promise.resolve();
  function postSessionRoute(path: '/api/auth/set' | '/api/auth/remove', body?: AuthSession) {
    sessionRouteQueue = sessionRouteQueue.then(() =>
      doFetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      }).catch(() => undefined),
    );
    return sessionRouteQueue;
  }

  function acceptSession(session: AuthSession): boolean {
    const claims = decodeAccessToken(session.accessToken);
    if (!claims) return false;
    setState({ status: 'signed-in', accessToken: session.accessToken, ...claims });
    void postSessionRoute('/api/auth/set', session);
    return true;
  }

  function clear() {
    setState({ status: 'signed-out' });
  }

  /**
   * Asks the API for a new access token. Every caller in this tab shares one request: the refresh token
   * rotates on use, so two parallel refreshes from one tab would race each other.
   */
  function refresh(): Promise<string | null> {
    if (inFlightRefresh) return inFlightRefresh;
    inFlightRefresh = (async () => {
      try {
        const headers: Record<string, string> = {};
        if (state.status === 'signed-in') headers.authorization = `Bearer ${state.accessToken}`;
        const response = await doFetch(`${options.apiUrl}/auth/refresh-token`, {
          credentials: 'include',
          headers,
        });
        if (!response.ok) throw new Error(`refresh answered ${response.status}`);
        const session = (await response.json()) as AuthSession;
        if (!acceptSession(session)) throw new Error('refresh answered an unreadable token');
        return session.accessToken;
      } catch (error) {
        console.warn('token refresh failed', error instanceof Error ? error.message : error);
        clear();
        return null;
      } finally {
        inFlightRefresh = null;
      }
    })();
    return inFlightRefresh;
  }

  function hasPresenceCookie(): boolean {
    return readCookie(win.document.cookie, options.presenceCookieName) !== undefined;
  }

  return {
    getState: (): AuthState => state,
    getAccessToken: (): string | null => (state.status === 'signed-in' ? state.accessToken : null),

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** On load: refresh when the presence cookie exists, else end loading with no user. Runs once. */
    init(): Promise<void> {
      initialised ??= (async () => {
        if (hasPresenceCookie()) await refresh();
        else clear();
      })();
      return initialised;
    },

    refresh,

    /**
     * Resolves once the web server holds the tab's latest session in its cookie (the last set or remove has
     * answered), so a server render asked for afterwards sees the same session as the tab.
     */
    sessionStored(): Promise<void> {
      return sessionRouteQueue.then(() => undefined);
    },

    /** After credentials, sign-up or a password reset: hold the token and tell the other tabs. */
    completeSignIn(session: AuthSession): void {
      if (!acceptSession(session)) return;
      writeMarker(authMarkerKeys.signIn);
    },

    /**
     * Ends the session on the API and on the web app's route in parallel; the token is cleared whether or
     * not they succeed, then the other tabs are told and the user is cleared.
     */
    async signOut(nextUrl?: string): Promise<void> {
      const token = state.status === 'signed-in' ? state.accessToken : null;
      await Promise.allSettled([
        doFetch(`${options.apiUrl}/auth/signout`, {
          method: 'POST',
          credentials: 'include',
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
        postSessionRoute('/api/auth/remove'),
      ]);
      writeMarker(authMarkerKeys.signOut);
      if (nextUrl) navigate(nextUrl);
      clear();
    },

    /**
     * A 401 that a refresh could not mend: the user is cleared and, when the call was made signed in,
     * sent to sign in with the current address as nextUrl.
     */
    failAuthentication(wasSignedIn: boolean): void {
      clear();
      void postSessionRoute('/api/auth/remove');
      const { pathname, search } = win.location;
      if (!wasSignedIn || pathname === '/auth/entrar') return;
      navigate(signInPath(`${pathname}${search}`));
    },

    /** Other tabs: a sign-out marker clears the user here; a sign-in marker makes this tab refresh. */
    followOtherTabs(): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key === authMarkerKeys.signOut && event.newValue) clear();
        else if (event.key === authMarkerKeys.signIn && event.newValue) void refresh();
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
