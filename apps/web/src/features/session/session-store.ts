import ky from 'ky';
import { publicConfig } from '@/config/public';

/**
 * The access token lives only in memory. It is obtained by trading the refresh cookie (set by the API at
 * sign-in, sent only to its /auth paths) at GET /auth/refresh-token. A refresh token is good once and a
 * reused one revokes the whole session, so every caller shares one refresh in flight.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionSnapshot {
  status: SessionStatus;
  accessToken: string | null;
  userId: string | null;
  sessionId: string | null;
}

const signedOut: SessionSnapshot = { status: 'signed-out', accessToken: null, userId: null, sessionId: null };
const loading: SessionSnapshot = { status: 'loading', accessToken: null, userId: null, sessionId: null };

let snapshot: SessionSnapshot = loading;
let inFlight: Promise<string | null> | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSessionSnapshot = (): SessionSnapshot => snapshot;
export const getServerSessionSnapshot = (): SessionSnapshot => loading;

/** The claims the web needs from an access token (subject = user, sid = session); null when unreadable. */
export function readAccessToken(token: string): { userId: string; sessionId: string | null } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; sid?: unknown };
    if (typeof claims.sub !== 'string') return null;
    return { userId: claims.sub, sessionId: typeof claims.sid === 'string' ? claims.sid : null };
  } catch {
    return null;
  }
}

/** Whether the API's presence cookie (no secret, readable by scripts) says a refresh is worth trying. */
export function hasRefreshTokenPresentCookie(cookie: string): boolean {
  return /(?:^|;\s*)circula(?:_dev)?_rt_present=/.test(cookie);
}

async function requestAccessToken(): Promise<string | null> {
  if (typeof document !== 'undefined' && !hasRefreshTokenPresentCookie(document.cookie)) {
    publish(signedOut);
    return null;
  }
  try {
    const { accessToken } = await ky
      .get(`${publicConfig.apiUrl}/auth/refresh-token`, { credentials: 'include', retry: 0 })
      .json<{ accessToken: string }>();
    const claims = readAccessToken(accessToken);
    if (!claims) throw new Error('unreadable access token');
    publish({ status: 'signed-in', accessToken, ...claims });
    return accessToken;
  } catch {
    publish(signedOut);
    return null;
  }
}

/** A fresh access token from the refresh cookie; concurrent callers share the same request. */
export function refreshAccessToken(): Promise<string | null> {
  inFlight ??= requestAccessToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The token in memory, or the result of the first refresh of this page load. */
export async function currentAccessToken(): Promise<string | null> {
  if (snapshot.accessToken) return snapshot.accessToken;
  if (snapshot.status === 'signed-out') return null;
  return refreshAccessToken();
}

/** Puts a token obtained elsewhere (a sign-in) in memory. */
export function setAccessToken(token: string) {
  const claims = readAccessToken(token);
  publish(claims ? { status: 'signed-in', accessToken: token, ...claims } : signedOut);
}

export function clearSession() {
  publish(signedOut);
}
