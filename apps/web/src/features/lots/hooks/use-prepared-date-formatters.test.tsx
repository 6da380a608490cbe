import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countDateFormatters } from '../../../../test/date-formatters';

let formatters: ReturnType<typeof countDateFormatters>;

/** A page just opened: a fresh module graph, whose domain has created no formatter yet. */
async function freshHook() {
  vi.resetModules();
  return (await import('./use-prepared-date-formatters')).usePreparedDateFormatters;
}

beforeEach(() => {
  formatters = countDateFormatters();
  vi.useFakeTimers();
});

afterEach(() => {
  formatters.restore();
  vi.useRealTimers();
});

describe('usePreparedDateFormatters', () => {
  it('creates the live dates’ formatters at an idle moment while a lot nears its end', async () => {
    const usePrepared = await freshHook();
    renderHook(() => usePrepared(true));
    expect(formatters.created()).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(formatters.created()).toBe(4);
  });

  it('creates none for a lot far from its end, nor after the page left', async () => {
    const usePrepared = await freshHook();
    renderHook(() => usePrepared(false));
    const { unmount } = renderHook(() => usePrepared(true));
    unmount();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(formatters.created()).toBe(0);
  });
});
