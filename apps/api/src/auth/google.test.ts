import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { findUserForEmail } from '../users/find-user.js';
import { findAccount, listAuthEvents } from './auth-repository.js';
import { cookieValue, makeUser, uniqueEmail } from './auth-test-factories.js';

// A real OpenID Connect issuer over HTTP on a free local port: discovery, JWKS, authorize, token.
const issuer = new OAuth2Server();
await issuer.issuer.keys.generate('RS256');
await issuer.start(0, '127.0.0.1');
afterAll(() => issuer.stop());

const clientId = 'circula-test-client';
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '1000',
  GOOGLE_OIDC_ISSUER: issuer.issuer.url!,
  GOOGLE_CLIENT_ID: clientId,
  GOOGLE_CLIENT_SECRET: 'circula-test-secret',
});
const web = 'http://localhost:3000';

let claims: Record<string, unknown> = {};
issuer.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, claims);
});
beforeEach(() => {
  claims = {};
});

/** Walks the browser's path: API → issuer's authorize → back to the API callback. */
async function googleSignIn(query = '', tamper?: (callback: URL) => void, cookieOverride?: string | null) {
  const start = await app.inject({ method: 'GET', url: `/auth/signin/google${query}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(new URL(issuer.issuer.url!).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:4000/auth/callback/google');
  const transaction = start.cookies.find((cookie) => cookie.name === 'circula_dev_rt_oidc');
  expect(transaction).toMatchObject({ httpOnly: true, path: '/auth/callback', sameSite: 'Lax' });

  const atIssuer = await fetch(authorize, { redirect: 'manual' });
  expect(atIssuer.status).toBe(302);
  const callback = new URL(atIssuer.headers.get('location')!);
  tamper?.(callback);
  const cookies: Record<string, string> = {};
  const cookie = cookieOverride === undefined ? transaction!.value : cookieOverride;
  if (cookie !== null) cookies.circula_dev_rt_oidc = cookie;
  return app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, cookies });
}

describe('Google sign-in (OpenID Connect)', () => {
  it('is offered on /auth/providers when configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/auth/providers' })).json()).toEqual({ google: true });
  });

  it('creates the user from a verified e-mail, links the account and redirects to nextUrl', async () => {
    const email = uniqueEmail('google');
    claims = {
      sub: 'google-sub-1',
      email,
      email_verified: true,
      name: 'Gabriela Google',
      picture: 'https://img.example/g.png',
    };
    const response = await googleSignIn('?nextUrl=%2Fconta&referralSlug=amigo-1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${web}/conta`);
    expect(cookieValue(response, 'circula_dev_rt')).toBeDefined();
    expect(cookieValue(response, 'circula_dev_rt_present')).toBe('1');

    const user = (await findUserForEmail(db, email))!;
    expect(user).toMatchObject({
      name: 'Gabriela Google',
      image: 'https://img.example/g.png',
      referralSlug: 'amigo-1',
    });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toBeNull();
    expect(await findAccount(db, 'google', 'google-sub-1')).toMatchObject({ userId: user.id });
    expect((await listAuthEvents(db, user.id)).map((event) => event.method)).toEqual(['google']);

    // Signing in again finds the same user through the linked account, even if Google's e-mail changed.
    claims = { sub: 'google-sub-1', email: uniqueEmail('mudou'), email_verified: true };
    const again = await googleSignIn();
    expect(again.headers.location).toBe(`${web}/`);
    expect((await listAuthEvents(db, user.id)).map((event) => event.method)).toEqual(['google', 'google']);
  });

  it('links Google to an existing account with the same verified e-mail', async () => {
    const existing = await makeUser(db, { name: 'Conta Antiga' });
    claims = { sub: 'google-sub-2', email: existing.email, email_verified: true, name: 'Outro' };
    const response = await googleSignIn();
    expect(response.statusCode).toBe(302);
    expect(cookieValue(response, 'circula_dev_rt')).toBeDefined();
    expect(await findAccount(db, 'google', 'google-sub-2')).toMatchObject({ userId: existing.id });
    expect((await findUserForEmail(db, existing.email))!.name).toBe('Conta Antiga');
  });

  it('refuses an unverified Google e-mail', async () => {
    const existing = await makeUser(db);
    claims = { sub: 'google-sub-3', email: existing.email, email_verified: false };
    const response = await googleSignIn();
    expect(response.headers.location).toBe(`${web}/auth/entrar?error=GOOGLE_SIGNIN_FAILED`);
    expect(cookieValue(response, 'circula_dev_rt')).toBeUndefined();
    expect(await findAccount(db, 'google', 'google-sub-3')).toBeUndefined();
  });

  it('refuses a callback with a forged state, without the transaction cookie, or with a forged cookie', async () => {
    claims = { sub: 'google-sub-4', email: uniqueEmail(), email_verified: true };
    const forgedState = await googleSignIn('', (callback) => callback.searchParams.set('state', 'forged'));
    expect(forgedState.headers.location).toBe(`${web}/auth/entrar?error=GOOGLE_SIGNIN_FAILED`);
    const noCookie = await googleSignIn('', undefined, null);
    expect(noCookie.headers.location).toBe(`${web}/auth/entrar?error=GOOGLE_SIGNIN_FAILED`);
    const forgedCookie = await googleSignIn('', undefined, 'eyJhbGciOiJub25lIn0.eyJzdGF0ZSI6IngifQ.');
    expect(forgedCookie.headers.location).toBe(`${web}/auth/entrar?error=GOOGLE_SIGNIN_FAILED`);
    expect(await findAccount(db, 'google', 'google-sub-4')).toBeUndefined();
  });

  it('refuses a nextUrl that leaves the site', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/auth/signin/google?nextUrl=https%3A%2F%2Fevil.example',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

const { app: plain } = await createTestApp();

describe('Google sign-in without configuration', () => {
  it('answers 404 with a pt-BR message on both Google routes, and says so on /auth/providers', async () => {
    for (const url of [
      '/auth/signin/google',
      '/auth/signin/google?nextUrl=%2Fconta',
      '/auth/callback/google',
    ]) {
      const response = await plain.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'GOOGLE_NOT_CONFIGURED',
        message: 'O acesso com Google não está disponível.',
      });
    }
    const providers = await plain.inject({ method: 'GET', url: '/auth/providers' });
    expect(providers.json()).toEqual({ google: false });
  });
});
