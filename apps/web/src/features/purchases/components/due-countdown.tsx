'use client';

import { useEffect, useState } from 'react';
import { describeRemaining, formatRemaining } from '@/features/lots/countdown';
import { msUntilDue } from '../lib/server-offset';

/**
 * Time left to pay, on the API's clock: the device clock shifted by the offset learnt from the answer's
 * Date header, so a phone set minutes wrong still shows the real deadline. Ticks each second.
 */
export function DueCountdown({ dueAt, offsetMs }: { dueAt: string; offsetMs: number }) {
  const [left, setLeft] = useState(() => msUntilDue(dueAt, Date.now(), offsetMs));
  useEffect(() => {
    const tick = () => setLeft(msUntilDue(dueAt, Date.now(), offsetMs));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [dueAt, offsetMs]);
  if (left <= 0) return <span className="font-semibold">prazo encerrado</span>;
  return (
    <span data-testid="prazo-restante">
      <span aria-hidden="true" className="font-bold tabular-nums">
        {formatRemaining(left)}
      </span>
      <span className="sr-only">{describeRemaining(left)}</span>
    </span>
  );
}
