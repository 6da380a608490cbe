import { isHttpError } from './client';

/**
 * Whether the site can reach the API, as the page's reads last found it: one notice for the whole page when
 * the connection drops (`ConnectionNotice`), instead of each part saying for itself that it could not be
 * refreshed. Fed by every SWR read (`swrDefaults`) and by the browser's `offline` and `online` events.
 */

/** A failure of the connection, not an answer: nothing came back, or the site's forwarding found no API. */
export function isConnectionFailure(error: unknown): boolean {
  if (isHttpError(error)) return error.code === 'API_UNAVAILABLE';
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

type Listener = () => void;

let down = false;
let notices = 0;
const listeners = new Set<Listener>();
/** Asked to run when the connection comes back (SWR's revalidation of every read). */
let onBack: (() => void) | null = null;

/** The connection's return asks every read again at most this often, so a flapping network is no storm. */
const backAtMostEveryMs = 5_000;
let lastBackAt = Number.NEGATIVE_INFINITY;

function set(value: boolean) {
  if (down === value) return;
  down = value;
  for (const listener of listeners) listener();
  if (value || !onBack) return;
  const now = Date.now();
  if (now - lastBackAt < backAtMostEveryMs) return;
  lastBackAt = now;
  onBack();
}

/** A read's failure: a connection failure marks the connection down; an answer (even a refusal) does not. */
export function readFailed(error: unknown): void {
  if (isConnectionFailure(error)) set(true);
}

/** A read answered: the connection works again. */
export function readSucceeded(): void {
  set(false);
}

/** The browser says it lost the network; its `online`, or the next read that answers, says it is back. */
export function wentOffline(): void {
  set(true);
}

export const connectionDown = (): boolean => down;

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A site-wide notice is on the page while `register`'s release is not called: the parts of the page then leave
 * a connection failure to it. `whenBack` runs each time the connection comes back.
 */
export function registerConnectionNotice(whenBack: () => void): () => void {
  notices += 1;
  onBack = whenBack;
  return () => {
    notices -= 1;
    if (notices === 0) onBack = null;
  };
}

/** Whether a part of the page should leave `error` to the site-wide notice: it is shown, and says it. */
export const siteSaysConnectionIsDown = (error: unknown): boolean =>
  notices > 0 && down && isConnectionFailure(error);

/** For tests: the connection as a page starts with it. */
export function resetConnectionStatus(): void {
  down = false;
  listeners.clear();
  notices = 0;
  onBack = null;
  lastBackAt = Number.NEGATIVE_INFINITY;
}
