import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GoogleSignInOption } from './google-button';

describe('Google sign-in option', () => {
  it('shows the button only when the API offers Google', () => {
    const { container } = render(<GoogleSignInOption href="http://api/auth/signin/google" offered={false} />);
    expect(container.innerHTML).toBe('');
    render(<GoogleSignInOption href="http://api/auth/signin/google" offered />);
    expect(screen.getByRole('link', { name: 'Entrar com Google' }).getAttribute('href')).toBe(
      'http://api/auth/signin/google',
    );
  });
});
