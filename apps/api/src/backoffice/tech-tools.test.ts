import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { recordAudit } from '../audit/record-audit.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';
import { auditLog, outbox } from '../db/schema/index.js';
import { maskSecrets } from './tech-tools.js';

const { app, db } = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000', RATE_LIMIT_MAX: '100000' });
const techReader = await signedInStaff(app, db, 'CIRCULA_TECH', 0);
const get = (url: string) => app.inject({ method: 'GET', url, headers: techReader.headers });

describe('outbox viewer', () => {
  it('lists messages by status and recipient with links and codes masked', async () => {
    const to = `alguem-${randomUUID().slice(0, 8)}@example.com`;
    await db.insert(outbox).values([
      {
        channel: 'EMAIL',
        to,
        notificationType: 'EMAIL_CODE',
        subject: 'Seu código é 482913',
        bodyText:
          'Use o código 482913 ou o link https://circula.example/auth/link?token=segredo-123 para entrar.',
        sentAt: new Date(),
      },
      {
        channel: 'EMAIL',
        to,
        notificationType: 'LOT_WON',
        subject: 'Você arrematou',
        bodyText: 'Lote 12 por R$ 1.234,56.',
        error: 'SMTP recusou: 550',
        attempts: 5,
      },
    ]);
    const all = await get(`/backoffice/outbox?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(2);
    const sent = all.json().entries.find((entry: { status: string }) => entry.status === 'SENT');
    expect(sent.subject).toBe('Seu código é ••••••');
    expect(sent.bodyText).toBe('Use o código •••••• ou o link [link oculto] para entrar.');
    expect(all.body).not.toContain('482913');
    expect(all.body).not.toContain('segredo-123');

    const failed = await get(`/backoffice/outbox?status=FAILED&to=${encodeURIComponent(to)}`);
    expect(failed.json().entries).toEqual([
      expect.objectContaining({
        notificationType: 'LOT_WON',
        status: 'FAILED',
        attempts: 5,
        bodyText: 'Lote 12 por R$ 1.234,56.',
      }),
    ]);
    const paged = await get(`/backoffice/outbox?to=${encodeURIComponent(to)}&take=1&skip=1`);
    expect(paged.json()).toMatchObject({ total: 2, entries: [expect.any(Object)] });
    expect((await get('/backoffice/outbox?status=PERDIDO')).statusCode).toBe(400);
  });

  it('masks every link, six-digit code and pick-up code, leaving the rest readable', () => {
    expect(maskSecrets('Código 123456, link http://x.test/a?b=c. Pedido 2026 de R$ 10,00')).toBe(
      'Código ••••••, link [link oculto] Pedido 2026 de R$ 10,00',
    );
    expect(
      maskSecrets(
        'Apresente o código de retirada ABCD-2345 (ou o QR code da sua compra). Lote 12, PAG-1A2B3C4D.',
      ),
    ).toBe('Apresente o código de retirada ••••-•••• (ou o QR code da sua compra). Lote 12, PAG-1A2B3C4D.');
  });
});

describe('job queue health', () => {
  it('counts jobs by state per queue, shows the failed ones and sends one back to its queue once', async () => {
    const jobs = app.deps.jobs;
    await jobs.start();
    const queue = `teste-falha-${randomUUID().slice(0, 6)}`;
    await jobs.createQueue(queue);
    const jobId = (await jobs.send(queue, { lotId: 'x' }, { retryLimit: 0 }))!;
    await jobs.send(queue, { lotId: 'y' }, { startAfter: 3600 });
    const [job] = await jobs.fetch(queue);
    expect(job!.id).toBe(jobId);
    await jobs.fail(queue, jobId, { message: 'Falhou ao abrir https://interno.example/segredo' });

    const health = await get('/backoffice/jobs');
    expect(health.statusCode).toBe(200);
    const row = health.json().queues.find((entry: { name: string }) => entry.name === queue);
    expect(row).toMatchObject({ name: queue, queued: 1, failed: 1, active: 0 });
    const failed = health.json().failedJobs.find((entry: { id: string }) => entry.id === jobId);
    expect(failed).toMatchObject({ queue, error: 'Falhou ao abrir [link oculto]' });

    const writer = await signedInStaff(app, db, 'CIRCULA_TECH', 1);
    const retry = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/backoffice/jobs/${queue}/${jobId}/retry`, headers });
    expect((await retry(techReader.headers)).statusCode).toBe(403);
    const [first, second] = await Promise.all([retry(writer.headers), retry(writer.headers)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([204, 404]);
    const after = (await get('/backoffice/jobs')).json();
    expect(after.queues.find((entry: { name: string }) => entry.name === queue)).toMatchObject({
      failed: 0,
      retrying: 1,
    });
    await jobs.stop({ graceful: false, wait: true });
  });
});

describe('audit log viewer', () => {
  it('filters by actor, entity, action and dates, newest first, paginated', async () => {
    const actor = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 1);
    const entityId = randomUUID();
    for (const [action, when] of [
      ['BUYER_BLOCKED', '2026-03-01T12:00:00.000Z'],
      ['BUYER_UNBLOCKED', '2026-03-02T12:00:00.000Z'],
      ['BUYER_BLOCKED', '2026-03-03T12:00:00.000Z'],
    ] as const) {
      const row = await recordAudit(db, {
        actorUserId: actor.user.id,
        action,
        entityType: 'buyer',
        entityId,
        before: { status: 'ACTIVE' },
        after: { status: 'BLOCKED' },
      });
      await db
        .update(auditLog)
        .set({ createdAt: new Date(when) })
        .where(eq(auditLog.id, row.id));
    }
    const page = await get(`/backoffice/audit-log?entityType=buyer&entityId=${entityId}&take=2`);
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    expect(page.json().entries.map((entry: { createdAt: string }) => entry.createdAt)).toEqual([
      '2026-03-03T12:00:00.000Z',
      '2026-03-02T12:00:00.000Z',
    ]);
    expect(page.json().entries[0]).toMatchObject({
      action: 'BUYER_BLOCKED',
      actor: { userId: actor.user.id, email: actor.user.email },
      before: { status: 'ACTIVE' },
      after: { status: 'BLOCKED' },
    });
    const byAction = await get(`/backoffice/audit-log?entityId=${entityId}&action=BUYER_UNBLOCKED`);
    expect(byAction.json().total).toBe(1);
    const byActor = await get(`/backoffice/audit-log?actor=${encodeURIComponent(actor.user.email)}`);
    expect(byActor.json().total).toBe(3);
    const byActorId = await get(`/backoffice/audit-log?actor=${actor.user.id}&entityId=${entityId}`);
    expect(byActorId.json().total).toBe(3);
    const inRange = await get(
      `/backoffice/audit-log?entityId=${entityId}&from=2026-03-01T13:00:00-03:00&to=2026-03-03T00:00:00Z`,
    );
    expect(inRange.json().entries.map((entry: { action: string }) => entry.action)).toEqual([
      'BUYER_UNBLOCKED',
    ]);
    const backwards = await get('/backoffice/audit-log?from=2026-03-03T00:00:00Z&to=2026-03-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('A data inicial deve ser antes da final');

    expect((await get('/backoffice/audit-log')).statusCode).toBe(200);
    // Customer support does not read the audit log of the whole staff.
    const refused = await app.inject({ method: 'GET', url: '/backoffice/audit-log', headers: actor.headers });
    expect(refused.statusCode).toBe(403);
  });
});
