'use client';

import { useEffect, useSyncExternalStore } from 'react';
import {
  currentAccessToken,
  getServerSessionSnapshot,
  getSessionSnapshot,
  type SessionSnapshot,
  subscribeSession,
} from './session-store';

/**
 * The signed-in state for the buyer pages: the access token in memory plus the user and session it names.
 * The first caller on a page load triggers the one refresh; everyone else reads the same state.
 */
export function useAccessToken(): SessionSnapshot {
  const session = useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSessionSnapshot);
  useEffect(() => {
    if (session.status === 'loading') void currentAccessToken();
  }, [session.status]);
  return session;
}
