'use client';

import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { CurrentUser } from '../api/auth-api';
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

/** The signed-in user's record, or undefined while signed out or loading. */
export function useCurrentUser() {
  const auth = useAuth();
  const userId = auth.status === 'signed-in' ? auth.userId : null;
  const { data, mutate, isLoading } = useSWR<CurrentUser>(userId ? `web/users/${userId}` : null);
  return { auth, user: userId ? data : undefined, mutate, isLoading };
}
