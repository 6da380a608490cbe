'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { intentPrefetchAttribute } from './link';

/** How long the pointer rests on a link before its page is fetched ahead (a pointer crossing it does not). */
const hoverDelayMs = 80;

/** The same-origin path a marked link leads to, or null when it leads elsewhere or is not one. */
export function intentPrefetchTarget(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest(`a[${intentPrefetchAttribute}="intent"]`);
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Fetches a page ahead when the visitor shows the intent to open it: the pointer resting on its link, a
 * finger touching it, the keyboard focusing it. One listener per event for the whole document, so the
 * links themselves stay plain (see `components/navigation/link.tsx`); each page once per page view.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const fetched = new Set<string>();
    const prefetch = (path: string | null) => {
      if (path === null || fetched.has(path)) return;
      fetched.add(path);
      router.prefetch(path);
    };
    let hoverTimer: ReturnType<typeof setTimeout> | undefined;
    const onPointerOver = (event: PointerEvent) => {
      clearTimeout(hoverTimer);
      const path = intentPrefetchTarget(event.target, window.location.origin);
      if (path === null) return;
      if (event.pointerType !== 'mouse') return prefetch(path);
      hoverTimer = setTimeout(() => prefetch(path), hoverDelayMs);
    };
    const onIntent = (event: Event) => prefetch(intentPrefetchTarget(event.target, window.location.origin));
    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onPointerOver, options);
    document.addEventListener('pointerdown', onIntent, options);
    document.addEventListener('focusin', onIntent, options);
    return () => {
      clearTimeout(hoverTimer);
      document.removeEventListener('pointerover', onPointerOver, options);
      document.removeEventListener('pointerdown', onIntent, options);
      document.removeEventListener('focusin', onIntent, options);
    };
  }, [router]);
  return null;
}
