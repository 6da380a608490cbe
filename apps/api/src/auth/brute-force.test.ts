import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { verificationTokens } from '../db/schema/index.js';
import { bearer, codeIn, makeUser, readOutbox, signIn, testPassword } from './auth-test-factories.js';
import { signInAddressLimit } from './throttle.js';
import { checkCode, issueCode } from './verification.js';

/** Guesses fired together: each limit must hold when the requests race, not only one after another. */

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });

const person = { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true };
const wrongCodes = (right: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

function credentials(email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/auth/signin/credentials',
    payload: { email, password },
    remoteAddress,
  });
}

const codeOf = (codes: { json: () => { code?: string } }[], code: string) =>
  codes.filter((response) => response.json().code === code).length;

describe('code attempts under concurrency', () => {
  it('compares at most 5 of 60 concurrent guesses of one code, then the code is dead', async () => {
    const subject = 'corrida@example.com';
    const code = await issueCode(db, { purpose: 'EMAIL_CODE', subject, ttlMinutes: 10 });
    const results = await Promise.all(
      wrongCodes(code, 60).map((guess) => checkCode(db, { purpose: 'EMAIL_CODE', subject, code: guess })),
    );
    expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(5);
    expect(await checkCode(db, { purpose: 'EMAIL_CODE', subject, code })).toEqual({
      ok: false,
      reason: 'expired',
    });
    const [row] = await db
      .select()
      .from(verificationTokens)
      .where(and(eq(verificationTokens.purpose, 'EMAIL_CODE'), eq(verificationTokens.subject, subject)));
    expect(row!.attempts).toBe(5);
  });

  it('evaluates at most 5 of 60 concurrent sign-up guesses for an existing address', async () => {
    const owner = await makeUser(db);
    const sent = await app.inject({
      method: 'POST',
      url: '/auth/email-code',
      payload: { email: owner.email },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await readOutbox(app, owner.email);
    const code = codeIn(mail!.bodyText);
    const guesses = wrongCodes(code, 60);
    guesses[10] = code;
    const answers = await Promise.all(
      guesses.map((guess) =>
        app.inject({
          method: 'POST',
          url: '/auth/signup',
          payload: {
            email: owner.email,
            code: guess,
            name: 'A',
            personType: 'NATURAL_PERSON',
            declarations: person,
          },
        }),
      ),
    );
    const evaluated = answers.filter((answer) => answer.statusCode !== 429);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    // The right guess signs in only if it was among the compared ones.
    const signedIn = answers.filter((answer) => answer.statusCode === 200).length;
    expect(signedIn).toBeLessThanOrEqual(1);
    expect(codeOf(answers, 'INVALID_CODE') + signedIn).toBe(evaluated.length);
  });

  it('evaluates at most 5 of 30 concurrent guesses of the phone code', async () => {
    const user = await makeUser(db);
    const { accessToken } = await signIn(app, user.email);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/web/users/${user.id}`,
      headers: bearer(accessToken),
      payload: { phone: '(11) 98888-7777' },
    });
    expect(patched.statusCode).toBe(200);
    const [sms] = await readOutbox(app, '+5511988887777');
    const code = codeIn(sms!.bodyText);
    const answers = await Promise.all(
      wrongCodes(code, 30).map((token) =>
        app.inject({
          method: 'POST',
          url: '/web/users/verify-phone-token',
          headers: bearer(accessToken),
          payload: { token },
        }),
      ),
    );
    expect(codeOf(answers, 'INVALID_CODE')).toBeLessThanOrEqual(5);
    expect(codeOf(answers, 'RATE_LIMITED')).toBeGreaterThanOrEqual(25);
  });
});

describe('wrong passwords under concurrency', () => {
  it('evaluates at most 5 of 20 concurrent wrong passwords from one place', async () => {
    const owner = await makeUser(db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => credentials(owner.email, 'errada-123', '203.0.113.7')),
    );
    expect(codeOf(answers, 'INVALID_CREDENTIALS')).toBeLessThanOrEqual(5);
    expect(codeOf(answers, 'RATE_LIMITED')).toBeGreaterThanOrEqual(15);
    // The owner, signing in from elsewhere, is not locked out by the guesser.
    expect((await credentials(owner.email, testPassword, '198.51.100.20')).statusCode).toBe(200);
    // A right password does not fill the window.
    for (let i = 0; i < 6; i++) {
      expect((await credentials(owner.email, testPassword, '198.51.100.20')).statusCode).toBe(200);
    }
  });

  it('bounds guesses spread over many addresses for one account', async () => {
    const owner = await makeUser(db);
    const answers = [];
    for (let i = 0; i < signInAddressLimit + 5; i++) {
      answers.push(await credentials(owner.email, 'errada-123', `192.0.2.${i + 1}`));
    }
    expect(codeOf(answers, 'INVALID_CREDENTIALS')).toBe(signInAddressLimit);
    expect(codeOf(answers, 'RATE_LIMITED')).toBe(5);
  });
});
