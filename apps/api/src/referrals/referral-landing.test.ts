import { referralStatementResponseSchema } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { codeIn, cookieValue, makeUser, readOutbox, uniqueEmail } from '../auth/auth-test-factories.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { makeDataDir } from '../buyers/buyer-test-factories.js';
import { findUserForEmail } from '../users/find-user.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});

const referralCookie = 'circula_dev_rt_ref';
const person = { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true };

async function referrerWithLink() {
  const referrer = await makeBidder(app, db);
  const created = await app.inject({
    method: 'POST',
    url: '/web/referrals/link',
    headers: referrer.headers,
    payload: {},
  });
  expect(created.statusCode).toBe(201);
  return { referrer, slug: created.json().userReferralLink.slug as string };
}

/** What the site does when a page opens with ?ref= or ?referralSlug=. */
const land = (referralSlug: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/auth/referral', payload: { referralSlug }, headers });

async function signUpWithCode(email: string, extra: { referralSlug?: string; cookie?: string } = {}) {
  const sent = await app.inject({ method: 'POST', url: '/auth/email-code', payload: { email } });
  expect(sent.statusCode).toBe(200);
  const [latest] = await readOutbox(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: {
      email,
      code: codeIn(latest!.bodyText),
      name: 'Bruna Indicada',
      personType: 'NATURAL_PERSON',
      declarations: person,
      ...(extra.referralSlug ? { referralSlug: extra.referralSlug } : {}),
    },
    ...(extra.cookie ? { cookies: { [referralCookie]: extra.cookie } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response;
}

const statementOf = async (referrer: Bidder) =>
  referralStatementResponseSchema.parse(
    (await app.inject({ method: 'GET', url: '/web/referrals/statements', headers: referrer.headers })).json(),
  ).referralStatement;

describe('POST /auth/referral: the landing through a referral link', () => {
  it('keeps an existing link in an HttpOnly cookie for the auth routes only; an unknown one is not kept', async () => {
    const { slug } = await referrerWithLink();
    const landed = await land(slug);
    expect(landed.statusCode).toBe(200);
    expect(landed.json()).toEqual({ accepted: true });
    const cookie = landed.cookies.find((row) => row.name === referralCookie)!;
    expect(cookie).toMatchObject({ value: slug, httpOnly: true, path: '/auth', sameSite: 'Lax' });
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);

    const unknown = await land('ninguem-tem-este');
    expect(unknown.json()).toEqual({ accepted: false });
    expect(cookieValue(unknown, referralCookie)).toBeUndefined();

    const malformed = await land('<script>');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(malformed.body).toContain('Link de indicação inválido');

    // Another site's page cannot plant a referral in the visitor's browser.
    const crossSite = await land(slug, { origin: 'https://outro-site.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(cookieValue(crossSite, referralCookie)).toBeUndefined();
  });
});

describe('the referral reaches sign-up through the cookie', () => {
  it('a new account made by e-mail code after landing through the link records it, and the cookie is cleared', async () => {
    const { referrer, slug } = await referrerWithLink();
    const cookie = cookieValue(await land(slug), referralCookie)!;
    const email = uniqueEmail('indicada');
    const response = await signUpWithCode(email, { cookie });
    expect(response.cookies.find((row) => row.name === referralCookie)?.value).toBe('');
    expect((await findUserForEmail(db, email))!.referralSlug).toBe(slug);
    const statement = await statementOf(referrer);
    expect(statement).toHaveLength(1);
    expect(statement[0]).toMatchObject({ referredName: 'Bruna', status: 'REGISTERED' });
  });

  it('a slug only typed into the call, or one other than the landed link, is not recorded', async () => {
    const { referrer, slug } = await referrerWithLink();
    const other = await referrerWithLink();

    const typed = uniqueEmail('digitou');
    await signUpWithCode(typed, { referralSlug: slug });
    expect((await findUserForEmail(db, typed))!.referralSlug).toBeNull();

    const mismatch = uniqueEmail('trocou');
    await signUpWithCode(mismatch, { referralSlug: slug, cookie: other.slug });
    expect((await findUserForEmail(db, mismatch))!.referralSlug).toBeNull();

    const matching = uniqueEmail('mesmo');
    await signUpWithCode(matching, { referralSlug: slug, cookie: slug });
    expect((await findUserForEmail(db, matching))!.referralSlug).toBe(slug);

    expect(await statementOf(referrer)).toHaveLength(1);
    expect(await statementOf(other.referrer)).toHaveLength(0);
  });

  it('an account that already existed is never turned into a referral', async () => {
    const { referrer, slug } = await referrerWithLink();
    const existing = await makeUser(db);
    await signUpWithCode(existing.email, { cookie: slug });
    expect((await findUserForEmail(db, existing.email))!.referralSlug).toBeNull();
    expect(await statementOf(referrer)).toHaveLength(0);
  });
});
