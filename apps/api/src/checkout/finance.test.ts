import { backofficePaymentIntentSchema } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import {
  jpegBytes,
  makeDataDir,
  multipartFile,
  pdfBytes,
  signedInStaff,
} from '../buyers/buyer-test-factories.js';
import { paymentIntents, pixNotices } from '../db/schema/index.js';
import { auctionWon, intentsOfBuyer, intentUrl, signedNotice } from './checkout-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});
const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);
const financeReader = await signedInStaff(app, db, 'CIRCULA_FINANCE', 0);
const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 2);

async function intentAwaitingReceipt(winner?: Bidder) {
  const { winners } = await auctionWon(app, db, winner ? { winners: [winner] } : {});
  const buyer = winners[0]!;
  const [intent] = (await intentsOfBuyer(db, buyer.buyerId)).sort((a, b) => +b.createdAt - +a.createdAt);
  const upload = multipartFile('comprovante.pdf', pdfBytes());
  const sent = await app.inject({
    method: 'POST',
    url: intentUrl(buyer, intent!.id, '/receipt'),
    headers: { ...buyer.headers, ...upload.headers },
    payload: upload.payload,
  });
  expect(sent.statusCode).toBe(200);
  return { intent: intent!, buyer };
}

const post = (url: string, who: { headers: Record<string, string> }, payload?: object) =>
  app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
const backoffice = (intentId: string, action = '') => `/backoffice/payment-intents/${intentId}${action}`;
const statusOf = async (id: string) =>
  (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!.status;

describe('FINANCE back office', () => {
  it('lists the receipts awaiting verification, opens the receipt by a signed link, and approves: PAID', async () => {
    const { intent, buyer } = await intentAwaitingReceipt();
    const queue = await app.inject({
      method: 'GET',
      url: '/backoffice/payment-intents?take=100',
      headers: financeReader.headers,
    });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((row: { id: string }) => row.id === intent.id);
    expect(backofficePaymentIntentSchema.parse(item)).toBeTruthy();
    expect(item).toMatchObject({
      status: 'PENDING_VERIFICATION',
      buyer: { id: buyer.buyerId, username: buyer.username },
    });
    expect(queue.json().total).toBeGreaterThanOrEqual(1);

    const link = await app.inject({
      method: 'GET',
      url: backoffice(intent.id, '/receipt-link'),
      headers: financeReader.headers,
    });
    expect(link.statusCode).toBe(200);
    const file = await app.inject({
      method: 'GET',
      url: link.json().url.replace(app.deps.config.API_PUBLIC_URL, ''),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');

    expect((await post(backoffice(intent.id, '/approve-receipt'), financeReader)).statusCode).toBe(403);
    const approved = await post(backoffice(intent.id, '/approve-receipt'), finance);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'PAID', receipt: { status: 'APPROVED' } });
    expect(approved.json().history.at(-1)).toMatchObject({
      from: 'PENDING_VERIFICATION',
      to: 'PAID',
      actor: 'STAFF',
    });
    const again = await post(backoffice(intent.id, '/approve-receipt'), finance);
    expect(again.json().code).toBe('PAYMENT_RECEIPT_NOT_UNDER_REVIEW');
    const trail = await listAuditTrail(db, 'payment_intent', intent.id);
    expect(trail.map((row) => row.action)).toEqual(['PAYMENT_RECEIPT_OPENED', 'PAYMENT_RECEIPT_APPROVED']);
    expect(
      (await readOutbox(app, buyer.email)).some((mail) => mail.notificationType === 'PAYMENT_CONFIRMED'),
    ).toBe(true);
  });

  it('finds one payment by its reference, as written on a deposit, in any status', async () => {
    const { winners } = await auctionWon(app, db);
    const [intent] = await intentsOfBuyer(db, winners[0]!.buyerId);
    expect(intent!.status).toBe('PENDING_PAYMENT');
    const find = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/backoffice/payment-intents?${query}`,
        headers: financeReader.headers,
      });
    // Lower case and spaces as a person types them; the default status (under verification) does not hide it.
    const found = await find(`reference=${encodeURIComponent(` ${intent!.reference.toLowerCase()} `)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().total).toBe(1);
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([intent!.id]);
    expect((await find('reference=PAG-00000000')).json()).toEqual({ items: [], total: 0 });
    const malformed = await find('reference=476026D3');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Informe a referência no formato PAG-XXXXXXXX');
    // The reference search is FINANCE's, like the queue.
    const other = await app.inject({
      method: 'GET',
      url: `/backoffice/payment-intents?reference=${intent!.reference}`,
      headers: support.headers,
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses a receipt with a reason the buyer reads; the intent awaits payment again and takes a new receipt', async () => {
    const { intent, buyer } = await intentAwaitingReceipt();
    const blank = await post(backoffice(intent.id, '/refuse-receipt'), finance, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const reason = 'Comprovante ilegível: envie uma foto nítida do documento inteiro.';
    const refused = await post(backoffice(intent.id, '/refuse-receipt'), finance, { reason });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'PENDING_PAYMENT',
      receipt: { status: 'REFUSED', refusalReason: reason },
    });
    const view = await app.inject({
      method: 'GET',
      url: intentUrl(buyer, intent.id),
      headers: buyer.headers,
    });
    expect(view.json()).toMatchObject({ status: 'PENDING_PAYMENT', receipt: { refusalReason: reason } });
    expect(view.json().history.at(-1)).toMatchObject({ to: 'PENDING_PAYMENT', actor: 'STAFF', reason });
    const mail = (await readOutbox(app, buyer.email)).find(
      (row) => row.notificationType === 'PAYMENT_RECEIPT_REFUSED',
    );
    expect(mail?.bodyText).toContain(reason);
    const upload = multipartFile('novo.jpg', jpegBytes());
    const resent = await app.inject({
      method: 'POST',
      url: intentUrl(buyer, intent.id, '/receipt'),
      headers: { ...buyer.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(resent.json()).toMatchObject({
      status: 'PENDING_VERIFICATION',
      receipt: { status: 'UNDER_REVIEW' },
    });
  });

  it('confirms by hand a PIX the provider missed; its late notice then counts as a duplicate', async () => {
    const { winners } = await auctionWon(app, db);
    const [intent] = await intentsOfBuyer(db, winners[0]!.buyerId);
    const endToEndId = 'E12345678202611251200ABCDEFGHIJK';
    const confirmed = await post(backoffice(intent!.id, '/confirm-pix'), finance, {
      reason: 'Extrato do banco mostra o PIX recebido',
      endToEndId,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'PAID', method: 'PIX' });
    const late = await app.inject(
      signedNotice(app.deps.config.pixWebhookSecret!, {
        endToEndId,
        txid: intent!.pixTxid,
        amountCents: Number(intent!.totalCents),
      }),
    );
    expect(late.json()).toEqual({ status: 'DUPLICATE' });
    expect(await db.select().from(pixNotices).where(eq(pixNotices.endToEndId, endToEndId))).toHaveLength(1);
  });

  it('cancels an intent with a reason, audit-logged', async () => {
    const { winners } = await auctionWon(app, db);
    const [intent] = await intentsOfBuyer(db, winners[0]!.buyerId);
    const cancelled = await post(backoffice(intent!.id, '/cancel'), finance, {
      reason: 'Lote retirado por ordem judicial',
    });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', dueAt: null, pix: null });
    expect((await post(backoffice(intent!.id, '/cancel'), finance, { reason: 'De novo' })).statusCode).toBe(
      409,
    );
    const trail = await listAuditTrail(db, 'payment_intent', intent!.id);
    expect(trail.map((row) => row.action)).toEqual(['PAYMENT_INTENT_CANCELLED']);
  });

  it('nobody decides on a payment of their own buyer account', async () => {
    const staffBuyer = await makeBidder(app, db);
    await upsertUserRole(db, { userId: staffBuyer.userId, role: 'CIRCULA_FINANCE', level: 2 });
    const { intent } = await intentAwaitingReceipt(staffBuyer);
    for (const [action, payload] of [
      ['/approve-receipt', undefined],
      ['/refuse-receipt', { reason: 'Não gostei' }],
      ['/confirm-pix', { reason: 'Paguei' }],
      ['/cancel', { reason: 'Desisti' }],
    ] as const) {
      const answer = await post(backoffice(intent.id, action), staffBuyer, payload);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe('PAYMENT_OWN_ACCOUNT');
    }
    expect(await statusOf(intent.id)).toBe('PENDING_VERIFICATION');
  });

  it('staff without CIRCULA_FINANCE get 403 on every FINANCE route, and a level-0 reader cannot act', async () => {
    const { intent } = await intentAwaitingReceipt();
    const { listing } = await auctionWon(app, db, { mode: 'OFF' });
    const reads = [
      '/backoffice/payment-intents',
      backoffice(intent.id),
      backoffice(intent.id, '/receipt-link'),
    ];
    for (const url of reads) {
      expect((await app.inject({ method: 'GET', url, headers: support.headers })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url, headers: financeReader.headers })).statusCode).toBe(200);
    }
    const writes: [string, object | undefined][] = [
      [backoffice(intent.id, '/approve-receipt'), undefined],
      [backoffice(intent.id, '/refuse-receipt'), { reason: 'Ilegível' }],
      [backoffice(intent.id, '/confirm-pix'), { reason: 'Extrato' }],
      [backoffice(intent.id, '/cancel'), { reason: 'Cancelar' }],
      [`/backoffice/listings/${listing.id}/payment-intents`, undefined],
    ];
    for (const [url, payload] of writes) {
      expect((await post(url, support, payload)).statusCode).toBe(403);
      expect((await post(url, financeReader, payload)).statusCode).toBe(403);
    }
    expect(await statusOf(intent.id)).toBe('PENDING_VERIFICATION');
    const missing = await app.inject({
      method: 'GET',
      url: backoffice('00000000-0000-4000-8000-000000000000'),
      headers: finance.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
