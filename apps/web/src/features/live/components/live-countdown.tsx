'use client';

import { useEffect, useState } from 'react';
import { describeRemaining, formatRemaining } from '@/features/lots/countdown';
import type { ServerClock } from '../lib/server-clock';

interface LiveCountdownProps {
  /** The lot's end now; an extension moves it and the countdown follows at once. */
  endIso: string;
  clock: ServerClock;
  /** The first render's reading of the server clock (the same text on the server and in the browser). */
  initialServerNowMs: number;
}

/** Time left by the server's clock (never the device's), ticking twice a second. */
export function LiveCountdown({ endIso, clock, initialServerNowMs }: LiveCountdownProps) {
  const end = Date.parse(endIso);
  const [now, setNow] = useState(initialServerNowMs);
  useEffect(() => {
    const tick = () => setNow(clock.now());
    tick();
    const timer = window.setInterval(tick, 500);
    const unsubscribe = clock.subscribe(tick);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [clock]);
  const left = Math.max(0, end - now);
  if (left <= 0) return <span className="font-semibold">Encerrando…</span>;
  return (
    <span data-testid="tempo-restante" data-remaining-ms={left}>
      <span aria-hidden="true" className="font-bold tabular-nums">
        {formatRemaining(left)}
      </span>
      <span className="sr-only">{describeRemaining(left)}</span>
    </span>
  );
}
