import { newsletterConfirmationMessages, newsletterMessages } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { newsletterSubscribers, newsletterUnsubscribes } from '../db/schema/index.js';
import {
  deleteStaleUnconfirmedSubscribers,
  findSubscriberByEmail,
  isUnsubscribed,
} from './newsletter-repository.js';
import { newsletterConfirmationsPerDay } from './subscribe-to-newsletter.js';

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

describe('an address that unsubscribed, named in the form again', () => {
  const unsubscribed = async (email: string) => {
    await db.insert(newsletterUnsubscribes).values({ email }).onConflictDoNothing();
  };
  const confirmationsTo = async (email: string) =>
    (await readOutbox(app, email)).filter((mail) => mail.notificationType === 'NEWSLETTER_CONFIRMATION');
  const linkIn = (text: string) => {
    const match = /https?:\/\/\S+\/newsletter\/confirmar\?t=([\w-]+)/.exec(text);
    if (!match) throw new Error(`no confirmation link in: ${text}`);
    return match[1]!;
  };
  const confirm = (token: string) =>
    app.inject({
      method: 'POST',
      url: `/web/newsletter/confirmation?t=${encodeURIComponent(token)}`,
      remoteAddress: '10.0.7.4',
    });

  it('stays unsubscribed until the link sent to it is used, once; the form answers as for anyone', async () => {
    const email = 'volta@example.com';
    await unsubscribed(email);
    const response = await app.inject({
      method: 'POST',
      url,
      payload: { ...valid, email },
      remoteAddress: '10.0.7.1',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email, state: 'SP', city: 'SÃO PAULO', source: 'terms' });
    expect(await isUnsubscribed(db, email)).toBe(true);
    const [mail] = await confirmationsTo(email);
    expect(mail!.subject).toBe('Confirme que quer voltar a receber a newsletter da Circula');

    const token = linkIn(mail!.bodyText);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true });
    expect(await isUnsubscribed(db, email)).toBe(false);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'NEWSLETTER_CONFIRMATION_INVALID',
      message: newsletterConfirmationMessages.invalid,
    });
    expect((await confirm(`${token}x`)).json().code).toBe('NEWSLETTER_CONFIRMATION_INVALID');
  });

  it('an address that unsubscribed gets at most three confirmation mails a day', async () => {
    const email = 'insistente@example.com';
    await unsubscribed(email);
    for (let time = 0; time < 6; time += 1) {
      const answer = await app.inject({
        method: 'POST',
        url,
        payload: { ...valid, email },
        remoteAddress: '10.0.7.3',
      });
      expect(answer.statusCode).toBe(201);
    }
    expect(await confirmationsTo(email)).toHaveLength(newsletterConfirmationsPerDay);
    expect(await isUnsubscribed(db, email)).toBe(true);
  });
});

describe('a new address typed into the form (double opt-in)', () => {
  const confirmationsTo = async (email: string) =>
    (await readOutbox(app, email)).filter((mail) => mail.notificationType === 'NEWSLETTER_CONFIRMATION');
  const subscribeAs = (email: string) =>
    app.inject({ method: 'POST', url, payload: { ...valid, email }, remoteAddress: '10.0.8.1' });

  it('is stored unconfirmed and mailed a link; the link confirms it, and the form afterwards mails nothing', async () => {
    const email = 'primeira.vez@example.com';
    const response = await subscribeAs(email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email, state: 'SP', city: 'SÃO PAULO', source: 'terms' });
    expect((await findSubscriberByEmail(db, email))!.confirmedAt).toBeNull();
    const [mail] = await confirmationsTo(email);
    expect(mail!.subject).toBe('Confirme sua inscrição na newsletter da Circula');
    expect(mail!.bodyText).toContain('acabou de ser cadastrado para receber a newsletter');
    const token = /\/newsletter\/confirmar\?t=([\w-]+)/.exec(mail!.bodyText)![1]!;

    const confirmed = await app.inject({
      method: 'POST',
      url: `/web/newsletter/confirmation?t=${encodeURIComponent(token)}`,
      remoteAddress: '10.0.8.2',
    });
    expect(confirmed.json()).toEqual({ confirmed: true });
    const confirmedAt = (await findSubscriberByEmail(db, email))!.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);

    // Named again (another city): the row is updated, stays confirmed, and no new mail goes out.
    const again = await app.inject({
      method: 'POST',
      url,
      payload: { email, state: 'RJ', city: 'Niterói', source: 'privacy' },
      remoteAddress: '10.0.8.1',
    });
    expect(again.statusCode).toBe(201);
    expect(await findSubscriberByEmail(db, email)).toMatchObject({ city: 'NITERÓI', confirmedAt });
    expect(await confirmationsTo(email)).toHaveLength(1);
  });

  it('an unconfirmed address named many times gets at most three links a day and stays unconfirmed', async () => {
    const email = 'alvo.de.cadastro@example.com';
    for (let time = 0; time < 5; time += 1) expect((await subscribeAs(email)).statusCode).toBe(201);
    expect(await confirmationsTo(email)).toHaveLength(newsletterConfirmationsPerDay);
    expect((await findSubscriberByEmail(db, email))!.confirmedAt).toBeNull();
  });
});

describe('the daily sweep of addresses that never confirmed', () => {
  it('deletes only unconfirmed subscribers last named in the form more than 30 days ago', async () => {
    const old = new Date(Date.now() - 31 * 86_400_000);
    const recent = new Date(Date.now() - 29 * 86_400_000);
    const row = (email: string, updatedAt: Date, confirmedAt: Date | null) => ({
      email,
      state: 'SP',
      city: 'SÃO PAULO',
      source: 'home',
      confirmedAt,
      createdAt: updatedAt,
      updatedAt,
    });
    await db
      .insert(newsletterSubscribers)
      .values([
        row('esquecido@example.com', old, null),
        row('recente@example.com', recent, null),
        row('confirmado.antigo@example.com', old, old),
      ]);
    expect(await deleteStaleUnconfirmedSubscribers(db)).toBe(1);
    const left = await db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.source, 'home'));
    expect(left.map((r) => r.email).sort()).toEqual(['confirmado.antigo@example.com', 'recente@example.com']);
    expect(await deleteStaleUnconfirmedSubscribers(db)).toBe(0);
  });
});
