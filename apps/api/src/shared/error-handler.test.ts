import { textMessages } from '@circula/domain';
import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { classifyDatabaseFailure } from './error-handler.js';

const database = await createTestDatabase();
const app = await buildApp(testConfig({ SEARCH_CACHE_SECONDS: '0' }), { database });
afterAll(() => app.close());
// A route that hands the database whatever text it is given, unvalidated: the handler is the last net.
app
  .withTypeProvider<ZodTypeProvider>()
  .get('/test/echo', { schema: { querystring: z.object({ text: z.string() }) } }, async (request) => {
    await database.db.execute(sql`select ${request.query.text}::text as text`);
    return { ok: true };
  });

describe('the error handler and the database', () => {
  it('answers 400, not 500, when the database refuses the bytes of a text (a NUL)', async () => {
    const ok = await app.inject({ method: 'GET', url: '/test/echo?text=ol%C3%A1' });
    expect(ok.statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/test/echo?text=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses control characters in free text with 400 and a pt-BR message, anonymously too', async () => {
    for (const url of ['/web/search?location=%00', '/web/search?q=geladeira%00', '/web/search?q=a%07b']) {
      const response = await app.inject({ method: 'GET', url });
      expect([response.statusCode, response.json().code], url).toEqual([400, 'VALIDATION_FAILED']);
      expect(response.json().message).toBe(textMessages.controlCharacters);
    }
    const newsletter = await app.inject({
      method: 'POST',
      url: '/web/email/newsletter-subscribers',
      payload: { email: 'nul@example.com', state: 'SP', city: 'Campinas\u0000', source: 'home' },
    });
    expect(newsletter.statusCode).toBe(400);
  });

  it('recognises connection failures of the PostgreSQL driver and a closed database', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['ECONNREFUSED', '57P01', '57P03', '08006', '08001']) {
      expect(classifyDatabaseFailure(withCode(code)), code).toBe('unavailable');
      expect(classifyDatabaseFailure(new Error('Failed query', { cause: withCode(code) })), code).toBe(
        'unavailable',
      );
    }
    expect(classifyDatabaseFailure(withCode('23505'))).toBeNull();
    expect(classifyDatabaseFailure(new Error('PGlite is closed'))).toBe('unavailable');
  });

  it('answers 503 with Retry-After, not 500, when the database is gone', async () => {
    const before = await app.inject({ method: 'GET', url: '/web/search?q=geladeira' });
    expect(before.statusCode).toBe(200);
    // The database goes away under the running app (the file's own clean-up then has nothing to close).
    const close = database.close;
    database.close = async () => {};
    await close();
    for (const url of ['/web/search?q=geladeira', '/test/echo?text=oi']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(response.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    }
  });
});
