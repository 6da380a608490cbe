import { prepareDateFormatters } from '@circula/domain';
import { useEffect } from 'react';

/** How close to its end a lot's page gets its date formatters ready: bids gather in the last minutes. */
export const PREPARE_FORMATTERS_BEFORE_END_MS = 10 * 60_000;

/**
 * The panel's first dates come formatted by the server (decision 295), so the browser has no date formatter
 * of its own; its first one costs 20–80 ms. While `needed` (an open lot near its end), it is created at the
 * first idle moment, so that the first new bid of the final minutes is not the one that pays for it.
 */
export function usePreparedDateFormatters(needed: boolean): void {
  useEffect(() => {
    if (!needed) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prepareDateFormatters, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    // Browsers without idle callbacks (Safari): shortly after the page is alive.
    const timer = window.setTimeout(prepareDateFormatters, 500);
    return () => window.clearTimeout(timer);
  }, [needed]);
}
