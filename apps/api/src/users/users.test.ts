import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { bearer, codeIn, makeUser, readOutbox, signIn } from '../auth/auth-test-factories.js';
import { getUserOrThrow } from './find-user.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

async function signedInUser() {
  const user = await makeUser(db);
  const session = await signIn(app, user.email);
  return { user, ...session };
}

function patchUser(id: string, accessToken: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/web/users/${id}`, headers: bearer(accessToken), payload });
}

function verifyPhone(accessToken: string, token: string) {
  return app.inject({
    method: 'POST',
    url: '/web/users/verify-phone-token',
    headers: bearer(accessToken),
    payload: { token },
  });
}

describe('GET /web/users/:id', () => {
  it("returns the caller's user with the spec's fields", async () => {
    const { user, accessToken, response } = await signedInUser();
    const me = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}`,
      headers: bearer(accessToken),
    });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(Object.keys(body).sort()).toEqual(
      ['buyerId', 'email', 'id', 'image', 'name', 'phone', 'phoneVerifiedAt', 'sessionId'].sort(),
    );
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      name: 'Maria da Silva',
      phone: null,
      buyerId: null,
    });
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.statusCode).toBe(200);
  });

  it("refuses another user's id, a malformed id and no token", async () => {
    const { accessToken } = await signedInUser();
    const other = await makeUser(db);
    const foreign = await app.inject({
      method: 'GET',
      url: `/web/users/${other.id}`,
      headers: bearer(accessToken),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Você só pode acessar a sua própria conta.',
    });
    expect(foreign.body).not.toContain(other.email);
    const malformed = await app.inject({
      method: 'GET',
      url: '/web/users/123',
      headers: bearer(accessToken),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identificador de usuário inválido');
    expect((await app.inject({ method: 'GET', url: `/web/users/${other.id}` })).statusCode).toBe(401);
  });
});

describe('phone verification', () => {
  it('sets a Brazilian phone in E.164, texts a code and verifies it', async () => {
    const { user, accessToken } = await signedInUser();
    const patched = await patchUser(user.id, accessToken, { phone: '(11) 91234-5678' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ phone: '+5511912345678', phoneVerifiedAt: null });
    const [sms] = await readOutbox(app, '+5511912345678');
    expect(sms).toMatchObject({ channel: 'SMS', notificationType: 'PHONE_CODE', subject: null });
    expect(sms!.bodyText).toMatch(/^Circula: seu código de verificação é \d{6}\./);

    const code = codeIn(sms!.bodyText);
    const wrong = await verifyPhone(accessToken, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'Código inválido. Confira o código enviado por SMS.',
    });

    const verified = await verifyPhone(accessToken, code);
    expect(verified.statusCode).toBe(200);
    expect(Date.parse(verified.json().phoneVerifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await getUserOrThrow(db, user.id)).phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await verifyPhone(accessToken, code)).json().code).toBe('CODE_EXPIRED');

    // Changing the number makes it unverified again.
    const changed = await patchUser(user.id, accessToken, { phone: '21 3123-4567', name: 'Maria S.' });
    expect(changed.json()).toMatchObject({ phone: '+552131234567', phoneVerifiedAt: null, name: 'Maria S.' });
  });

  it('validates the phone per country and refuses unknown fields', async () => {
    const { user, accessToken } = await signedInUser();
    for (const [phone, message] of [
      ['123', 'Telefone inválido'],
      ['', 'Telefone é obrigatório'],
      ['(00) 91234-5678', 'DDD inexistente: confira o código de área do telefone'],
    ]) {
      const response = await patchUser(user.id, accessToken, { phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const portugal = await patchUser(user.id, accessToken, { phone: '912 345 678', phoneCountry: 'PT' });
    expect(portugal.json().phone).toBe('+351912345678');
    const extra = await patchUser(user.id, accessToken, { email: 'outro@example.com' });
    expect(extra.statusCode).toBe(400);
    expect((await getUserOrThrow(db, user.id)).email).toBe(user.email);
  });

  it("refuses to change another user's phone", async () => {
    const { accessToken } = await signedInUser();
    const other = await makeUser(db);
    const response = await patchUser(other.id, accessToken, { phone: '11912345678' });
    expect(response.statusCode).toBe(403);
    expect((await getUserOrThrow(db, other.id)).phone).toBeNull();
  });

  it('refuses a code for a number that is no longer the user’s, an expired code, and no phone', async () => {
    const { user, accessToken } = await signedInUser();
    expect((await verifyPhone(accessToken, '123456')).json().code).toBe('PHONE_NOT_SET');
    await patchUser(user.id, accessToken, { phone: '11912345670' });
    const [first] = await readOutbox(app, '+5511912345670');
    await db.execute(
      sql`UPDATE verification_tokens SET expires_at = now() - interval '1 second' WHERE subject = ${user.id}`,
    );
    expect((await verifyPhone(accessToken, codeIn(first!.bodyText))).json().code).toBe('CODE_EXPIRED');
  });

  it('answers the 6th wrong code within a minute with 429 and Retry-After', async () => {
    const { user, accessToken } = await signedInUser();
    await patchUser(user.id, accessToken, { phone: '11912345679' });
    const [sms] = await readOutbox(app, '+5511912345679');
    const wrong = codeIn(sms!.bodyText) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verifyPhone(accessToken, wrong)).statusCode).toBe(400);
    const sixth = await verifyPhone(accessToken, wrong);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('lists the open sessions with device labels and revokes one', async () => {
    const user = await makeUser(db);
    const desktop = await signIn(app, user.email, undefined, { 'user-agent': chrome });
    const mobile = await signIn(app, user.email, undefined, { 'user-agent': iphone });
    await signIn(app, user.email);
    const listed = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}/sessions`,
      headers: bearer(desktop.accessToken),
    });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as Array<{ id: string; label: string; current: boolean }>;
    expect(sessions.map((session) => session.label).sort()).toEqual(
      ['Chrome 120 em Windows', 'Desconhecido', 'Safari 17 em iOS'].sort(),
    );
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ label: 'Chrome 120 em Windows' }),
    ]);

    const mobileSession = sessions.find((session) => session.label.startsWith('Safari'))!;
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/web/users/${user.id}/sessions/${mobileSession.id}`,
      headers: bearer(desktop.accessToken),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: true });
    const meMobile = await app.inject({
      method: 'GET',
      url: `/web/users/${user.id}`,
      headers: bearer(mobile.accessToken),
    });
    expect(meMobile.statusCode).toBe(401);
    const refreshMobile = await app.inject({
      method: 'GET',
      url: '/auth/refresh-token',
      cookies: { circula_dev_rt: mobile.refreshCookie },
    });
    expect(refreshMobile.statusCode).toBe(401);
    const again = await app.inject({
      method: 'DELETE',
      url: `/web/users/${user.id}/sessions/${mobileSession.id}`,
      headers: bearer(desktop.accessToken),
    });
    expect(again.json().code).toBe('SESSION_NOT_FOUND');
  });

  it("cannot list or revoke another user's sessions", async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const ownerSessionId = (
      await app.inject({
        method: 'GET',
        url: `/web/users/${owner.user.id}`,
        headers: bearer(owner.accessToken),
      })
    ).json().sessionId;
    const list = await app.inject({
      method: 'GET',
      url: `/web/users/${owner.user.id}/sessions`,
      headers: bearer(intruder.accessToken),
    });
    expect(list.statusCode).toBe(403);
    const viaOwnPath = await app.inject({
      method: 'DELETE',
      url: `/web/users/${intruder.user.id}/sessions/${ownerSessionId}`,
      headers: bearer(intruder.accessToken),
    });
    expect(viaOwnPath.statusCode).toBe(404);
    const me = await app.inject({
      method: 'GET',
      url: `/web/users/${owner.user.id}`,
      headers: bearer(owner.accessToken),
    });
    expect(me.statusCode).toBe(200);
  });
});

describe('validation messages', () => {
  it('answers in Portuguese where a schema has no message of its own', async () => {
    const { user, accessToken } = await signedInUser();
    const wrongType = await patchUser(user.id, accessToken, { phone: '11912345678', phoneCountry: 55 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Entrada inválida: esperava um texto, recebeu um número');
    const notAnObject = await app.inject({
      method: 'PATCH',
      url: `/web/users/${user.id}`,
      headers: { ...bearer(accessToken), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toMatch(/^Entrada inválida: esperava um objeto/);
  });
});

describe('phones of the account', () => {
  it('refuses an area code that does not exist instead of storing another one', async () => {
    const { user, accessToken } = await signedInUser();
    const refused = await patchUser(user.id, accessToken, { phone: '(01) 91234-5678' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('DDD inexistente: confira o código de área do telefone');
    expect((await getUserOrThrow(db, user.id)).phone).toBeNull();
  });

  it('keeps a phone of a country it does not know, as typed', async () => {
    const { user, accessToken } = await signedInUser();
    const saved = await patchUser(user.id, accessToken, { phone: '+999 12 3456-7890', phoneCountry: 'XX' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phone).toBe('+9991234567890');
  });
});
