import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';

const { app } = await createTestApp();

describe('infrastructure routes', () => {
  it('GET /health answers ok', async () => {
    const response = await app.inject('/health');
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready answers ready while the database answers', async () => {
    const response = await app.inject('/ready');
    expect(response.statusCode).toBe(200);
  });

  it('serves the OpenAPI document with the routes', async () => {
    const response = await app.inject('/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toContain('/web/geo/states/{code}/cities');
    expect(paths).toContain('/web/email/newsletter-subscribers');
  });

  it('answers an unknown route with the error shape and a request id', async () => {
    const response = await app.inject('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('sends security headers and CORS only for the web origin', async () => {
    const allowed = await app.inject({ url: '/health', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const other = await app.inject({ url: '/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the same security headers on answers, refusals and errors', async () => {
    const answers = await Promise.all([
      app.inject('/health'),
      app.inject('/nope'),
      app.inject({
        method: 'POST',
        url: '/web/lots/00000000-0000-4000-8000-000000000000/bids',
        payload: {
          amountCents: 10_000,
          lastSeenBidId: null,
          idempotencyKey: '00000000-0000-4000-8000-000000000001',
        },
      }),
      app.inject({
        method: 'POST',
        url: '/auth/signin/credentials',
        payload: '{broken',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    for (const response of answers) {
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-resource-policy': 'same-site',
        'cross-origin-opener-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-request-id']).toBeTruthy();
    }
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 401, 400]);
  });
});
