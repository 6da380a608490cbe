import { sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/helpers.js';
import { findActiveSession, listAuthEvents } from './auth-repository.js';
import { bearer, cookieValue, makeUser, signIn, testPassword, uniqueEmail } from './auth-test-factories.js';
import { REFRESH_REUSE_GRACE_SECONDS } from './refresh-session.js';
import { verifyAccessToken } from './tokens.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const config = testConfig();
const key = new TextEncoder().encode(config.authJwtSecret);

function credentials(payload: Record<string, unknown>, query = '') {
  return app.inject({ method: 'POST', url: `/auth/signin/credentials${query}`, payload });
}

function me(userId: string, accessToken: string) {
  return app.inject({ method: 'GET', url: `/web/users/${userId}`, headers: bearer(accessToken) });
}

function refresh(refreshCookie: string | undefined) {
  return app.inject({
    method: 'GET',
    url: '/auth/refresh-token',
    cookies: refreshCookie ? { circula_dev_rt: refreshCookie } : {},
  });
}

describe('POST /auth/signin/credentials', () => {
  it('signs in with e-mail and password in the body and records SIGNIN', async () => {
    const user = await makeUser(db);
    const response = await credentials(
      { email: user.email.toUpperCase(), password: testPassword },
      '?nextUrl=%2Fconta&referralSlug=abc',
    );
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json();
    const claims = await verifyAccessToken(config, accessToken);
    expect(claims?.userId).toBe(user.id);
    expect(await findActiveSession(db, claims!.sessionId)).toBeDefined();
    expect((await me(user.id, accessToken)).json()).toMatchObject({
      id: user.id,
      sessionId: claims!.sessionId,
    });
    const events = await listAuthEvents(db, user.id);
    expect(events.map((event) => [event.type, event.method, event.sessionId])).toEqual([
      ['SIGNIN', 'credentials', claims!.sessionId],
    ]);
  });

  it('gives one answer for a wrong password, an unknown e-mail and an account without password', async () => {
    const user = await makeUser(db);
    const passwordless = await makeUser(db, { password: null });
    const answers = await Promise.all([
      credentials({ email: user.email, password: 'errada-123' }),
      credentials({ email: uniqueEmail('ninguem'), password: testPassword }),
      credentials({ email: passwordless.email, password: testPassword }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Email ou senha incorretos.',
      });
      expect(answer.cookies).toHaveLength(0);
    }
  });

  it('refuses credentials in the URL and a nextUrl leaving the site', async () => {
    const user = await makeUser(db);
    const inUrl = await credentials(
      { email: user.email, password: testPassword },
      `?password=${testPassword}`,
    );
    expect(inUrl.statusCode).toBe(400);
    expect(inUrl.json().message).toMatch(/envie email e senha no corpo/);
    for (const nextUrl of ['//evil.example', 'https://evil.example', '/\\evil.example', 'conta']) {
      const response = await credentials(
        { email: user.email, password: testPassword },
        `?nextUrl=${encodeURIComponent(nextUrl)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Endereço de retorno inválido');
    }
  });

  it('answers the 6th failure for an address within a minute with 429 and Retry-After', async () => {
    const user = await makeUser(db);
    for (let i = 0; i < 5; i++) {
      expect((await credentials({ email: user.email, password: 'errada-123' })).statusCode).toBe(401);
    }
    const sixth = await credentials({ email: user.email, password: testPassword });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().message).toMatch(/^Muitas tentativas/);
    // Other addresses are not affected.
    const other = await makeUser(db);
    expect((await credentials({ email: other.email, password: testPassword })).statusCode).toBe(200);
    // Once the minute has passed, the address may try again.
    await db.execute(sql`UPDATE auth_throttle_events SET created_at = now() - interval '61 seconds'`);
    expect((await credentials({ email: user.email, password: testPassword })).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses a request without, or with a tampered, expired, alg-none or foreign token', async () => {
    const user = await makeUser(db);
    const { accessToken } = await signIn(app, user.email);
    const claims = (await verifyAccessToken(config, accessToken))!;
    const [header, payload, signature] = accessToken.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...forged, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const sign = (builder: SignJWT) => builder.setProtectedHeader({ alg: 'HS256' }).sign(key);
    const base = () => new SignJWT({ sid: claims.sessionId }).setSubject(user.id);

    const bad: Record<string, string | undefined> = {
      none: undefined,
      garbage: 'not-a-jwt',
      tampered: `${header}.${tamperedPayload}.${signature}`,
      badSignature: `${header}.${payload}.${signature!.slice(0, -4)}AAAA`,
      expired: await sign(
        base()
          .setIssuer(config.AUTH_JWT_ISSUER)
          .setAudience(config.AUTH_JWT_AUDIENCE)
          .setExpirationTime(Math.floor(Date.now() / 1000) - 10),
      ),
      algNone: new UnsecuredJWT({ sid: claims.sessionId })
        .setSubject(user.id)
        .setIssuer(config.AUTH_JWT_ISSUER)
        .setAudience(config.AUTH_JWT_AUDIENCE)
        .setExpirationTime('5m')
        .encode(),
      wrongIssuer: await sign(
        base().setIssuer('someone-else').setAudience(config.AUTH_JWT_AUDIENCE).setExpirationTime('5m'),
      ),
      wrongAudience: await sign(
        base().setIssuer(config.AUTH_JWT_ISSUER).setAudience('other-app').setExpirationTime('5m'),
      ),
      otherKey: await new SignJWT({ sid: claims.sessionId })
        .setSubject(user.id)
        .setIssuer(config.AUTH_JWT_ISSUER)
        .setAudience(config.AUTH_JWT_AUDIENCE)
        .setExpirationTime('5m')
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-000')),
      noExpiry: await sign(base().setIssuer(config.AUTH_JWT_ISSUER).setAudience(config.AUTH_JWT_AUDIENCE)),
    };
    for (const [name, token] of Object.entries(bad)) {
      const response = await app.inject({
        method: 'GET',
        url: `/web/users/${user.id}`,
        headers: token ? bearer(token) : {},
      });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await me(user.id, accessToken)).statusCode).toBe(200);
  });
});

/** Moves the spend time of a session's spent refresh tokens into the past. */
async function spentSecondsAgo(sessionId: string, seconds: number) {
  await db.execute(
    sql`update refresh_tokens set used_at = now() - make_interval(secs => ${seconds}) where session_id = ${sessionId} and used_at is not null`,
  );
}

describe('GET /auth/refresh-token', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const user = await makeUser(db);
    const first = await signIn(app, user.email);
    const response = await refresh(first.refreshCookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshTokenExpiresAt']);
    const next = cookieValue(response, 'circula_dev_rt');
    expect(next).toBeDefined();
    expect(next).not.toBe(first.refreshCookie);
    expect(cookieValue(response, 'circula_dev_rt_present')).toBe('1');
    expect((await me(user.id, body.accessToken)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back', async () => {
    const user = await makeUser(db);
    const first = await signIn(app, user.email);
    const sessionId = (await verifyAccessToken(config, first.accessToken))!.sessionId;
    const rotated = await refresh(first.refreshCookie);
    const current = cookieValue(rotated, 'circula_dev_rt')!;
    const newAccess = rotated.json().accessToken;
    await spentSecondsAgo(sessionId, REFRESH_REUSE_GRACE_SECONDS + 1);

    const reuse = await refresh(first.refreshCookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({
      code: 'REFRESH_TOKEN_INVALID',
      message: 'Sua sessão expirou. Entre novamente.',
    });
    // The cookies are cleared.
    expect(reuse.cookies.find((cookie) => cookie.name === 'circula_dev_rt')?.value).toBe('');

    const session = await db.query.sessions.findFirst({ where: (table, { eq }) => eq(table.id, sessionId) });
    expect(session?.revokedReason).toBe('refresh-token-reuse');
    // Everything of that session is dead, including the newest tokens.
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await me(user.id, newAccess)).statusCode).toBe(401);
    expect((await me(user.id, first.accessToken)).statusCode).toBe(401);
  });

  it('lets concurrent refreshes with the same token within the grace window keep the session', async () => {
    const user = await makeUser(db);
    const first = await signIn(app, user.email);
    const sessionId = (await verifyAccessToken(config, first.accessToken))!.sessionId;
    const [one, two, three] = await Promise.all([
      refresh(first.refreshCookie),
      refresh(first.refreshCookie),
      refresh(first.refreshCookie),
    ]);
    for (const response of [one!, two!, three!]) {
      expect(response.statusCode).toBe(200);
      const claims = await verifyAccessToken(config, response.json().accessToken);
      expect(claims?.sessionId).toBe(sessionId);
      expect((await me(user.id, response.json().accessToken)).statusCode).toBe(200);
    }
    // Every answer sets the same live successor, and it keeps working.
    const cookies = new Set([one!, two!, three!].map((response) => cookieValue(response, 'circula_dev_rt')));
    expect(cookies.size).toBe(1);
    const [successor] = [...cookies];
    expect(successor).not.toBe(first.refreshCookie);
    expect((await findActiveSession(db, sessionId))?.revokedAt).toBeNull();

    // A late copy of the first token, after a further rotation, still finds the newest token.
    const again = await refresh(successor);
    expect(again.statusCode).toBe(200);
    const late = await refresh(first.refreshCookie);
    expect(late.statusCode).toBe(200);
    expect(cookieValue(late, 'circula_dev_rt')).toBe(cookieValue(again, 'circula_dev_rt'));

    // The stored seal is not the token: nothing in the table opens without the spent token.
    const sealed = await db.query.refreshTokens.findMany({
      where: (table, { eq }) => eq(table.sessionId, sessionId),
    });
    expect(sealed.filter((row) => row.successorSealed).length).toBe(2);
    expect(sealed.some((row) => row.successorSealed?.includes(successor!))).toBe(false);
  });

  it('revokes the session when the token returns after the grace window', async () => {
    const user = await makeUser(db);
    const first = await signIn(app, user.email);
    const sessionId = (await verifyAccessToken(config, first.accessToken))!.sessionId;
    const rotated = await refresh(first.refreshCookie);
    await spentSecondsAgo(sessionId, REFRESH_REUSE_GRACE_SECONDS - 5);
    expect((await refresh(first.refreshCookie)).statusCode).toBe(200);
    await spentSecondsAgo(sessionId, REFRESH_REUSE_GRACE_SECONDS);
    expect((await refresh(first.refreshCookie)).statusCode).toBe(401);
    expect((await refresh(cookieValue(rotated, 'circula_dev_rt'))).statusCode).toBe(401);
    const session = await db.query.sessions.findFirst({ where: (table, { eq }) => eq(table.id, sessionId) });
    expect(session?.revokedReason).toBe('refresh-token-reuse');
  });

  it('answers 401 without a cookie, with an unknown one, and after the session expired', async () => {
    expect((await refresh(undefined)).json()).toMatchObject({
      statusCode: 401,
      code: 'REFRESH_TOKEN_INVALID',
    });
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const user = await makeUser(db);
    const signedIn = await signIn(app, user.email);
    await db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}`,
    );
    expect((await refresh(signedIn.refreshCookie)).statusCode).toBe(401);
  });
});

describe('POST /auth/signout', () => {
  it('ends the session of the access token, records SIGNOUT and clears the cookies', async () => {
    const user = await makeUser(db);
    const signedIn = await signIn(app, user.email);
    const other = await signIn(app, user.email);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/signout',
      headers: bearer(signedIn.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: true });
    const cleared = response.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name);
    expect(cleared.sort()).toEqual(['circula_dev_rt', 'circula_dev_rt_present']);
    expect((await me(user.id, signedIn.accessToken)).statusCode).toBe(401);
    expect((await refresh(signedIn.refreshCookie)).statusCode).toBe(401);
    // Only that session ended.
    expect((await me(user.id, other.accessToken)).statusCode).toBe(200);
    const types = (await listAuthEvents(db, user.id)).map((event) => event.type);
    expect(types).toEqual(['SIGNIN', 'SIGNIN', 'SIGNOUT']);
  });

  it('ends the session of the refresh cookie when there is no access token, and never fails', async () => {
    const user = await makeUser(db);
    const signedIn = await signIn(app, user.email);
    const byCookie = await app.inject({
      method: 'POST',
      url: '/auth/signout',
      cookies: { circula_dev_rt: signedIn.refreshCookie },
    });
    expect(byCookie.statusCode).toBe(200);
    expect((await me(user.id, signedIn.accessToken)).statusCode).toBe(401);
    const anonymous = await app.inject({ method: 'POST', url: '/auth/signout' });
    expect(anonymous.statusCode).toBe(200);
  });
});
