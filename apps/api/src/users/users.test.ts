import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { bearer, codeIn, makeUser, readOutbox, signIn } from '../auth/auth-test-factories.js';
import { smsNumberDayKey, smsNumberHourKey, takeSmsSlots, userKey } from '../auth/throttle.js';
import { authThrottleEvents } from '../db/schema/index.js';
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

describe('SMS limits', () => {
  /** Moves the throttle rows of the keys back in time, as if that much time had passed for them. */
  async function age(keys: string[], interval: string) {
    for (const key of keys) {
      await db.execute(
        sql`UPDATE auth_throttle_events SET created_at = created_at - ${interval}::interval WHERE key_hash = ${key}`,
      );
    }
  }
  const numberKeys = (phone: string) => [smsNumberHourKey(phone), smsNumberDayKey(phone)];
  const smsTo = async (phone: string) =>
    (await readOutbox(app, phone)).filter((row) => row.channel === 'SMS');

  it('sends at most 3 codes an hour to one number, from every account together', async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    const third = await signedInUser();
    const phone = '+5511970000001';
    expect((await patchUser(first.user.id, first.accessToken, { phone: '11970000001' })).statusCode).toBe(
      200,
    );
    // Asking again for the same unverified number sends another code, and counts.
    expect((await patchUser(first.user.id, first.accessToken, { phone: '11970000001' })).statusCode).toBe(
      200,
    );
    expect((await patchUser(second.user.id, second.accessToken, { phone: '11970000001' })).statusCode).toBe(
      200,
    );
    const [latest] = await smsTo(phone);

    const again = await patchUser(second.user.id, second.accessToken, { phone: '11970000001' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(again.json().message).toMatch(
      /^Já enviamos muitos códigos por SMS para este telefone\. Tente novamente em (\d+ minutos?|1 hora)\.$/,
    );
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Another account cannot text it either, and nothing of its change is saved.
    const refused = await patchUser(third.user.id, third.accessToken, {
      phone: '11970000001',
      name: 'Outra',
    });
    expect(refused.statusCode).toBe(429);
    const thirdRow = await getUserOrThrow(db, third.user.id);
    expect(thirdRow).toMatchObject({ phone: null, name: 'Maria da Silva' });
    expect(await smsTo(phone)).toHaveLength(3);
    // The code sent before the refusal still works.
    expect((await verifyPhone(second.accessToken, codeIn(latest!.bodyText))).statusCode).toBe(200);

    // The throttle keeps hashes, never the number.
    const clear = await db
      .select({ id: authThrottleEvents.id })
      .from(authThrottleEvents)
      .where(like(authThrottleEvents.keyHash, '%970000001%'));
    expect(clear).toHaveLength(0);

    // An hour later the number can be texted again.
    await age(numberKeys(phone), '61 minutes');
    expect((await patchUser(third.user.id, third.accessToken, { phone: '11970000001' })).statusCode).toBe(
      200,
    );
    expect(await smsTo(phone)).toHaveLength(4);
  });

  it('sends at most 10 codes a day to one number', async () => {
    const phone = '+5511970000002';
    for (let sent = 0; sent < 10; sent++) {
      if (sent % 3 === 0) await age(numberKeys(phone), '61 minutes');
      const { user, accessToken } = await signedInUser();
      expect((await patchUser(user.id, accessToken, { phone: '11970000002' })).statusCode).toBe(200);
    }
    await age(numberKeys(phone), '61 minutes');
    const { user, accessToken } = await signedInUser();
    const eleventh = await patchUser(user.id, accessToken, { phone: '11970000002' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/Tente novamente em \d+ horas?\.$/);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(3600);
    expect((await getUserOrThrow(db, user.id)).phone).toBeNull();
    expect(await smsTo(phone)).toHaveLength(10);
  });

  it('sends at most 10 codes a day to one user, whatever the numbers', async () => {
    const { user, accessToken } = await signedInUser();
    const numbers = Array.from({ length: 11 }, (_, i) => `1197100${String(i).padStart(4, '0')}`);
    for (const number of numbers.slice(0, 10)) {
      // Past the 5-a-minute limit of the account, which is not the one under test.
      await age([userKey(user.id)], '61 seconds');
      expect((await patchUser(user.id, accessToken, { phone: number })).statusCode).toBe(200);
    }
    await age([userKey(user.id)], '61 seconds');
    const eleventh = await patchUser(user.id, accessToken, { phone: numbers[10] });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Você já pediu muitos códigos por SMS hoje. Tente novamente em 24 horas.',
    });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await getUserOrThrow(db, user.id)).phone).toBe(`+55${numbers[9]}`);
    expect(await smsTo(`+55${numbers[10]}`)).toHaveLength(0);
  });

  it('never sends more than the limit to one number in a concurrent burst', async () => {
    const phone = '+5511970000003';
    const callers = await Promise.all(Array.from({ length: 6 }, () => signedInUser()));
    const answers = await Promise.all(
      callers.flatMap(({ user, accessToken }) =>
        [0, 1].map(() => patchUser(user.id, accessToken, { phone: '11970000003' })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const sent = await smsTo(phone);
    expect(sent.length).toBeLessThanOrEqual(3);
    expect(sent.length).toBe(statuses.filter((status) => status === 200).length);
  });

  it('lets no more than 3 of 20 simultaneous takers through for one number', async () => {
    // Started in the same tick, every taker reaches the database before any finishes: a count read before
    // the write would let all of them through.
    // Under such a burst the limit may refuse more than it must (each sees the others' slots before they
    // are given back), never fewer.
    const phone = '+5511970000004';
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => takeSmsSlots(db, randomUUID(), phone, 50)),
    );
    const passed = taken.filter((slots) => 'ids' in slots).length;
    expect(passed).toBeLessThanOrEqual(3);
    // The refused gave their slots back.
    const held = await db
      .select({ id: authThrottleEvents.id })
      .from(authThrottleEvents)
      .where(eq(authThrottleEvents.keyHash, smsNumberHourKey(phone)));
    expect(held).toHaveLength(passed);
  });
});
