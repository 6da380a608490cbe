import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CookieNotice } from './cookie-notice';

describe('CookieNotice', () => {
  it('appears on the first visit only and can be dismissed', async () => {
    const first = render(<CookieNotice />);
    expect(await screen.findByRole('region', { name: 'Aviso de cookies' })).toBeTruthy();
    expect(document.cookie).toContain('circula_cookie_notice=1');
    fireEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
    first.unmount();

    render(<CookieNotice />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });
});
