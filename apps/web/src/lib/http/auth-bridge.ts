import type { HttpAuth } from './client';

/**
 * The session belongs to the auth feature; the shared API client only needs these three calls. The
 * feature connects itself here when it loads, so this layer does not import a feature.
 */
let connected: HttpAuth | null = null;

export function connectHttpAuth(auth: HttpAuth): void {
  connected = auth;
}

export const bridgedAuth: HttpAuth = {
  getAccessToken: () => connected?.getAccessToken() ?? null,
  refresh: async () => (connected ? connected.refresh() : null),
  onAuthFailure: (hadToken) => connected?.onAuthFailure(hadToken),
};
