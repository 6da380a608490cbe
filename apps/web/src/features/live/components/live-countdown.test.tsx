import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerClock } from '../lib/server-clock';
import { LiveCountdown } from './live-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('<LiveCountdown>', () => {
  it('counts on the server clock and jumps forward when an extension moves the end', () => {
    // The device clock is one hour ahead of the server.
    vi.setSystemTime(new Date('2026-03-01T15:59:50.000Z'));
    const serverNow = Date.parse('2026-03-01T14:59:50.000Z');
    const clock = createServerClock({ serverTimeIso: '2026-03-01T14:59:50.000Z', deviceNowMs: Date.now() });
    const { rerender } = render(
      <LiveCountdown endIso="2026-03-01T15:00:00.000Z" clock={clock} initialServerNowMs={serverNow} />,
    );
    expect(screen.getByText('00m 10s')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByText('00m 05s')).toBeTruthy();
    // A bid in the soft-close window moved the end to 3 minutes after it.
    rerender(
      <LiveCountdown endIso="2026-03-01T15:02:55.000Z" clock={clock} initialServerNowMs={serverNow} />,
    );
    expect(screen.getByText('03m 00s')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(180_000);
    });
    expect(screen.getByText('Encerrando…')).toBeTruthy();
  });
});
