import type { ListingLiveState } from './listing-live-state';

/**
 * The Event stream's state shared on the page: the lots list owns the one stream (one EventSource a page)
 * and publishes here; the figures row reads it (useSyncExternalStore).
 */
const states = new Map<string, ListingLiveState>();
const listeners = new Set<() => void>();
const empty: ListingLiveState = {};

export function publishListingState(listingId: string, state: ListingLiveState) {
  if (states.get(listingId) === state) return;
  states.set(listingId, state);
  for (const listener of listeners) listener();
}

export function readListingState(listingId: string): ListingLiveState {
  return states.get(listingId) ?? empty;
}

export const readServerListingState = (): ListingLiveState => empty;

export function subscribeListingState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
