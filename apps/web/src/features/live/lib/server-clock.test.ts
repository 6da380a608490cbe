import { describe, expect, it, vi } from 'vitest';
import { clockJumpToleranceMs, createServerClock } from './server-clock';

const at = (iso: string) => Date.parse(iso);

describe('server clock', () => {
  it('reads the server time from /web/time at the middle of the round trip', () => {
    const clock = createServerClock();
    // Device 10 minutes behind; the request took 200 ms.
    clock.fromTimeRequest(
      '2026-03-01T15:00:00.100Z',
      at('2026-03-01T14:50:00.000Z'),
      at('2026-03-01T14:50:00.200Z'),
    );
    expect(clock.offsetMs()).toBe(600_000);
    expect(new Date(clock.now(at('2026-03-01T14:50:01.000Z'))).toISOString()).toBe(
      '2026-03-01T15:00:01.000Z',
    );
  });

  it('lets events raise the estimate (they were sent before they arrived) but not lower it by latency', () => {
    const clock = createServerClock({
      serverTimeIso: '2026-03-01T15:00:00.000Z',
      deviceNowMs: at('2026-03-01T15:00:00.000Z'),
    });
    expect(clock.offsetMs()).toBe(0);
    // Heard 300 ms after it was sent: a lower bound below the estimate, ignored.
    clock.fromEvent('2026-03-01T15:00:10.000Z', at('2026-03-01T15:00:10.300Z'));
    expect(clock.offsetMs()).toBe(0);
    // The server is in fact 2 s ahead: the bound rises above the estimate and is taken.
    clock.fromEvent('2026-03-01T15:00:22.000Z', at('2026-03-01T15:00:20.000Z'));
    expect(clock.offsetMs()).toBe(2_000);
  });

  it('follows a device clock that jumped forward, and tells subscribers', () => {
    const clock = createServerClock({
      serverTimeIso: '2026-03-01T15:00:00.000Z',
      deviceNowMs: at('2026-03-01T15:00:00.000Z'),
    });
    const listener = vi.fn();
    clock.subscribe(listener);
    // The device clock was moved one hour ahead.
    clock.fromEvent('2026-03-01T15:01:00.000Z', at('2026-03-01T16:01:00.000Z'));
    expect(clock.offsetMs()).toBe(-3_600_000);
    expect(listener).toHaveBeenCalledTimes(1);
    // A slow event within the tolerance does not move it back.
    clock.fromEvent('2026-03-01T15:02:00.000Z', at('2026-03-01T16:02:00.000Z') + clockJumpToleranceMs - 1);
    expect(clock.offsetMs()).toBe(-3_600_000);
  });

  it('ignores unreadable times', () => {
    const clock = createServerClock();
    clock.fromEvent('ontem', 0);
    clock.fromTimeRequest('2026-03-01T15:00:00.000Z', 10, 5);
    expect(clock.offsetMs()).toBe(0);
  });
});
