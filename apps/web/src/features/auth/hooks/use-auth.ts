'use client';

import type { currentUserSchema } from '@circula/domain';
import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { apiFetcherTyped } from '@/lib/http/api';
import type { AuthState } from '../lib/auth-client';
import { getAuthClient } from '../lib/session';

const loading: AuthState = { status: 'loading' };
const subscribe = (listener: () => void) => getAuthClient().subscribe(listener);
const getSnapshot = () => getAuthClient().getState();
const getServerSnapshot = () => loading;

/** The session state of this tab: loading, signed-out or signed-in (with the user id). */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * The signed-in user's record, or undefined while signed out or loading. Its key is the user's path, as
 * buyer-application's `useAccount` reads it: one request for both, and one cache entry to mend.
 */
export function useCurrentUser() {
  const auth = useAuth();
  const userId = auth.status === 'signed-in' ? auth.userId : null;
  const { data, mutate, isLoading } = useSWR(
    userId ? `web/users/${userId}` : null,
    apiFetcherTyped<typeof currentUserSchema>,
  );
  return { auth, user: userId ? data : undefined, mutate, isLoading };
}
