import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { uniqueEmail } from '../auth/auth-test-factories.js';
import type { Database } from '../db/client.js';
import { renderNotice } from './email/render.js';
import { listOutboxRows } from './notifications-repository.js';
import { notifierFor } from './notifier.js';
import { queueTemplateEmails } from './queue-emails.js';

// SMTP pointed at a closed local port: delivery fails for real, as with a mail server that is down.
const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SMTP_URL: 'smtp://127.0.0.1:1' });
const { app: outboxOnly, db: outboxDb } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });

describe('e-mail delivery', () => {
  it('answers the request as usual and keeps the message in the outbox with the error', async () => {
    const email = uniqueEmail();
    const response = await app.inject({ method: 'POST', url: '/auth/email-code', payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    // Delivery runs after the answer (the request never waits for SMTP): the failure lands on the row soon after.
    await expect
      .poll(async () => (await listOutboxRows(db, { to: email, limit: 5 }))[0]?.error, { timeout: 10_000 })
      .toEqual(expect.stringMatching(/\S/));
    const [row] = await listOutboxRows(db, { to: email, limit: 5 });
    expect(row).toMatchObject({ channel: 'EMAIL', notificationType: 'EMAIL_CODE', sentAt: null });
  });

  it('without SMTP the outbox row is the message, readable in development', async () => {
    const email = uniqueEmail();
    await outboxOnly.inject({ method: 'POST', url: '/auth/email-code', payload: { email } });
    const [row] = await listOutboxRows(outboxDb, { to: email, limit: 5 });
    expect(row).toMatchObject({ sentAt: null, error: null });
    const listed = await outboxOnly.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ to: email, bodyText: row!.bodyText })]);
    const limited = await outboxOnly.inject({ method: 'GET', url: '/dev/outbox?limit=0' });
    expect(limited.statusCode).toBe(400);
  });

  it('without SMTP an e-mail queued unrendered is rendered at delivery all the same, so the row reads whole', async () => {
    const email = uniqueEmail();
    const props = { name: 'Bruno', title: 'Lance superado', body: 'Seu lance foi superado.' };
    const ids = await outboxDb.transaction((tx) =>
      queueTemplateEmails(tx as unknown as Database, [{ to: email, type: 'OUTBID', props }]),
    );
    expect(await notifierFor(outboxOnly).deliverQueued(ids)).toBe(0);
    const rendered = await renderNotice('OUTBID', props, outboxOnly.deps.config.WEB_ORIGIN);
    const listed = await outboxOnly.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        subject: rendered.subject,
        bodyText: rendered.text,
        sentAt: null,
        error: null,
      }),
    ]);
  });
});
