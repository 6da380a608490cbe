import { newsletterMessages } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { findSubscriberByEmail } from './newsletter-repository.js';

const { app, db } = await createTestApp();
const url = '/web/email/newsletter-subscribers';
const valid = { email: 'Maria@Example.com', state: 'sp', city: 'São Paulo', source: 'terms' };

describe('POST /web/email/newsletter-subscribers', () => {
  it('stores the subscriber with state and city upper-cased', async () => {
    const response = await app.inject({ method: 'POST', url, payload: valid });
    expect(response.statusCode).toBe(201);
    const row = await findSubscriberByEmail(db, 'maria@example.com');
    expect(row).toMatchObject({ state: 'SP', city: 'SÃO PAULO', source: 'terms' });
  });

  it('updates a repeated e-mail instead of duplicating it', async () => {
    await app.inject({ method: 'POST', url, payload: { ...valid, email: 'joao@example.com' } });
    const again = await app.inject({
      method: 'POST',
      url,
      payload: { email: 'JOAO@example.com ', state: 'RJ', city: 'Niterói', source: 'privacy' },
    });
    expect(again.statusCode).toBe(201);
    const row = await findSubscriberByEmail(db, 'joao@example.com');
    expect(row).toMatchObject({ state: 'RJ', city: 'NITERÓI', source: 'privacy' });
    const all = await db.query.newsletterSubscribers.findMany({
      where: (t, { eq }) => eq(t.email, 'joao@example.com'),
    });
    expect(all).toHaveLength(1);
  });

  it.each([
    ['email', newsletterMessages.emailRequired],
    ['state', newsletterMessages.stateRequired],
    ['city', newsletterMessages.cityRequired],
  ])('answers 400 with the spec message when %s is missing', async (field, message) => {
    const payload: Record<string, string> = { ...valid };
    delete payload[field];
    const response = await app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('refuses a city that is not in the state, storing nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: { ...valid, email: 'x@example.com', state: 'RJ', city: 'Campinas' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CITY_NOT_IN_STATE');
    expect(await findSubscriberByEmail(db, 'x@example.com')).toBeUndefined();
  });

  it('refuses an unknown source and a malformed e-mail', async () => {
    const badSource = await app.inject({ method: 'POST', url, payload: { ...valid, source: 'spam' } });
    expect(badSource.statusCode).toBe(400);
    const badEmail = await app.inject({ method: 'POST', url, payload: { ...valid, email: 'not-an-email' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe(newsletterMessages.emailInvalid);
  });

  it('answers a malformed JSON body with 400 in Portuguese', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('O corpo da requisição não é um JSON válido.');
  });
});
