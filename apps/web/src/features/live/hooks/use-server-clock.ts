'use client';

import { useEffect, useState } from 'react';
import { fetchServerTime } from '../api/live-api';
import { createServerClock, type ServerClock } from '../lib/server-clock';

/**
 * The tab's estimate of the API clock: seeded with the page's serverTime, then measured with GET /web/time
 * (and corrected by every live event, see useEventStream).
 */
export function useServerClock(serverTimeIso: string): ServerClock {
  const [clock] = useState(() =>
    createServerClock({
      serverTimeIso,
      deviceNowMs: typeof window === 'undefined' ? Date.parse(serverTimeIso) : Date.now(),
    }),
  );
  useEffect(() => {
    let cancelled = false;
    const sentAt = Date.now();
    fetchServerTime()
      .then(({ serverTime }) => {
        if (!cancelled) clock.fromTimeRequest(serverTime, sentAt, Date.now());
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clock]);
  return clock;
}
