import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { ConfigError, loadConfig } from '../config.js';
import { makeUser } from './auth-test-factories.js';

const secret = 'a-production-secret-of-more-than-32-characters';
const { app, db } = await createTestApp({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret });

describe('production', () => {
  it('refuses to start without a real JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_JWT_SECRET: obrigatório em produção/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: 'curto' })).toThrow(/32 caracteres/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret }).authJwtSecret).toBe(secret);
    expect(loadConfig({ NODE_ENV: 'development' }).authJwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('uses the production cookie names, Secure', async () => {
    const user = await makeUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/signin/credentials',
      payload: { email: user.email, password: 'senha-secreta-123' },
    });
    expect(response.statusCode).toBe(200);
    const names = response.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(['circula_rt', 'circula_rt_present']);
    for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
    const refreshed = await app.inject({
      method: 'GET',
      url: '/auth/refresh-token',
      cookies: { circula_rt: response.cookies.find((cookie) => cookie.name === 'circula_rt')!.value },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('does not serve the development outbox nor the role grant', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
    const roles = await app.inject({
      method: 'POST',
      url: '/dev/roles',
      payload: { email: 'alguem@example.com', role: 'CIRCULA_CUSTOMER_SUPPORT' },
    });
    expect(roles.statusCode).toBe(404);
  });
});
