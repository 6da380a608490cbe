import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { makeListing } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { naturalPersonData } from '../buyers/buyer-test-factories.js';
import { findUserForEmail } from '../users/find-user.js';
import { findAccount, listAuthEvents } from './auth-repository.js';
import { bearer, cookieValue, makeUser, readOutbox, uniqueEmail } from './auth-test-factories.js';

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
async function googleSignIn(
  query = '',
  tamper?: (callback: URL) => void,
  cookieOverride?: string | null,
  landedReferralSlug?: string,
) {
  const start = await app.inject({
    method: 'GET',
    url: `/auth/signin/google${query}`,
    ...(landedReferralSlug ? { cookies: { circula_dev_rt_ref: landedReferralSlug } } : {}),
  });
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
  if (landedReferralSlug) cookies.circula_dev_rt_ref = landedReferralSlug;
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
    // The visitor landed through the referral link (its cookie), so the new account records it.
    const response = await googleSignIn(
      '?nextUrl=%2Fconta&referralSlug=amigo-1',
      undefined,
      undefined,
      'amigo-1',
    );
    expect(response.statusCode).toBe(302);
    const cleared = response.cookies.find((cookie) => cookie.name === 'circula_dev_rt_ref');
    expect(cleared?.value).toBe('');
    // A new account first makes the sign-up declarations, then goes on to nextUrl.
    expect(response.headers.location).toBe(`${web}/auth/concluir-cadastro?nextUrl=%2Fconta`);
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
    expect(again.headers.location).toBe(`${web}/auth/concluir-cadastro?nextUrl=%2F`);
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

/** The access token of the session a Google callback opened. */
async function accessTokenOf(callback: Awaited<ReturnType<typeof googleSignIn>>) {
  const refreshed = await app.inject({
    method: 'GET',
    url: '/auth/refresh-token',
    cookies: { circula_dev_rt: cookieValue(callback, 'circula_dev_rt')! },
  });
  expect(refreshed.statusCode).toBe(200);
  return refreshed.json().accessToken as string;
}

describe('declarations of an account Google created (spec §5)', () => {
  const naturalPerson = {
    personType: 'NATURAL_PERSON',
    declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
  };

  it('are asked before enrolment and the buyer application, and recorded once made', async () => {
    const email = uniqueEmail('google-decl');
    claims = { sub: 'google-sub-decl', email, email_verified: true, name: 'Daniela Declara' };
    const first = await googleSignIn('?nextUrl=%2Fbusca%3Fq%3Dcadeira');
    expect(first.headers.location).toBe(`${web}/auth/concluir-cadastro?nextUrl=%2Fbusca%3Fq%3Dcadeira`);
    const headers = bearer(await accessTokenOf(first));
    const user = (await findUserForEmail(db, email))!;

    const listing = await makeListing(db);
    const enrol = () =>
      app.inject({
        method: 'POST',
        url: `/web/listings/${listing.id}/enrolments`,
        headers,
        payload: { acceptEdital: true },
      });
    const apply = () =>
      app.inject({
        method: 'PATCH',
        url: '/web/buyer-applications',
        headers,
        payload: { registrationData: naturalPersonData() },
      });
    for (const refused of [await enrol(), await apply()]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'DECLARATIONS_REQUIRED',
        message:
          'Conclua seu cadastro: faça as declarações e aceite os Termos de uso e a Política de privacidade.',
      });
    }

    // Signing in another way (an e-mailed link) also leads to the declarations first.
    await app.inject({ method: 'POST', url: '/auth/signin/magic-link?nextUrl=%2Fconta', payload: { email } });
    const [mail] = await readOutbox(app, email);
    const link = new URL(/(http\S+)/.exec(mail!.bodyText)![1]!);
    const byLink = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(byLink.headers.location).toBe(`${web}/auth/concluir-cadastro?nextUrl=%2Fconta`);

    const consents = (payload: object, id = user.id, who: Record<string, string> = headers) =>
      app.inject({ method: 'POST', url: `/web/users/${id}/consents`, headers: who, payload });
    const missing = await consents({
      personType: 'NATURAL_PERSON',
      declarations: { isAdult: true, hasFullLegalCapacity: false, acceptsTermsAndPrivacy: true },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Você precisa declarar que tem plena capacidade civil');
    const other = await makeUser(db);
    expect((await consents(naturalPerson, other.id)).statusCode).toBe(403);
    expect((await consents(naturalPerson, user.id, {})).statusCode).toBe(401);

    const made = await consents(naturalPerson);
    expect(made.statusCode).toBe(201);
    expect(made.json().consent).toMatchObject({ personType: 'NATURAL_PERSON' });

    expect((await apply()).statusCode).toBe(200);
    // Past the declarations, enrolment answers on its own rules (this user is not a verified buyer yet).
    expect((await enrol()).json().code).not.toBe('DECLARATIONS_REQUIRED');
    claims = { sub: 'google-sub-decl', email, email_verified: true };
    expect((await googleSignIn('?nextUrl=%2Fconta')).headers.location).toBe(`${web}/conta`);
  });

  it('are not asked again once on record, when Google is linked to the account later', async () => {
    const signedUp = await makeUser(db);
    const session = await app.inject({
      method: 'POST',
      url: '/auth/signin/credentials',
      payload: { email: signedUp.email, password: 'senha-secreta-123' },
    });
    await app.inject({
      method: 'POST',
      url: `/web/users/${signedUp.id}/consents`,
      headers: bearer(session.json().accessToken),
      payload: {
        personType: 'JURIDICAL_PERSON',
        declarations: {
          hasPowerToRepresent: true,
          hasRegularRegistration: true,
          acceptsTermsAndPrivacy: true,
        },
      },
    });
    claims = { sub: 'google-sub-email-first', email: signedUp.email, email_verified: true };
    expect((await googleSignIn('?nextUrl=%2Fconta')).headers.location).toBe(`${web}/conta`);
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
