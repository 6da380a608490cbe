import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { outbox } from '../db/schema/index.js';
import { sweepNotifications } from '../notifications/outbox-jobs.js';
import { makeUser, uniqueEmail } from './auth-test-factories.js';

/**
 * Auth e-mails go through the outbox and are delivered after the answer, never inside the request; the
 * answer takes the same time whether the address has an account or not.
 */

const smtp = await startSmtpSink();
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SMTP_URL: smtp.url,
});

const outboxTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to));
const receivedBy = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

async function until(check: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timed(url: string, email: string) {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url, payload: { email } });
  expect(response.json()).toEqual({ sent: true });
  return performance.now() - started;
}

describe('auth e-mails with a slow SMTP server', () => {
  it('answers a known address without waiting for SMTP, and the mail still arrives', async () => {
    smtp.delayReplies(1_500);
    try {
      for (const url of ['/auth/forgot-password', '/auth/signin/magic-link', '/auth/email-code']) {
        const known = await makeUser(db);
        const unknown = uniqueEmail('ninguem');
        await timed(url, unknown); // warm-up of the route
        const knownMs = await timed(url, known.email);
        expect(knownMs).toBeLessThan(1_000);
        const [row] = await outboxTo(known.email);
        expect(row).toMatchObject({ channel: 'EMAIL', sentAt: null });
        expect(receivedBy(known.email)).toEqual([]);
        await until(() => receivedBy(known.email).length === 1);
      }
    } finally {
      smtp.delayReplies(0);
    }
  });

  it('takes the same time for a known and an unknown address, so the answer does not tell who has an account', async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    for (const url of ['/auth/forgot-password', '/auth/signin/magic-link', '/auth/email-code']) {
      await timed(url, uniqueEmail('aquecimento')); // warm-up of the route
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const user = await makeUser(db);
        // Alternated, so a slow moment of the machine weighs on both sides.
        known.push(await timed(url, user.email));
        unknown.push(await timed(url, uniqueEmail('ninguem')));
      }
      const floor = app.deps.config.AUTH_EMAIL_ANSWER_MS;
      expect(floor).toBeGreaterThanOrEqual(400);
      expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(floor - 1);
      // Without the floor a known address costs a token, a template and an outbox row more than an unknown one.
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(40);
    }
  });

  it('leaves a mail that SMTP refused in the outbox, and the delivery job sends it', async () => {
    const user = await makeUser(db);
    smtp.failNext();
    await timed('/auth/forgot-password', user.email);
    // The delivery started after the answer failed; the row waits for the job with its error.
    let row = (await outboxTo(user.email))[0];
    for (let i = 0; i < 100 && !row?.error; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = (await outboxTo(user.email))[0];
    }
    expect(row).toMatchObject({ sentAt: null, attempts: 1, error: expect.any(String) });
    expect(receivedBy(user.email)).toEqual([]);
    await db.execute(sql`UPDATE outbox SET next_attempt_at = now() WHERE id = ${row!.id}`);
    await sweepNotifications(app);
    expect(receivedBy(user.email)).toHaveLength(1);
    expect(receivedBy(user.email)[0]!.data).toContain('redefinir-senha');
  });
});
