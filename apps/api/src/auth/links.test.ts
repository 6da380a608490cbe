import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { findUserForEmail } from '../users/find-user.js';
import { listAuthEvents } from './auth-repository.js';
import {
  bearer,
  codeIn,
  cookieValue,
  makeUser,
  readOutbox,
  signIn,
  testPassword,
  uniqueEmail,
} from './auth-test-factories.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const web = 'http://localhost:3000';

async function magicLinkFor(email: string, nextUrl?: string) {
  const query = nextUrl ? `?nextUrl=${encodeURIComponent(nextUrl)}` : '';
  const response = await app.inject({
    method: 'POST',
    url: `/auth/signin/magic-link${query}`,
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ sent: true });
  const [row] = await readOutbox(app, email);
  const link = /(http\S+)/.exec(row!.bodyText)![1]!;
  return new URL(link);
}

function follow(link: URL) {
  return app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
}

describe('magic link sign-in', () => {
  it('e-mails a single-use link whose callback signs in and redirects to nextUrl', async () => {
    const user = await makeUser(db, { password: null });
    const link = await magicLinkFor(user.email, '/conta?aba=dados');
    expect(link.origin).toBe('http://localhost:4000');
    expect(link.pathname).toBe('/auth/magic-link/callback');
    const [row] = await readOutbox(app, user.email);
    expect(row).toMatchObject({ notificationType: 'MAGIC_LINK', subject: 'Seu link de acesso à Circula' });
    expect(row!.bodyText).toMatch(/vale por 15 minutos/);

    const response = await follow(link);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${web}/conta?aba=dados`);
    expect(cookieValue(response, 'circula_dev_rt')).toBeDefined();
    expect(cookieValue(response, 'circula_dev_rt_present')).toBe('1');
    const refreshed = await app.inject({
      method: 'GET',
      url: '/auth/refresh-token',
      cookies: { circula_dev_rt: cookieValue(response, 'circula_dev_rt')! },
    });
    expect(refreshed.statusCode).toBe(200);
    const events = await listAuthEvents(db, user.id);
    expect(events.map((event) => event.method)).toEqual(['magic-link']);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ninguem');
    const response = await app.inject({ method: 'POST', url: '/auth/signin/magic-link', payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect(await readOutbox(app, email)).toEqual([]);
  });

  it('refuses a reused link, an expired link and a made-up one, redirecting to the sign-in page', async () => {
    const user = await makeUser(db);
    const link = await magicLinkFor(user.email, '/busca');
    expect((await follow(link)).statusCode).toBe(302);

    const reused = await follow(link);
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toBe(`${web}/auth/entrar?error=MAGIC_LINK_INVALID&nextUrl=%2Fbusca`);
    expect(cookieValue(reused, 'circula_dev_rt')).toBeUndefined();

    const fresh = await magicLinkFor(user.email);
    await db.execute(sql`UPDATE verification_tokens SET expires_at = now() - interval '1 second'`);
    const expired = await follow(fresh);
    expect(expired.headers.location).toBe(`${web}/auth/entrar?error=MAGIC_LINK_EXPIRED`);
    expect(cookieValue(expired, 'circula_dev_rt')).toBeUndefined();

    const madeUp = await app.inject({ method: 'GET', url: '/auth/magic-link/callback?token=abc' });
    expect(madeUp.headers.location).toBe(`${web}/auth/entrar?error=MAGIC_LINK_INVALID`);
  });

  it('never redirects outside the web app', async () => {
    const user = await makeUser(db);
    const link = await magicLinkFor(user.email);
    for (const nextUrl of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const target = new URL(link);
      target.searchParams.set('nextUrl', nextUrl);
      const response = await follow(target);
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    }
    const asked = await app.inject({
      method: 'POST',
      url: `/auth/signin/magic-link?nextUrl=${encodeURIComponent('//evil.example')}`,
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(400);
  });

  it('answers the 6th link request for an address within a minute with 429', async () => {
    const email = uniqueEmail('ninguem');
    for (let i = 0; i < 5; i++) {
      const ok = await app.inject({ method: 'POST', url: '/auth/signin/magic-link', payload: { email } });
      expect(ok.statusCode).toBe(200);
    }
    const sixth = await app.inject({ method: 'POST', url: '/auth/signin/magic-link', payload: { email } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('password reset', () => {
  async function resetLinkFor(email: string) {
    const response = await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const [row] = await readOutbox(app, email);
    expect(row).toMatchObject({
      notificationType: 'RESET_PASSWORD',
      subject: 'Redefinição de senha da Circula',
    });
    const link = new URL(/(http\S+)/.exec(row!.bodyText)![1]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${web}/auth/redefinir-senha`);
    return link.searchParams.get('token')!;
  }

  function reset(token: string, password: string) {
    return app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });
  }

  it('sets the new password, ends every other session and signs in', async () => {
    const user = await makeUser(db);
    const laptop = await signIn(app, user.email);
    const phone = await signIn(app, user.email);
    const token = await resetLinkFor(user.email);
    const response = await reset(token, 'nova-senha-forte');
    expect(response.statusCode).toBe(200);
    const fresh = response.json().accessToken;
    expect(cookieValue(response, 'circula_dev_rt')).toBeDefined();

    for (const old of [laptop, phone]) {
      const meOld = await app.inject({
        method: 'GET',
        url: `/web/users/${user.id}`,
        headers: bearer(old.accessToken),
      });
      expect(meOld.statusCode).toBe(401);
      const refreshOld = await app.inject({
        method: 'GET',
        url: '/auth/refresh-token',
        cookies: { circula_dev_rt: old.refreshCookie },
      });
      expect(refreshOld.statusCode).toBe(401);
    }
    const meNew = await app.inject({ method: 'GET', url: `/web/users/${user.id}`, headers: bearer(fresh) });
    expect(meNew.statusCode).toBe(200);

    const oldPassword = await app.inject({
      method: 'POST',
      url: '/auth/signin/credentials',
      payload: { email: user.email, password: testPassword },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await signIn(app, user.email, 'nova-senha-forte')).accessToken).toBeDefined();
    expect((await findUserForEmail(db, user.email))!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives a password to an account that had none', async () => {
    const user = await makeUser(db, { password: null });
    const token = await resetLinkFor(user.email);
    expect((await reset(token, 'primeira-senha')).statusCode).toBe(200);
    expect((await signIn(app, user.email, 'primeira-senha')).accessToken).toBeDefined();
  });

  it('refuses a reused link, an expired link and a short password', async () => {
    const user = await makeUser(db);
    const token = await resetLinkFor(user.email);
    const short = await reset(token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('A senha deve ter pelo menos 8 caracteres');
    expect((await reset(token, 'nova-senha-forte')).statusCode).toBe(200);
    const reused = await reset(token, 'outra-senha-forte');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('RESET_LINK_INVALID');

    const second = await resetLinkFor(user.email);
    await db.execute(sql`UPDATE verification_tokens SET expires_at = now() - interval '1 second'`);
    const expired = await reset(second, 'outra-senha-forte');
    expect(expired.json()).toMatchObject({
      code: 'RESET_LINK_EXPIRED',
      message: 'Este link de redefinição expirou. Peça um novo link.',
    });
    expect((await signIn(app, user.email, 'nova-senha-forte')).accessToken).toBeDefined();
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ninguem');
    const response = await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    expect(response.json()).toEqual({ sent: true });
    expect(await readOutbox(app, email)).toEqual([]);
  });

  it('ends every open link and e-mail code of the address, and a newer link ends the older one', async () => {
    const user = await makeUser(db);
    const olderMagic = await magicLinkFor(user.email);
    const magic = await magicLinkFor(user.email);
    expect((await follow(olderMagic)).headers.location).toBe(`${web}/auth/entrar?error=MAGIC_LINK_INVALID`);
    const olderReset = await resetLinkFor(user.email);
    const token = await resetLinkFor(user.email);
    expect((await reset(olderReset, 'outra-senha-forte')).json().code).toBe('RESET_LINK_INVALID');
    await app.inject({ method: 'POST', url: '/auth/email-code', payload: { email: user.email } });
    const [mail] = await readOutbox(app, user.email);
    const code = codeIn(mail!.bodyText);

    expect((await reset(token, 'nova-senha-forte')).statusCode).toBe(200);

    const afterMagic = await follow(magic);
    expect(afterMagic.headers.location).toBe(`${web}/auth/entrar?error=MAGIC_LINK_INVALID`);
    expect(cookieValue(afterMagic, 'circula_dev_rt')).toBeUndefined();
    const afterCode = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        email: user.email,
        code,
        name: 'A',
        personType: 'NATURAL_PERSON',
        declarations: { isAdult: true, hasFullLegalCapacity: true, acceptsTermsAndPrivacy: true },
      },
    });
    expect(afterCode.json().code).toBe('CODE_EXPIRED');
  });

  it('made while signed in, keeps the current session and ends every other one', async () => {
    const user = await makeUser(db);
    const laptop = await signIn(app, user.email);
    const phone = await signIn(app, user.email);
    const token = await resetLinkFor(user.email);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'nova-senha-forte' },
      headers: bearer(laptop.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const me = (accessToken: string) =>
      app.inject({ method: 'GET', url: `/web/users/${user.id}`, headers: bearer(accessToken) });
    expect((await me(laptop.accessToken)).statusCode).toBe(200);
    expect((await me(response.json().accessToken)).json().sessionId).toBe(
      (await me(laptop.accessToken)).json().sessionId,
    );
    expect((await me(phone.accessToken)).statusCode).toBe(401);
    const refreshPhone = await app.inject({
      method: 'GET',
      url: '/auth/refresh-token',
      cookies: { circula_dev_rt: phone.refreshCookie },
    });
    expect(refreshPhone.statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'GET',
      url: '/auth/refresh-token',
      cookies: { circula_dev_rt: cookieValue(response, 'circula_dev_rt')! },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('a magic-link token does not reset a password', async () => {
    const user = await makeUser(db);
    await app.inject({ method: 'POST', url: '/auth/signin/magic-link', payload: { email: user.email } });
    const [row] = await readOutbox(app, user.email);
    const token = new URL(/(http\S+)/.exec(row!.bodyText)![1]!).searchParams.get('token')!;
    expect((await reset(token, 'nova-senha-forte')).json().code).toBe('RESET_LINK_INVALID');
  });
});
