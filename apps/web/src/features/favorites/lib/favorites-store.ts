/**
 * The favourites list of this browser: the list's token (a bearer credential that only reaches the browser
 * through the e-mailed link) and the ids of its lots, in localStorage so every tab and page agrees; and the
 * lot favourited before the list was opened here, added once its link is opened on this device. Components
 * subscribe through useSyncExternalStore.
 */
export interface FavoritesState {
  token: string | null;
  lotIds: readonly string[];
  pendingLotId?: string | null;
}

const storageKey = 'circula:favorites';
const empty: FavoritesState = { token: null, lotIds: [] };
let state: FavoritesState = empty;
let loaded = false;
const listeners = new Set<() => void>();

function read(): FavoritesState {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<FavoritesState>;
    return {
      token: typeof parsed.token === 'string' ? parsed.token : null,
      lotIds: Array.isArray(parsed.lotIds) ? parsed.lotIds.filter((id) => typeof id === 'string') : [],
      pendingLotId: typeof parsed.pendingLotId === 'string' ? parsed.pendingLotId : null,
    };
  } catch {
    return empty;
  }
}

function ensureLoaded() {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  state = read();
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey) return;
    state = read();
    for (const listener of listeners) listener();
  });
}

export function getFavoritesState(): FavoritesState {
  ensureLoaded();
  return state;
}

export const getServerFavoritesState = (): FavoritesState => empty;

export function subscribeFavorites(listener: () => void): () => void {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setFavoritesState(next: FavoritesState) {
  ensureLoaded();
  state = next;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the list still works for this page view.
  }
  for (const listener of listeners) listener();
}

/** The state with the lot added or removed. */
export function toggled(current: FavoritesState, lotId: string, favorite: boolean): FavoritesState {
  const without = current.lotIds.filter((id) => id !== lotId);
  return { ...current, lotIds: favorite ? [lotId, ...without] : without };
}

/** Forgets the list (for tests and when the API no longer knows the token). */
export function resetFavorites() {
  setFavoritesState(empty);
}
