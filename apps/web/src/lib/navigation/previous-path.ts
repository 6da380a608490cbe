// The previous path of the tab (spec §4 Navigation: "the previous path (query ignored) is remembered"), so
// signing in can return the person to the page they were on. Kept in session storage: one per tab, and it
// survives the full page load that some sign-ins go through.

const currentKey = 'circula_current_path';
const previousKey = 'circula_previous_path';

/** Pages a person passes through on the way to signing in: never a page to return to. */
const isTransit = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): nothing is remembered.
    return null;
  }
}

/** Notes a route change; only the path counts, so a new query on the same page changes nothing. */
export function rememberPath(pathname: string): void {
  const store = storage();
  if (!store) return;
  const path = pathname.split(/[?#]/)[0] || '/';
  const current = store.getItem(currentKey);
  if (current === path) return;
  if (current && !isTransit(current)) store.setItem(previousKey, current);
  store.setItem(currentKey, path);
}

/**
 * The last page before `here` that was not a sign-in step; null when there is none. `here` may not be noted
 * yet (a page's own effects run before the tracker's on the same route change).
 */
export function previousPath(here: string = window.location.pathname): string | null {
  const store = storage();
  if (!store) return null;
  const current = store.getItem(currentKey);
  const candidate = current && current !== here && !isTransit(current) ? current : store.getItem(previousKey);
  // Only a path of this site, never another origin's address.
  const onSite = candidate?.startsWith('/') && !candidate.startsWith('//');
  return onSite && candidate !== here ? candidate : null;
}
