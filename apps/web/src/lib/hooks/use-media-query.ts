'use client';

import { useSyncExternalStore } from 'react';
import { breakpoints } from '@/config/ui';

/** Whether a media query matches; false while rendering on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const desktopQuery = `(min-width: ${breakpoints.desktop}px)`;

export function useIsDesktop(): boolean {
  return useMediaQuery(desktopQuery);
}
