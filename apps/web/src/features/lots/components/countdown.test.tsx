import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('<Countdown>', () => {
  it('ticks from the server time, whatever the device clock says', () => {
    // Device clock 1 hour ahead of the server.
    vi.setSystemTime(new Date('2026-03-01T15:50:00.000Z'));
    render(<Countdown endIso="2026-03-01T15:00:00.000Z" serverTimeIso="2026-03-01T14:50:00.000Z" />);
    expect(screen.getByText('10m 00s')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByText('09m 58s')).toBeTruthy();
  });

  it('shows Encerrado at the end', () => {
    vi.setSystemTime(new Date('2026-03-01T14:59:59.000Z'));
    render(<Countdown endIso="2026-03-01T15:00:00.000Z" serverTimeIso="2026-03-01T14:59:59.000Z" />);
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.getByText('Encerrado')).toBeTruthy();
  });
});
