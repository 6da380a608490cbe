import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { makeUser } from '../auth/auth-test-factories.js';
import type { Database } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { renderEmailSample } from './email/render.js';
import { notifierFor, queuedEmailMaxAttempts } from './notifier.js';
import { queueEmails } from './queue-emails.js';

/** Delivery through a real SMTP server (smtp-server), read back as a mail client reads it (mailparser). */

const site = 'https://circula.example';
const smtp = await startSmtpSink();
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SMTP_URL: smtp.url,
  WEB_ORIGIN: site,
  MAIL_FROM: 'Circula <nao-responda@circula.example>',
  AUTH_EMAIL_ANSWER_MS: '0',
});

const rowOf = async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));
const makeDue = (id: string) =>
  db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));

async function until(check: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function queueSample(to: string) {
  const email = await renderEmailSample('PAYMENT_REMINDER', site);
  const [id] = await db.transaction((tx) => queueEmails(tx as unknown as Database, [{ to, ...email }]));
  return id!;
}

describe('e-mail through a real SMTP server', () => {
  it('arrives as multipart/alternative with its headers, both parts as queued, and links to the site', async () => {
    const user = await makeUser(db);
    const answer = await app.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(answer.json()).toEqual({ sent: true });
    await until(() => receivedBy(user.email).length === 1);
    const [mail] = receivedBy(user.email);
    const { parsed } = mail!;
    const [row] = await db.select().from(outbox).where(eq(outbox.to, user.email));

    expect(mail!.from).toBe('nao-responda@circula.example');
    expect(parsed.from?.value).toEqual([{ address: 'nao-responda@circula.example', name: 'Circula' }]);
    expect(parsed.to).toMatchObject({ value: [{ address: user.email }] });
    expect(parsed.subject).toBe('Redefinição de senha da Circula');
    expect(Math.abs(parsed.date!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(parsed.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail!.data).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail!.data).toMatch(/Content-Type: text\/html; charset=utf-8/i);

    expect(parsed.text?.trim()).toBe(row!.bodyText.trim());
    expect(parsed.html).toBe(row!.bodyHtml);
    expect(row).toMatchObject({ sentAt: expect.any(Date), attempts: 1, error: null, failedAt: null });

    const links = [...(parsed.html as string).matchAll(/href="([^"]+)"/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(new URL(link).origin).toBe(site);
    const reset = links.find((link) => link.startsWith(`${site}/auth/redefinir-senha?token=`));
    expect(reset).toBeDefined();
    expect(parsed.text).toContain(reset);
  });

  it('a server that refuses (5xx) is retried with a growing back-off, then the message is recorded failed', async () => {
    const to = 'recusado@example.com';
    const id = await queueSample(to);
    const queued = await rowOf(id);
    smtp.refuseNext(queuedEmailMaxAttempts);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= queuedEmailMaxAttempts; attempt += 1) {
      await makeDue(id);
      const before = Date.now();
      expect(await notifierFor(app).deliverQueued([id])).toBe(0);
      const row = await rowOf(id);
      expect(row).toMatchObject({ attempts: attempt, sentAt: null, error: expect.stringContaining('550') });
      if (attempt < queuedEmailMaxAttempts) {
        expect(row.failedAt).toBeNull();
        waits.push(row.nextAttemptAt!.getTime() - before);
      }
    }
    // 1, 2, 4, 8 leases of 60 s.
    for (const [index, wait] of waits.entries()) {
      expect(wait).toBeGreaterThan(60_000 * 2 ** index - 5_000);
      expect(wait).toBeLessThan(60_000 * 2 ** index + 5_000);
    }
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ failedAt: expect.any(Date), nextAttemptAt: null, sentAt: null });
    // Nothing lost: the message is still whole in the outbox, and nothing arrived.
    expect(failed).toMatchObject({
      subject: queued.subject,
      bodyText: queued.bodyText,
      bodyHtml: queued.bodyHtml,
    });
    expect(receivedBy(to)).toEqual([]);
    // Given up: later sweeps leave it alone.
    await makeDue(id);
    expect(await notifierFor(app).deliverQueued()).toBe(0);
    expect((await rowOf(id)).attempts).toBe(queuedEmailMaxAttempts);
  });

  it('a dropped connection is an attempt that failed: the next one delivers the message once', async () => {
    const to = 'queda@example.com';
    const id = await queueSample(to);
    smtp.dropNext();
    expect(await notifierFor(app).deliverQueued([id])).toBe(0);
    expect(await rowOf(id)).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: null,
      error: expect.any(String),
    });
    expect(receivedBy(to)).toEqual([]);
    await makeDue(id);
    expect(await notifierFor(app).deliverQueued()).toBeGreaterThanOrEqual(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, sentAt: expect.any(Date), error: null });
    expect(receivedBy(to)).toHaveLength(1);
    expect(receivedBy(to)[0]!.parsed.subject).toBe((await rowOf(id)).subject);
  });

  it('a server that keeps dropping the connection ends with the message recorded failed', async () => {
    const to = 'sempre-cai@example.com';
    const id = await queueSample(to);
    smtp.dropNext(queuedEmailMaxAttempts);
    for (let attempt = 0; attempt < queuedEmailMaxAttempts; attempt += 1) {
      await makeDue(id);
      await notifierFor(app).deliverQueued([id]);
    }
    expect(await rowOf(id)).toMatchObject({
      attempts: queuedEmailMaxAttempts,
      sentAt: null,
      failedAt: expect.any(Date),
      bodyText: expect.stringContaining('Lembrete'),
    });
    expect(receivedBy(to)).toEqual([]);
  });
});
