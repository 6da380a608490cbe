import { authMessages, privacyVersion, termsVersion } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { findUserForEmail } from '../users/find-user.js';
import { listConsents } from '../users/users-repository.js';
import { listAuthEvents } from './auth-repository.js';
import { bearer, codeIn, cookieValue, makeUser, readOutbox, uniqueEmail } from './auth-test-factories.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });

const person = { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true };
const company = { hasPowerToRepresent: true, hasRegularRegistration: true, acceptsTermsAndPrivacy: true };

async function requestCode(email: string) {
  const response = await app.inject({ method: 'POST', url: '/auth/email-code', payload: { email } });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ sent: true });
  const [latest] = await readOutbox(app, email.toLowerCase());
  return codeIn(latest!.bodyText);
}

function signUp(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/auth/signup', payload, headers });
}

describe('POST /auth/email-code', () => {
  it('e-mails a 6-digit code in Portuguese, for known and unknown addresses alike', async () => {
    const known = await makeUser(db);
    const unknown = uniqueEmail();
    const answers = [];
    for (const email of [known.email, unknown]) {
      const response = await app.inject({ method: 'POST', url: '/auth/email-code', payload: { email } });
      answers.push([response.statusCode, response.body]);
      const [row] = await readOutbox(app, email);
      expect(row).toMatchObject({ channel: 'EMAIL', notificationType: 'EMAIL_CODE' });
      expect(row!.subject).toContain('código');
      expect(row!.bodyText).toMatch(/vale por 10 minutos/);
      expect(codeIn(row!.bodyText)).toMatch(/^\d{6}$/);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('refuses a malformed e-mail with the pt-BR message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/email-code',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Informe um email válido' });
  });

  it('answers the 6th code request for one address within a minute with 429 and Retry-After', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i++) {
      const ok = await app.inject({ method: 'POST', url: '/auth/email-code', payload: { email } });
      expect(ok.statusCode).toBe(200);
    }
    const sixth = await app.inject({ method: 'POST', url: '/auth/email-code', payload: { email } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(sixth.json().message).toMatch(/^Muitas tentativas\. Aguarde \d+ segundos?/);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await readOutbox(app, email)).toHaveLength(5);
  });
});

describe('POST /auth/signup', () => {
  it('creates a person, records the declarations and document versions, and signs in', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const response = await signUp(
      {
        email: email.toUpperCase(),
        code,
        name: 'Ana Souza',
        password: 'uma-senha-boa',
        personType: 'NATURAL_PERSON',
        declarations: person,
        referralSlug: 'joao-123',
      },
      {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
      },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(Date.parse(body.refreshTokenExpiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const refresh = response.cookies.find((cookie) => cookie.name === 'circula_dev_rt')!;
    expect(refresh).toMatchObject({ httpOnly: true, path: '/auth', sameSite: 'Lax' });
    expect(refresh.secure).toBeFalsy();
    const present = response.cookies.find((cookie) => cookie.name === 'circula_dev_rt_present')!;
    expect(present).toMatchObject({ value: '1', path: '/' });
    expect(present.httpOnly).toBeFalsy();
    expect(present.expires?.getTime()).toBe(refresh.expires?.getTime());

    const user = (await findUserForEmail(db, email))!;
    // A slug in the call without a visit through the link (its cookie) is not recorded (decision 166).
    expect(user).toMatchObject({ name: 'Ana Souza', email, referralSlug: null });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const consents = await listConsents(db, user.id);
    expect(consents).toEqual([
      expect.objectContaining({
        personType: 'NATURAL_PERSON',
        declarations: person,
        termsVersion,
        privacyVersion,
      }),
    ]);
    expect(termsVersion).toBe('2025-04-28');
    expect(privacyVersion).toBe('2025-01-28');
    const events = await listAuthEvents(db, user.id);
    expect(events.map((event) => [event.type, event.method])).toEqual([['SIGNIN', 'email-code']]);

    const me = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}`,
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  it('creates a company representative without a password', async () => {
    const email = uniqueEmail('empresa');
    const code = await requestCode(email);
    const response = await signUp({
      email,
      code,
      name: 'Empresa X',
      personType: 'JURIDICAL_PERSON',
      declarations: company,
    });
    expect(response.statusCode).toBe(200);
    const user = (await findUserForEmail(db, email))!;
    expect(user.passwordHash).toBeNull();
    expect(await listConsents(db, user.id)).toEqual([
      expect.objectContaining({ personType: 'JURIDICAL_PERSON', declarations: company }),
    ]);
  });

  it.each([
    ['NATURAL_PERSON', { ...person, isAdult: false }, authMessages.isAdult],
    ['NATURAL_PERSON', { ...person, hasFullLegalCapacity: undefined }, authMessages.hasFullLegalCapacity],
    ['NATURAL_PERSON', { ...person, acceptsTermsAndPrivacy: false }, authMessages.acceptsTermsAndPrivacy],
    ['JURIDICAL_PERSON', { ...company, hasPowerToRepresent: false }, authMessages.hasPowerToRepresent],
    ['JURIDICAL_PERSON', { ...company, hasRegularRegistration: false }, authMessages.hasRegularRegistration],
    ['JURIDICAL_PERSON', person, authMessages.hasPowerToRepresent],
  ])('refuses %s without every declaration (%#)', async (personType, declarations, message) => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const response = await signUp({ email, code, name: 'Alguém', personType, declarations });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await findUserForEmail(db, email)).toBeUndefined();
  });

  it('refuses an unknown person type and a short password', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const badType = await signUp({ email, code, name: 'A', personType: 'ROBOT', declarations: person });
    expect(badType.json().message).toBe(authMessages.personTypeInvalid);
    const shortPassword = await signUp({
      email,
      code,
      name: 'A',
      password: '123',
      personType: 'NATURAL_PERSON',
      declarations: person,
    });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().message).toBe(authMessages.passwordTooShort);
  });

  it('refuses a wrong code, and a code that was never requested', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await signUp({
      email,
      code: wrong,
      name: 'A',
      personType: 'NATURAL_PERSON',
      declarations: person,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Código inválido. Confira o código enviado para o seu email.',
    });
    const never = await signUp({
      email: uniqueEmail(),
      code: '123456',
      name: 'A',
      personType: 'NATURAL_PERSON',
      declarations: person,
    });
    expect(never.json().code).toBe('INVALID_CODE');
    // The right code still works after one wrong try.
    const ok = await signUp({ email, code, name: 'A', personType: 'NATURAL_PERSON', declarations: person });
    expect(ok.statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries and an expired code', async () => {
    const email = uniqueEmail();
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const base = { email, name: 'A', personType: 'NATURAL_PERSON', declarations: person };
    for (let i = 0; i < 5; i++) {
      expect((await signUp({ ...base, code: wrong })).json().code).toBe('INVALID_CODE');
    }
    const sixth = await signUp({ ...base, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    await db.execute(sql`DELETE FROM auth_throttle_events`);
    const afterLimit = await signUp({ ...base, code });
    expect(afterLimit.json()).toMatchObject({ code: 'CODE_EXPIRED' });

    const other = uniqueEmail();
    const otherCode = await requestCode(other);
    await db.execute(sql`UPDATE verification_tokens SET expires_at = now() - interval '1 second'`);
    const expired = await signUp({ ...base, email: other, code: otherCode });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'Este código expirou ou não vale mais. Peça um novo código.',
    });
  });

  it('a newer code replaces the previous one, and a code is good once', async () => {
    const email = uniqueEmail();
    const first = await requestCode(email);
    const second = await requestCode(email);
    const base = { email, name: 'A', personType: 'NATURAL_PERSON', declarations: person };
    if (first !== second) expect((await signUp({ ...base, code: first })).json().code).toBe('INVALID_CODE');
    expect((await signUp({ ...base, code: second })).statusCode).toBe(200);
    expect((await signUp({ ...base, code: second })).json().code).toBe('CODE_EXPIRED');
  });

  it('signs an existing address in with a valid code without changing the account', async () => {
    const existing = await makeUser(db, { name: 'Dona Original' });
    const code = await requestCode(existing.email);
    const response = await signUp({
      email: existing.email,
      code,
      name: 'Outro Nome',
      personType: 'NATURAL_PERSON',
      declarations: person,
    });
    expect(response.statusCode).toBe(200);
    expect(cookieValue(response, 'circula_dev_rt')).toBeDefined();
    const after = (await findUserForEmail(db, existing.email))!;
    expect(after).toMatchObject({
      id: existing.id,
      name: 'Dona Original',
      passwordHash: existing.passwordHash,
    });
  });
});
