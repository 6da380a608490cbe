// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './session-cookie';

// Next gives route handlers a URL on the configured host name; the Host header is the one the browser used.
const at = (host: string, origin: string | null) =>
  new Request('http://localhost:3000/api/auth/set', {
    method: 'POST',
    headers: { host, ...(origin ? { origin } : {}) },
  });

describe('isSameOrigin', () => {
  it('accepts the page at whichever host name it was opened', () => {
    expect(isSameOrigin(at('127.0.0.1:3000', 'http://127.0.0.1:3000'))).toBe(true);
    expect(isSameOrigin(at('localhost:3000', 'http://localhost:3000'))).toBe(true);
  });

  it('refuses another site, even one naming our address elsewhere', () => {
    expect(isSameOrigin(at('127.0.0.1:3000', 'https://evil.example'))).toBe(false);
    expect(isSameOrigin(at('127.0.0.1:3000', 'http://127.0.0.1:3000.evil.example'))).toBe(false);
  });
});
