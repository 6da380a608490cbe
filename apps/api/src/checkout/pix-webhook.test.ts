import { randomBytes } from 'node:crypto';
import { formatBRL } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { jpegBytes, makeDataDir, multipartFile, signedInStaff } from '../buyers/buyer-test-factories.js';
import { ConfigError, loadConfig } from '../config.js';
import {
  paymentIntentHistory,
  paymentIntents,
  paymentReceipts,
  pixNotices,
  userNotifications,
} from '../db/schema/index.js';
import { auctionWon, intentsOfBuyer, intentUrl, signedNotice } from './checkout-test-factories.js';
import { verifyPixSignature } from './verify-pix-signature.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PIX_WEBHOOK_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});
const secret = app.deps.config.pixWebhookSecret!;
const endToEndId = () => `E${randomBytes(16).toString('hex').toUpperCase().slice(0, 31)}`;

async function openIntent() {
  const { winners } = await auctionWon(app, db);
  const [intent] = await intentsOfBuyer(db, winners[0]!.buyerId);
  return { intent: intent!, winner: winners[0]! };
}
const intentRow = async (id: string) =>
  (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;
const historyOf = (id: string) =>
  db.select().from(paymentIntentHistory).where(eq(paymentIntentHistory.intentId, id));

describe('POST /webhooks/pix', () => {
  it('refuses a missing or wrong signature, and a signature made with another key, changing nothing', async () => {
    const { intent } = await openIntent();
    const body = { endToEndId: endToEndId(), txid: intent.pixTxid, amountCents: Number(intent.totalCents) };
    const good = signedNotice(secret, body);
    const unsigned = await app.inject({ ...good, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('PIX_SIGNATURE_INVALID');
    const tampered = await app.inject({
      ...good,
      payload: good.payload.replace(`"amountCents":${body.amountCents}`, '"amountCents":1'),
    });
    expect(tampered.statusCode).toBe(401);
    const otherKey = signedNotice('another-secret-of-at-least-thirty-two-characters', body);
    expect((await app.inject(otherKey)).statusCode).toBe(401);
    expect((await intentRow(intent.id)).status).toBe('PENDING_PAYMENT');
    expect(await db.select().from(pixNotices).where(eq(pixNotices.txid, intent.pixTxid))).toHaveLength(0);
  });

  it('refuses a replayed notice whose signed timestamp is more than five minutes away', async () => {
    const { intent } = await openIntent();
    const body = { endToEndId: endToEndId(), txid: intent.pixTxid, amountCents: Number(intent.totalCents) };
    const now = Math.floor(Date.now() / 1000);
    expect((await app.inject(signedNotice(secret, body, { timestamp: now - 301 }))).statusCode).toBe(401);
    expect((await app.inject(signedNotice(secret, body, { timestamp: now + 301 }))).statusCode).toBe(401);
    expect((await intentRow(intent.id)).status).toBe('PENDING_PAYMENT');
    const fresh = await app.inject(signedNotice(secret, body, { timestamp: now - 60 }));
    expect(fresh.json()).toEqual({ status: 'PROCESSED' });
  });

  it('the same notice delivered 10 times at once pays the intent once, with one history row and one e-mail', async () => {
    const { intent, winner } = await openIntent();
    const notice = signedNotice(secret, {
      endToEndId: endToEndId(),
      txid: intent.pixTxid,
      amountCents: Number(intent.totalCents),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.inject(notice)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const statuses = answers.map((answer) => answer.json().status).sort();
    expect(statuses).toEqual([...Array(9).fill('DUPLICATE'), 'PROCESSED']);
    const row = await intentRow(intent.id);
    expect(row).toMatchObject({ status: 'PAID', method: 'PIX' });
    expect(row.paidAt).not.toBeNull();
    const paidRows = (await historyOf(intent.id)).filter((entry) => entry.toStatus === 'PAID');
    expect(paidRows).toHaveLength(1);
    expect(paidRows[0]).toMatchObject({ fromStatus: 'PENDING_PAYMENT', actor: 'PROVIDER' });
    const confirmations = (
      await db.select().from(userNotifications).where(eq(userNotifications.userId, winner.userId))
    ).filter((notice) => notice.type === 'PAYMENT_CONFIRMED');
    expect(confirmations).toHaveLength(1);
  });

  it('two different notices for one intent at once: the second finds it paid and is kept unmatched', async () => {
    const { intent } = await openIntent();
    const body = { txid: intent.pixTxid, amountCents: Number(intent.totalCents) };
    const answers = await Promise.all([
      app.inject(signedNotice(secret, { ...body, endToEndId: endToEndId() })),
      app.inject(signedNotice(secret, { ...body, endToEndId: endToEndId() })),
    ]);
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(['PROCESSED', 'UNMATCHED']);
    expect((await historyOf(intent.id)).filter((entry) => entry.toStatus === 'PAID')).toHaveLength(1);
  });

  it('a PIX paying an intent whose deposit receipt is under review closes the receipt, approved', async () => {
    const { intent, winner } = await openIntent();
    const upload = multipartFile('comprovante.jpg', jpegBytes());
    const sent = await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent.id, '/receipt'),
      headers: { ...winner.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(sent.json().status).toBe('PENDING_VERIFICATION');
    const answer = await app.inject(
      signedNotice(secret, {
        endToEndId: endToEndId(),
        txid: intent.pixTxid,
        amountCents: Number(intent.totalCents),
      }),
    );
    expect(answer.json()).toEqual({ status: 'PROCESSED' });
    expect(await intentRow(intent.id)).toMatchObject({ status: 'PAID', method: 'PIX' });
    const [receipt] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.intentId, intent.id));
    expect(receipt).toMatchObject({ status: 'APPROVED', refusalReason: null, reviewedByUserId: null });
    expect(receipt!.reviewedAt).not.toBeNull();
    const paidRows = (await historyOf(intent.id)).filter((entry) => entry.toStatus === 'PAID');
    expect(paidRows).toHaveLength(1);
    expect(paidRows[0]!.reason).toContain('Pago por PIX');

    // FINANCE has nothing left to decide on it.
    const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);
    const queue = await app.inject({
      method: 'GET',
      url: '/backoffice/payment-intents?status=PENDING_VERIFICATION&take=100',
      headers: finance.headers,
    });
    expect(queue.json().items.map((item: { id: string }) => item.id)).not.toContain(intent.id);
    const approve = await app.inject({
      method: 'POST',
      url: `/backoffice/payment-intents/${intent.id}/approve-receipt`,
      headers: finance.headers,
    });
    expect(approve.json().code).toBe('PAYMENT_RECEIPT_NOT_UNDER_REVIEW');
  });

  it('an amount that does not match sends the intent to FINANCE (PENDING_VERIFICATION)', async () => {
    const { intent, winner } = await openIntent();
    const answer = await app.inject(
      signedNotice(secret, {
        endToEndId: endToEndId(),
        txid: intent.pixTxid,
        amountCents: Number(intent.totalCents) - 1,
      }),
    );
    expect(answer.json()).toEqual({ status: 'AMOUNT_MISMATCH' });
    expect((await intentRow(intent.id)).status).toBe('PENDING_VERIFICATION');
    const [entry] = (await historyOf(intent.id)).filter((row) => row.toStatus === 'PENDING_VERIFICATION');
    expect(entry).toMatchObject({ actor: 'PROVIDER', fromStatus: 'PENDING_PAYMENT' });
    expect(entry?.reason).toContain('PIX de');
    const view = await app.inject({
      method: 'GET',
      url: `/web/buyers/${winner.buyerId}/payment-intents/${intent.id}`,
      headers: winner.headers,
    });
    expect(view.json()).toMatchObject({ status: 'PENDING_VERIFICATION', pix: null });
    // The buyer is told at once: the amount received, the total, and that money beyond it goes back.
    const notices = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, winner.userId));
    const told = notices.find((row) => row.type === 'PIX_AMOUNT_MISMATCH');
    expect(told?.title).toBe('Recebemos um PIX de valor diferente do total');
    expect(told?.body).toContain(`Recebemos ${formatBRL(Number(intent.totalCents) - 1)} por PIX em `);
    expect(told?.body).toContain(
      `para ${intent.reference}, cujo total é ${formatBRL(Number(intent.totalCents))}.`,
    );
  });

  it('a notice for an unknown txid is kept for FINANCE and answered, so the provider stops retrying', async () => {
    const answer = await app.inject(
      signedNotice(secret, { endToEndId: endToEndId(), txid: 'semcobranca123', amountCents: 1_000 }),
    );
    expect(answer.json()).toEqual({ status: 'UNMATCHED' });
  });

  it('refuses a body that is not a notice once the signature is good', async () => {
    const answer = await app.inject(
      signedNotice(secret, { endToEndId: 'não-é-válido', txid: 'x', amountCents: -5 }),
    );
    expect(answer.statusCode).toBe(400);
  });
});

describe('PIX settings in production', () => {
  const jwt = { NODE_ENV: 'production', AUTH_JWT_SECRET: 'a-production-secret-of-more-than-32-characters' };

  it('has no provider (no simulated payments) and no webhook key unless configured', () => {
    const config = loadConfig(jwt);
    expect(config.pixProvider).toBeNull();
    expect(config.pixWebhookSecret).toBeNull();
    expect(() =>
      verifyPixSignature(config.pixWebhookSecret, {
        timestamp: '1',
        signature: 'a',
        rawBody: '{}',
        nowMs: 1_000,
      }),
    ).toThrow(expect.objectContaining({ code: 'PIX_WEBHOOK_DISABLED' }));
  });

  it('refuses the simulated provider, and a short webhook key', () => {
    expect(() => loadConfig({ ...jwt, PIX_PROVIDER: 'simulated' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...jwt, PIX_PROVIDER: 'simulated', PIX_WEBHOOK_SECRET: 'x'.repeat(40) }),
    ).toThrow(/simulado não pode ser usado em produção/);
    expect(() => loadConfig({ ...jwt, PIX_WEBHOOK_SECRET: 'curta' })).toThrow(/32 caracteres/);
    const secretKey = 'x'.repeat(40);
    expect(loadConfig({ ...jwt, PIX_WEBHOOK_SECRET: secretKey }).pixWebhookSecret).toBe(secretKey);
  });
});
