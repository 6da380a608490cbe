import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookieChoice } from '@/features/consent/lib/cookie-choice';
import { CookieNotice } from './cookie-notice';

const clearCookies = () => {
  for (const name of ['circula_cookie_notice', 'circula_cookies']) {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up.
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

describe('CookieNotice', () => {
  it('appears on the first visit only and remembers the choice of essential cookies', async () => {
    clearCookies();
    const first = render(<CookieNotice />);
    expect(await screen.findByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
    expect(document.cookie).toContain('circula_cookie_notice=1');
    // No answer yet: no analytics.
    expect(readCookieChoice(document.cookie)).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Apenas essenciais' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
    expect(readCookieChoice(document.cookie)).toBe('essential');
    first.unmount();

    render(<CookieNotice />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it('accepting all allows the analytics', async () => {
    clearCookies();
    render(<CookieNotice />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar todos' }));
    expect(readCookieChoice(document.cookie)).toBe('analytics');
  });
});
