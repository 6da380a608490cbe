import type { AuthState } from '@/features/auth/client';
import { getAuthClient } from '@/features/auth/client';

/**
 * The buyer, account and back-office pages read the tab's one session (the auth client: access token in
 * memory, one shared refresh, other tabs followed). This module only adapts its state to the snapshot
 * those pages use, so there is never a second refresh of the same refresh token.
 */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionSnapshot {
  status: SessionStatus;
  accessToken: string | null;
  userId: string | null;
  sessionId: string | null;
}

const loading: SessionSnapshot = { status: 'loading', accessToken: null, userId: null, sessionId: null };

// useSyncExternalStore needs the same object for the same state.
let lastState: AuthState | null = null;
let lastSnapshot: SessionSnapshot = loading;

function toSnapshot(state: AuthState): SessionSnapshot {
  if (state === lastState) return lastSnapshot;
  lastState = state;
  lastSnapshot =
    state.status === 'signed-in'
      ? {
          status: 'signed-in',
          accessToken: state.accessToken,
          userId: state.userId,
          sessionId: state.sessionId,
        }
      : { status: state.status, accessToken: null, userId: null, sessionId: null };
  return lastSnapshot;
}

export const subscribeSession = (listener: () => void): (() => void) => getAuthClient().subscribe(listener);
export const getSessionSnapshot = (): SessionSnapshot => toSnapshot(getAuthClient().getState());
export const getServerSessionSnapshot = (): SessionSnapshot => loading;

/** A fresh access token (shared with every other caller in the tab). */
export function refreshAccessToken(): Promise<string | null> {
  return getAuthClient().refresh();
}

/** Resolves once the web server's cookie holds the tab's session, for a server render that must see it. */
export function serverSessionStored(): Promise<void> {
  return getAuthClient().sessionStored();
}

/** The token in memory, once the page load's first refresh (if any) has answered. */
export async function currentAccessToken(): Promise<string | null> {
  const client = getAuthClient();
  const held = client.getAccessToken();
  if (held) return held;
  await client.init();
  return client.getAccessToken();
}

/** Puts a token obtained elsewhere (a sign-in) in the tab's session. */
export function setAccessToken(token: string, refreshTokenExpiresAt = new Date().toISOString()): void {
  getAuthClient().completeSignIn({ accessToken: token, refreshTokenExpiresAt });
}

/** A 401 the refresh could not mend: the session is over (the auth client decides where to go). */
export function clearSession(): void {
  getAuthClient().failAuthentication(true);
}
