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
});
