import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { bearer, makeUser, signIn, testPassword } from './auth-test-factories.js';

/** Cross-site use of the refresh cookie, and secrets in the address. */

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const web = 'http://localhost:3000';

describe('routes trusting the refresh cookie', () => {
  it('refuse a request from another site with 403, and accept the web app or no Origin', async () => {
    const user = await makeUser(db);
    const { refreshCookie, accessToken } = await signIn(app, user.email);
    const cookies = { circula_dev_rt: refreshCookie };
    for (const [method, url] of [
      ['GET', '/auth/refresh-token'],
      ['POST', '/auth/signout'],
    ] as const) {
      const refused = await app.inject({ method, url, cookies, headers: { origin: 'https://evil.example' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        statusCode: 403,
        code: 'CROSS_SITE_REQUEST',
        message: 'Pedido recusado: ele não veio do site da Circula.',
      });
      expect(refused.cookies).toEqual([]);
    }
    // The session survived both attempts.
    const me = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}`,
      headers: bearer(accessToken),
    });
    expect(me.statusCode).toBe(200);
    const fromWeb = await app.inject({
      method: 'GET',
      url: '/auth/refresh-token',
      cookies,
      headers: { origin: web },
    });
    expect(fromWeb.statusCode).toBe(200);
    const next = fromWeb.cookies.find((cookie) => cookie.name === 'circula_dev_rt')!.value;
    const noOrigin = await app.inject({
      method: 'POST',
      url: '/auth/signout',
      cookies: { circula_dev_rt: next },
    });
    expect(noOrigin.statusCode).toBe(200);
  });
});

describe('secrets in the address', () => {
  it('are refused on every auth call that carries one, with the pt-BR message', async () => {
    const user = await makeUser(db);
    const signUpBody = {
      email: user.email,
      code: '123456',
      name: 'A',
      personType: 'NATURAL_PERSON',
      declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
    };
    const calls = [
      [
        '/auth/signin/credentials',
        `?password=${testPassword}`,
        { email: user.email, password: testPassword },
      ],
      ['/auth/signin/credentials', `?email=${user.email}`, { email: user.email, password: testPassword }],
      ['/auth/signup', '?code=123456', signUpBody],
      ['/auth/reset-password', '?token=abc', { token: 'a'.repeat(43), password: 'nova-senha-forte' }],
      ['/auth/email-code', `?email=${user.email}`, { email: user.email }],
      ['/auth/forgot-password', `?email=${user.email}`, { email: user.email }],
      ['/auth/signin/magic-link', `?email=${user.email}`, { email: user.email }],
    ] as const;
    for (const [path, query, payload] of calls) {
      const response = await app.inject({ method: 'POST', url: `${path}${query}`, payload });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toBe(
        'Parâmetro não permitido no endereço; envie email e senha no corpo da requisição',
      );
    }
    // nextUrl and referralSlug belong in the query.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/auth/signin/credentials?nextUrl=%2Fconta&referralSlug=amigo',
      payload: { email: user.email, password: testPassword },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
