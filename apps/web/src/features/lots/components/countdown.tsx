'use client';

import { useEffect, useState } from 'react';
import { clockOffsetMs, describeRemaining, formatRemaining, remainingMs } from '../lib/countdown';

interface CountdownProps {
  endIso: string;
  /** The API's clock when the page was made. */
  serverTimeIso: string;
}

/**
 * Time left until the end. The first render uses the server's clock (same text on the server and in the
 * browser); then it ticks each second on the device clock corrected by the offset to the server's.
 */
export function Countdown({ endIso, serverTimeIso }: CountdownProps) {
  const [left, setLeft] = useState(() => Math.max(0, Date.parse(endIso) - Date.parse(serverTimeIso)));
  useEffect(() => {
    const offset = clockOffsetMs(serverTimeIso, Date.now());
    const tick = () => setLeft(remainingMs(endIso, Date.now(), offset));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endIso, serverTimeIso]);

  if (left <= 0) return <span className="font-semibold">Encerrado</span>;
  return (
    <span>
      <span aria-hidden="true" className="font-bold tabular-nums">
        {formatRemaining(left)}
      </span>
      <span className="sr-only">{describeRemaining(left)}</span>
    </span>
  );
}
