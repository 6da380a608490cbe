import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const router = vi.hoisted(() => ({ prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

import { IntentPrefetch } from './intent-prefetch';
import Link from './link';

function Page() {
  return (
    <>
      <IntentPrefetch />
      <Link href="/lotes/1?de=home">
        <span>Geladeira</span>
      </Link>
      <Link href="/favoritos" prefetch={false}>
        Favoritos
      </Link>
      <a href="/eventos/x">Sem marca</a>
      <Link href="https://example.com/fora">Fora</Link>
    </>
  );
}

describe('links fetched ahead on intent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    router.prefetch.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('renders the site link without viewport prefetch and marks it for intent', () => {
    render(<Page />);
    expect(screen.getByRole('link', { name: 'Geladeira' }).getAttribute('data-prefetch')).toBe('intent');
    expect(screen.getByRole('link', { name: 'Favoritos' }).hasAttribute('data-prefetch')).toBe(false);
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('fetches a page once when the mouse rests on its link, not when it only crosses it', () => {
    render(<Page />);
    const inner = screen.getByText('Geladeira');
    fireEvent.pointerOver(inner, { pointerType: 'mouse' });
    fireEvent.pointerOver(document.body, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(router.prefetch).not.toHaveBeenCalled();

    fireEvent.pointerOver(inner, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerOver(inner, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(500));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/lotes/1?de=home');
  });

  it('fetches at once on a touch', () => {
    render(<Page />);
    fireEvent.pointerDown(screen.getByText('Geladeira'), { pointerType: 'touch' });
    expect(router.prefetch).toHaveBeenCalledWith('/lotes/1?de=home');
  });

  it('fetches at once when the keyboard focuses the link', () => {
    render(<Page />);
    fireEvent.focusIn(screen.getByRole('link', { name: 'Geladeira' }));
    expect(router.prefetch).toHaveBeenCalledWith('/lotes/1?de=home');
  });

  it('leaves alone the links kept out, plain anchors and other sites', () => {
    render(<Page />);
    for (const name of ['Favoritos', 'Sem marca', 'Fora']) {
      const link = screen.getByRole('link', { name });
      fireEvent.pointerDown(link, { pointerType: 'touch' });
      fireEvent.focusIn(link);
    }
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
