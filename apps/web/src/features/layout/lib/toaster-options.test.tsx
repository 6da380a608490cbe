import { act, render, screen } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasterOptions } from './toaster-options';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

/** Whether the toast is still on the page after the time passes. */
async function shownAfter(ms: number, text: string) {
  // In steps, so that timers set by the re-render a step causes also run.
  for (let passed = 0; passed < ms; passed += 50) {
    await act(async () => {
      vi.advanceTimersByTime(Math.min(50, ms - passed));
    });
  }
  return screen.queryByText(text) !== null;
}

describe('toast durations', () => {
  it.each([
    ['success', () => toast.success('Salvo'), 'Salvo', 2_000],
    ['error', () => toast.error('Falhou'), 'Falhou', 4_000],
    ['blank', () => toast('Aviso'), 'Aviso', 4_000],
    ['custom', () => toast.custom(<p>Área</p>), 'Área', 5_000],
  ])('shows a %s toast for its own time', async (_type, show, text, duration) => {
    render(<Toaster toastOptions={toasterOptions} />);
    act(() => {
      show();
    });
    expect(screen.getByText(text)).toBeTruthy();
    expect(await shownAfter(duration - 100, text)).toBe(true);
    // Dismissed at its time, the toast leaves the page a second later (react-hot-toast's exit).
    expect(await shownAfter(100 + 1_050, text)).toBe(false);
  });

  it('keeps a loading toast until it is replaced', async () => {
    render(<Toaster toastOptions={toasterOptions} />);
    act(() => {
      toast.loading('Enviando');
    });
    expect(await shownAfter(60_000, 'Enviando')).toBe(true);
  });
});
