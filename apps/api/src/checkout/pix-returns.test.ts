import { randomBytes } from 'node:crypto';
import { backofficePixReturnListSchema, backofficePixReturnSchema, formatBRL } from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { makeDataDir, signedInStaff } from '../buyers/buyer-test-factories.js';
import { pixNotices, userNotifications } from '../db/schema/index.js';
import { auctionWon, intentsOfBuyer, signedNotice } from './checkout-test-factories.js';
import { checkoutDeps } from './context.js';
import { returnPixPayment } from './pix-returns.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PIX_WEBHOOK_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});
const secret = app.deps.config.pixWebhookSecret!;
const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);
const financeReader = await signedInStaff(app, db, 'CIRCULA_FINANCE', 0);
const support = await signedInStaff(app, db, 'CIRCULA_CUSTOMER_SUPPORT', 2);

const endToEndId = () => `E${randomBytes(16).toString('hex').toUpperCase().slice(0, 31)}`;
const post = (url: string, who: { headers: Record<string, string> }, payload?: object) =>
  app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
const returnUrl = (id: string) => `/backoffice/pix-returns/${id}/return`;
const reason = { reason: 'Compra cancelada antes do pagamento' };

/** A won lot's intent, cancelled by FINANCE, then paid by PIX: the payment paid nothing. */
async function pixAfterCancellation(winner?: Bidder) {
  const { winners } = await auctionWon(app, db, winner ? { winners: [winner] } : {});
  const buyer = winners[0]!;
  const [intent] = (await intentsOfBuyer(db, buyer.buyerId)).sort((a, b) => +b.createdAt - +a.createdAt);
  const cancelled = await post(`/backoffice/payment-intents/${intent!.id}/cancel`, finance, {
    reason: 'Lote retirado por ordem judicial',
  });
  expect(cancelled.statusCode).toBe(200);
  const id = endToEndId();
  const amountCents = Number(intent!.totalCents);
  const notice = await app.inject(
    signedNotice(secret, { endToEndId: id, txid: intent!.pixTxid, amountCents }),
  );
  expect(notice.json()).toEqual({ status: 'UNMATCHED' });
  return { intent: intent!, buyer, endToEndId: id, amountCents };
}

async function queue(status: 'TO_RETURN' | 'RETURNED', who = financeReader) {
  const answer = await app.inject({
    method: 'GET',
    url: `/backoffice/pix-returns?status=${status}&take=100`,
    headers: who.headers,
  });
  expect(answer.statusCode).toBe(200);
  return backofficePixReturnListSchema.parse(answer.json());
}

const returnedNotices = (userId: string) =>
  db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, 'PIX_PAYMENT_RETURNED')));

describe('PIX payments that paid nothing', () => {
  it('a PIX for a cancelled purchase waits in the queue; FINANCE returns it, the buyer hears of it, audit-logged', async () => {
    const { intent, buyer, endToEndId: id, amountCents } = await pixAfterCancellation();
    // The buyer learns at once that the payment will come back.
    const [arrived] = await db
      .select()
      .from(userNotifications)
      .where(
        and(eq(userNotifications.userId, buyer.userId), eq(userNotifications.type, 'PIX_PAYMENT_UNMATCHED')),
      );
    expect(arrived?.title).toBe('Recebemos um PIX que será devolvido');
    expect(arrived?.body).toContain(`Recebemos ${formatBRL(amountCents)} por PIX em `);
    expect(arrived?.body).toContain(`para ${intent.reference}, que foi cancelada.`);
    const waiting = (await queue('TO_RETURN')).items.find((item) => item.endToEndId === id);
    expect(waiting).toMatchObject({
      amountCents,
      txid: intent.pixTxid,
      payment: {
        id: intent.id,
        reference: intent.reference,
        status: 'CANCELLED',
        buyerUsername: buyer.username,
      },
      returned: null,
    });

    const readerTry = await post(returnUrl(id), financeReader, reason);
    expect(readerTry.statusCode).toBe(403);
    const supportTry = await post(returnUrl(id), support, reason);
    expect(supportTry.statusCode).toBe(403);
    const noReason = await post(returnUrl(id), finance, {});
    expect(noReason.statusCode).toBe(400);
    expect(
      (await db.select().from(pixNotices).where(eq(pixNotices.endToEndId, id)))[0]!.returnedAt,
    ).toBeNull();

    const answer = await post(returnUrl(id), finance, reason);
    expect(answer.statusCode).toBe(200);
    const view = backofficePixReturnSchema.parse(answer.json());
    expect(view.returned).toMatchObject({ returnId: `D${id}`.slice(0, 35), reason: reason.reason });
    expect(view.returned?.byName).toBeTruthy();

    expect((await queue('TO_RETURN')).items.some((item) => item.endToEndId === id)).toBe(false);
    expect((await queue('RETURNED')).items.find((item) => item.endToEndId === id)?.returned).toEqual(
      view.returned,
    );
    const notices = await returnedNotices(buyer.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe(`Devolvemos seu PIX de ${formatBRL(amountCents)}`);
    expect(notices[0]!.body).toContain(intent.reference);
    const trail = await listAuditTrail(db, 'payment_intent', intent.id);
    expect(trail.map((row) => row.action)).toContain('PIX_PAYMENT_RETURNED');

    const again = await post(returnUrl(id), finance, reason);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PIX_ALREADY_RETURNED');
  });

  it('five FINANCE requests at once return the payment once: one notice to the buyer, one audit row', async () => {
    const { intent, buyer, endToEndId: id } = await pixAfterCancellation();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(returnUrl(id), finance, reason)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await returnedNotices(buyer.userId)).toHaveLength(1);
    const trail = await listAuditTrail(db, 'payment_intent', intent.id);
    expect(trail.filter((row) => row.action === 'PIX_PAYMENT_RETURNED')).toHaveLength(1);
  });

  it('a PIX that paid its purchase, or one never received, is not returned from here', async () => {
    const { winners } = await auctionWon(app, db);
    const [intent] = await intentsOfBuyer(db, winners[0]!.buyerId);
    const id = endToEndId();
    const paid = await app.inject(
      signedNotice(secret, {
        endToEndId: id,
        txid: intent!.pixTxid,
        amountCents: Number(intent!.totalCents),
      }),
    );
    expect(paid.json()).toEqual({ status: 'PROCESSED' });
    const answer = await post(returnUrl(id), finance, reason);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('PIX_RETURN_NOT_FOUND');
    expect((await post(returnUrl(endToEndId()), finance, reason)).statusCode).toBe(404);
    const malformed = await post(returnUrl('E-12'), finance, reason);
    expect(malformed.statusCode).toBe(400);
    expect((await queue('TO_RETURN')).items.some((item) => item.endToEndId === id)).toBe(false);
  });

  it('a PIX paying a purchase twice: the second is returned; an unknown txid is returned with nobody to tell', async () => {
    const { winners } = await auctionWon(app, db);
    const buyer = winners[0]!;
    const [intent] = await intentsOfBuyer(db, buyer.buyerId);
    const body = { txid: intent!.pixTxid, amountCents: Number(intent!.totalCents) };
    const first = endToEndId();
    const second = endToEndId();
    expect((await app.inject(signedNotice(secret, { ...body, endToEndId: first }))).json().status).toBe(
      'PROCESSED',
    );
    expect((await app.inject(signedNotice(secret, { ...body, endToEndId: second }))).json().status).toBe(
      'UNMATCHED',
    );
    const [told] = await db
      .select()
      .from(userNotifications)
      .where(
        and(eq(userNotifications.userId, buyer.userId), eq(userNotifications.type, 'PIX_PAYMENT_UNMATCHED')),
      );
    expect(told?.body).toContain(`para ${intent!.reference}, que já estava paga.`);
    const twice = (await queue('TO_RETURN')).items.find((item) => item.endToEndId === second);
    expect(twice?.payment).toMatchObject({ id: intent!.id, status: 'PAID' });
    expect((await post(returnUrl(second), finance, reason)).statusCode).toBe(200);
    expect(await returnedNotices(buyer.userId)).toHaveLength(1);

    const stranger = endToEndId();
    const unknown = await app.inject(
      signedNotice(secret, { endToEndId: stranger, txid: 'CIRCULADESCONHECIDO1', amountCents: 12_345 }),
    );
    expect(unknown.json()).toEqual({ status: 'UNMATCHED' });
    expect((await queue('TO_RETURN')).items.find((item) => item.endToEndId === stranger)).toMatchObject({
      amountCents: 12_345,
      payment: null,
    });
    const returned = await post(returnUrl(stranger), finance, { reason: 'Cobrança desconhecida' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().payment).toBeNull();
  });

  it('nobody on FINANCE returns a PIX paid for their own buyer account', async () => {
    const staffBuyer = await makeBidder(app, db);
    await upsertUserRole(db, { userId: staffBuyer.userId, role: 'CIRCULA_FINANCE', level: 2 });
    const { endToEndId: id } = await pixAfterCancellation(staffBuyer);
    const answer = await post(returnUrl(id), staffBuyer, reason);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('PAYMENT_OWN_ACCOUNT');
    expect(
      (await db.select().from(pixNotices).where(eq(pixNotices.endToEndId, id)))[0]!.returnedAt,
    ).toBeNull();
    expect((await post(returnUrl(id), finance, reason)).statusCode).toBe(200);
  });

  it('with no provider that makes returns, FINANCE records the return made in the bank by its reference', async () => {
    const { endToEndId: id } = await pixAfterCancellation();
    const deps = checkoutDeps(app);
    const withoutReturns = { ...deps, pix: { simulated: false, charge: deps.pix.charge } };
    const staffUserId = finance.user.id;
    await expect(
      returnPixPayment(withoutReturns, { staffUserId, endToEndId: id, body: reason }),
    ).rejects.toMatchObject({ code: 'PIX_RETURN_REFERENCE_REQUIRED' });
    expect(
      (await db.select().from(pixNotices).where(eq(pixNotices.endToEndId, id)))[0]!.returnedAt,
    ).toBeNull();
    const view = await returnPixPayment(withoutReturns, {
      staffUserId,
      endToEndId: id,
      body: { ...reason, bankReference: 'D12345678202611301200ABCDEF' },
    });
    expect(view.returned?.returnId).toBe('D12345678202611301200ABCDEF');
  });

  it('a provider that fails leaves the PIX to return, and asking again returns it once', async () => {
    const { endToEndId: id } = await pixAfterCancellation();
    const deps = checkoutDeps(app);
    const calls: string[] = [];
    const failing = {
      ...deps,
      pix: {
        ...deps.pix,
        returnPayment: async (input: { returnId: string }) => {
          calls.push(input.returnId);
          throw new Error('tempo esgotado');
        },
      },
    };
    const staffUserId = finance.user.id;
    await expect(
      returnPixPayment(failing, { staffUserId, endToEndId: id, body: reason }),
    ).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(
      (await db.select().from(pixNotices).where(eq(pixNotices.endToEndId, id)))[0]!.returnedAt,
    ).toBeNull();
    expect((await queue('TO_RETURN')).items.some((item) => item.endToEndId === id)).toBe(true);
    const view = await returnPixPayment(deps, { staffUserId, endToEndId: id, body: reason });
    // The same return id both times: a provider that had made the first return would not make a second.
    expect(view.returned?.returnId).toBe(calls[0]);
  });
});
