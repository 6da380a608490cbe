'use client';

import { useDeviceFavoritesMerge } from '../lib/use-favorites';

/** Merges this device's visitor list into the account once signed in (decision 215); renders nothing. */
export function FavoritesMerge() {
  useDeviceFavoritesMerge();
  return null;
}
