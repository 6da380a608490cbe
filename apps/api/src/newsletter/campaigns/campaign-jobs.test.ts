import { campaignDetailSchema } from '@circula/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../../test/helpers.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { buildApp } from '../../app.js';
import { upsertUserRole } from '../../auth/auth-repository.js';
import { bearer, makeUser, signIn, uniqueEmail } from '../../auth/auth-test-factories.js';
import { grantSpecialPermission } from '../../backoffice/special-permissions.js';
import { newsletterCampaigns, newsletterSubscribers } from '../../db/schema/index.js';

/*
 * The real durable job (pg-boss) sends a campaign, throttled; the process is closed in the middle of the
 * sending and another one, started on the same database, finishes it: every address gets one message.
 */

const smtp = await startSmtpSink();
const overrides = {
  JOBS_ENABLED: 'true',
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SMTP_URL: smtp.url,
  // One message every 300 ms: slow enough to close the process in the middle.
  NEWSLETTER_SEND_RATE_PER_MINUTE: '200',
};
const database = await createTestDatabase();
const db = database.db;
const opened: FastifyInstance[] = [];
async function startApp() {
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  opened.push(app);
  return app;
}
afterAll(async () => {
  for (const app of opened) await app.close();
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the campaign sending job', () => {
  it('is throttled, stops when its process closes, and another process finishes it without repeats', async () => {
    const first = await startApp();
    const author = await makeUser(db, { email: uniqueEmail('autora') });
    await upsertUserRole(db, { userId: author.id, role: 'CIRCULA_MARKETING', level: 1 });
    const approver = await makeUser(db, { email: uniqueEmail('aprovador') });
    await grantSpecialPermission(db, {
      userId: approver.id,
      permission: 'APPROVE_PARTNER_NEWSLETTER',
      actorUserId: null,
    });
    const addresses = Array.from({ length: 8 }, () => uniqueEmail('assinante'));
    await db.insert(newsletterSubscribers).values(
      addresses.map((email) => ({
        email,
        state: 'SE',
        city: 'ARACAJU',
        source: 'home',
        confirmedAt: new Date(),
      })),
    );

    const created = await first.inject({
      method: 'POST',
      url: '/backoffice/newsletter-campaigns',
      headers: bearer((await signIn(first, author.email)).accessToken),
      payload: {
        kind: 'PARTNER',
        subject: 'Ofertas do parceiro',
        blocks: [{ type: 'TEXT', text: 'Novidades da semana.' }],
        audience: { states: ['SE'] },
      },
    });
    const { id } = campaignDetailSchema.parse(created.json());
    const approved = await first.inject({
      method: 'POST',
      url: `/backoffice/newsletter-campaigns/${id}/approve`,
      headers: bearer((await signIn(first, approver.email)).accessToken),
    });
    expect(approved.statusCode).toBe(200);

    const received = () => smtp.received.filter((mail) => addresses.includes(mail.to[0]!));
    await until(() => received().length >= 2);
    const started = Date.now();
    await until(() => received().length >= 4);
    // Throttled: two messages take at least two intervals of 300 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await first.close();
    const afterClose = received().length;
    expect(afterClose).toBeLessThan(addresses.length);
    const [paused] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    expect(paused!.status).toBe('SENDING');

    await startApp();
    await until(async () => {
      const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
      return row!.status === 'SENT';
    }, 120_000);
    for (const address of addresses) {
      expect(
        received().filter((mail) => mail.to[0] === address),
        address,
      ).toHaveLength(1);
    }
  }, 180_000);
});
