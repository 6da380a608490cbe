import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { upsertUserRole } from './auth-repository.js';
import { bearer, makeUser, signIn, uniqueEmail } from './auth-test-factories.js';
import { authenticate, requireRole } from './authenticate.js';
import { userAgentLabel } from './user-agent-label.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '4' });

// A route of another context that needs FINANCE write access, guarded by the helpers this context exports.
app.get('/test/finance', { onRequest: authenticate }, async (request) => {
  const caller = await requireRole(request, 'CIRCULA_FINANCE', 1);
  return { userId: caller.userId };
});

describe('requireRole', () => {
  it('lets through only a user holding the role at the level or above', async () => {
    const reader = await makeUser(db);
    const writer = await makeUser(db);
    const admin = await makeUser(db);
    const other = await makeUser(db);
    await upsertUserRole(db, { userId: reader.id, role: 'CIRCULA_FINANCE', level: 0 });
    await upsertUserRole(db, { userId: writer.id, role: 'CIRCULA_FINANCE', level: 1 });
    await upsertUserRole(db, { userId: admin.id, role: 'CIRCULA_FINANCE', level: 2 });
    await upsertUserRole(db, { userId: other.id, role: 'CIRCULA_MARKETING', level: 2 });
    const expected = [
      [reader, 403],
      [writer, 200],
      [admin, 200],
      [other, 403],
    ] as const;
    for (const [user, status] of expected) {
      const { accessToken } = await signIn(app, user.email);
      const response = await app.inject({
        method: 'GET',
        url: '/test/finance',
        headers: bearer(accessToken),
      });
      expect(response.statusCode).toBe(status);
      if (status === 403) expect(response.json().message).toBe('Você não tem permissão para fazer isso.');
      else expect(response.json()).toEqual({ userId: user.id });
    }
    expect((await app.inject({ method: 'GET', url: '/test/finance' })).statusCode).toBe(401);
  });
});

describe('per-IP limits', () => {
  it('answers 429 with Retry-After once one IP floods a sign-in route, whatever the e-mail', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/email-code',
        payload: { email: uniqueEmail() },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const otherIp = await app.inject({
      method: 'POST',
      url: '/auth/email-code',
      payload: { email: uniqueEmail() },
      remoteAddress: '203.0.113.8',
    });
    expect(otherIp.statusCode).toBe(200);
  });
});

describe('userAgentLabel', () => {
  it('names browser and system, and says Desconhecido when it cannot tell', () => {
    expect(userAgentLabel(null)).toBe('Desconhecido');
    expect(userAgentLabel('')).toBe('Desconhecido');
    expect(userAgentLabel('???')).toBe('Desconhecido');
    expect(userAgentLabel('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 em Linux',
    );
  });
});
