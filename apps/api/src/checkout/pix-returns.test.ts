import { randomBytes } from 'node:crypto';
import {
  backofficePixReturnListSchema,
  backofficePixReturnSchema,
  formatBRL,
  paymentIntentViewSchema,
} from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { makeDataDir, signedInStaff } from '../buyers/buyer-test-factories.js';
import { outbox, pixNotices, userNotifications } from '../db/schema/index.js';
import { auctionWon, intentsOfBuyer, signedNotice } from './checkout-test-factories.js';
import { checkoutDeps } from './context.js';
import { returnPixPayment } from './pix-returns.js';

const smtp = await startSmtpSink();
const { app, db } = await createTestApp({
  SMTP_URL: smtp.url,
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

const noticeOf = async (id: string) =>
  (await db.select().from(pixNotices).where(eq(pixNotices.endToEndId, id)))[0]!;

const noticesOfType = (userId: string, type: 'PIX_PAYMENT_RETURNED' | 'PIX_AMOUNT_TO_RETURN') =>
  db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, type)));
const returnedNotices = (userId: string) => noticesOfType(userId, 'PIX_PAYMENT_RETURNED');

/** The PIX of the purchase its buyer reads as going back (Minhas compras). */
async function buyerReturns(buyer: Bidder, intentId: string) {
  const answer = await app.inject({
    method: 'GET',
    url: `/web/buyers/${buyer.buyerId}/payment-intents/${intentId}`,
    headers: buyer.headers,
  });
  expect(answer.statusCode).toBe(200);
  return paymentIntentViewSchema.parse(answer.json()).pixReturns;
}

/** The buyer's e-mails of a PIX to give back, as the outbox holds them. */
const giveBackEmails = (to: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.notificationType, 'PIX_AMOUNT_TO_RETURN')));
/** The subjects of the e-mails the buyer's mailbox received, in order. */
const subjectsReceivedBy = (to: string) =>
  smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => mail.parsed.subject);

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
    // Its purchase says the whole payment goes back.
    expect(await buyerReturns(buyer, intent.id)).toEqual([
      expect.objectContaining({ endToEndId: id, amountCents, toReturnCents: amountCents, returnedAt: null }),
    ]);
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
    expect((await noticeOf(id)).returnedAt).toBeNull();

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
    expect((await noticeOf(id)).returnedAt).toBeNull();
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
    expect((await noticeOf(id)).returnedAt).toBeNull();
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
    expect((await noticeOf(id)).returnedAt).toBeNull();
    expect((await queue('TO_RETURN')).items.some((item) => item.endToEndId === id)).toBe(true);
    const view = await returnPixPayment(deps, { staffUserId, endToEndId: id, body: reason });
    // The same return id both times: a provider that had made the first return would not make a second.
    expect(view.returned?.returnId).toBe(calls[0]);
  });
});

/** A won lot's intent waiting for payment, and a way to pay it by PIX of any amount. */
async function unpaidIntent() {
  const { winners } = await auctionWon(app, db);
  const buyer = winners[0]!;
  const [intent] = await intentsOfBuyer(db, buyer.buyerId);
  const totalCents = Number(intent!.totalCents);
  const pay = async (amountCents: number, paidAt?: string) => {
    const id = endToEndId();
    const answer = await app.inject(
      signedNotice(secret, {
        endToEndId: id,
        txid: intent!.pixTxid,
        amountCents,
        ...(paidAt ? { paidAt } : {}),
      }),
    );
    return { id, status: answer.json().status as string };
  };
  return { intent: intent!, buyer, totalCents, pay };
}

const statusOf = async (intentId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/backoffice/payment-intents/${intentId}`,
      headers: financeReader.headers,
    })
  ).json().status as string;

describe('PIX of another amount than the purchase total (decision 288)', () => {
  it('an over-payment FINANCE confirms gives back only what passed the total, through the provider', async () => {
    const { intent, buyer, totalCents, pay } = await unpaidIntent();
    const over = await pay(totalCents + 10_000);
    expect(over.status).toBe('AMOUNT_MISMATCH');
    // While the purchase is in verification, nothing is given back yet.
    expect((await queue('TO_RETURN')).items.some((item) => item.endToEndId === over.id)).toBe(false);
    const early = await post(returnUrl(over.id), finance, reason);
    expect(early.statusCode).toBe(404);
    expect(early.json().code).toBe('PIX_RETURN_NOT_FOUND');
    expect(await buyerReturns(buyer, intent.id)).toEqual([]);

    const confirmed = await post(`/backoffice/payment-intents/${intent.id}/confirm-pix`, finance, {
      reason: 'PIX conferido no extrato, acima do total',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await statusOf(intent.id)).toBe('PAID');
    expect((await queue('TO_RETURN')).items.find((item) => item.endToEndId === over.id)).toMatchObject({
      amountCents: totalCents + 10_000,
      toReturnCents: 10_000,
      kind: 'OTHER_AMOUNT',
      payment: { id: intent.id, status: 'PAID' },
    });
    const [told] = await noticesOfType(buyer.userId, 'PIX_AMOUNT_TO_RETURN');
    expect(told?.title).toBe(`Vamos devolver ${formatBRL(10_000)} do seu PIX`);
    expect(told?.body).toContain(`A compra ${intent.reference} está paga, e ${formatBRL(10_000)} dos PIX`);
    expect(told?.body).toContain(`${formatBRL(totalCents + 10_000)} recebido em `);
    // FINANCE reads it among the PIX received, in the one list its view carries.
    const financeView = (
      await app.inject({
        method: 'GET',
        url: `/backoffice/payment-intents/${intent.id}`,
        headers: financeReader.headers,
      })
    ).json();
    expect(financeView.pixReceived).toEqual([
      expect.objectContaining({ endToEndId: over.id, outcome: 'AMOUNT_MISMATCH', toReturnCents: 10_000 }),
    ]);
    expect(financeView).not.toHaveProperty('pixReturns');
    // The buyer's purchase says what goes back, of which payment.
    const [pending] = await buyerReturns(buyer, intent.id);
    expect(pending).toMatchObject({
      endToEndId: over.id,
      amountCents: totalCents + 10_000,
      toReturnCents: 10_000,
      returnedAt: null,
    });
    // The e-mail left with FINANCE's answer, beside the payment's confirmation, not at the next sweep.
    const [email] = await giveBackEmails(buyer.email);
    expect(email?.sentAt).not.toBeNull();
    expect(subjectsReceivedBy(buyer.email)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Pagamento confirmado'),
        `Vamos devolver ${formatBRL(10_000)} do seu PIX`,
      ]),
    );

    const deps = checkoutDeps(app);
    const asked: { returnId: string; amountCents: number }[] = [];
    const recording = {
      ...deps,
      pix: {
        ...deps.pix,
        returnPayment: async (input: { endToEndId: string; returnId: string; amountCents: number }) => {
          asked.push({ returnId: input.returnId, amountCents: input.amountCents });
          return { returnId: input.returnId };
        },
      },
    };
    const view = await returnPixPayment(recording, {
      staffUserId: finance.user.id,
      endToEndId: over.id,
      body: { reason: 'Valor acima do total' },
    });
    expect(asked).toEqual([{ returnId: `D${over.id}`.slice(0, 35), amountCents: 10_000 }]);
    expect(view.returned).not.toBeNull();
    expect((await buyerReturns(buyer, intent.id))[0]?.returnedAt).toBe(view.returned?.at);
    const [returned] = await returnedNotices(buyer.userId);
    expect(returned?.title).toBe(
      `Devolvemos ${formatBRL(10_000)} do seu PIX de ${formatBRL(totalCents + 10_000)}`,
    );
    expect(returned?.body).toContain(`passou do total da compra em ${formatBRL(10_000)}`);
  });

  it('a short PIX followed by one of the total: the purchase is paid and the short one goes back whole', async () => {
    const { intent, totalCents, pay } = await unpaidIntent();
    const short = await pay(totalCents - 5_000);
    expect(short.status).toBe('AMOUNT_MISMATCH');
    expect(await statusOf(intent.id)).toBe('PENDING_VERIFICATION');
    const full = await pay(totalCents);
    expect(full.status).toBe('PROCESSED');
    expect(await statusOf(intent.id)).toBe('PAID');
    expect((await noticeOf(short.id)).toReturnCents).toBe(totalCents - 5_000);
    expect((await noticeOf(full.id)).toReturnCents).toBeNull();
    const item = (await queue('TO_RETURN')).items.find((row) => row.endToEndId === short.id);
    expect(item).toMatchObject({ toReturnCents: totalCents - 5_000, kind: 'OTHER_AMOUNT' });
    expect((await post(returnUrl(full.id), finance, reason)).statusCode).toBe(404);
  });

  it('two PIX that together pass the total: FINANCE confirms them, the newest gives back the surplus', async () => {
    const { intent, totalCents, pay } = await unpaidIntent();
    const first = await pay(Math.round(totalCents * 0.6), new Date(Date.now() - 60_000).toISOString());
    const second = await pay(totalCents - Math.round(totalCents * 0.6) + 2_500);
    expect([first.status, second.status]).toEqual(['AMOUNT_MISMATCH', 'AMOUNT_MISMATCH']);
    const confirmed = await post(`/backoffice/payment-intents/${intent.id}/confirm-pix`, finance, {
      reason: 'Dois PIX conferidos no extrato',
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await noticeOf(first.id)).toReturnCents).toBeNull();
    expect((await noticeOf(second.id)).toReturnCents).toBe(2_500);
    // FINANCE reads both on the payment, oldest first, with what each did.
    const view = await app.inject({
      method: 'GET',
      url: `/backoffice/payment-intents/${intent.id}`,
      headers: financeReader.headers,
    });
    expect(view.json().pixReceived).toEqual([
      expect.objectContaining({ endToEndId: first.id, outcome: 'AMOUNT_MISMATCH', toReturnCents: null }),
      expect.objectContaining({ endToEndId: second.id, outcome: 'AMOUNT_MISMATCH', toReturnCents: 2_500 }),
    ]);
  });

  it('a short PIX of a purchase FINANCE cancels goes back whole, and the buyer is told why', async () => {
    const { intent, buyer, totalCents, pay } = await unpaidIntent();
    const short = await pay(totalCents - 1);
    const cancelled = await post(`/backoffice/payment-intents/${intent.id}/cancel`, finance, {
      reason: 'Lote retirado pelo vendedor',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await noticeOf(short.id)).toReturnCents).toBe(totalCents - 1);
    const [told] = await noticesOfType(buyer.userId, 'PIX_AMOUNT_TO_RETURN');
    expect(told?.title).toBe(`Vamos devolver ${formatBRL(totalCents - 1)} do seu PIX`);
    expect(told?.body).toContain(`A compra ${intent.reference} foi cancelada`);
    const emails = await giveBackEmails(buyer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.sentAt).not.toBeNull();
    expect(subjectsReceivedBy(buyer.email)).toContain(
      `Vamos devolver ${formatBRL(totalCents - 1)} do seu PIX`,
    );
    expect((await post(returnUrl(short.id), finance, reason)).statusCode).toBe(200);
    const [returned] = await returnedNotices(buyer.userId);
    expect(returned?.body).toContain('não entrou no pagamento dessa compra');
  });

  it('FINANCE confirming and cancelling at once: one wins, and what goes back is the winner’s, once', async () => {
    const { intent, buyer, totalCents, pay } = await unpaidIntent();
    const over = await pay(totalCents + 7_000);
    const [confirm, cancel] = await Promise.all([
      post(`/backoffice/payment-intents/${intent.id}/confirm-pix`, finance, { reason: 'PIX conferido' }),
      post(`/backoffice/payment-intents/${intent.id}/cancel`, finance, { reason: 'Compra desfeita' }),
    ]);
    expect([confirm.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const status = await statusOf(intent.id);
    expect(status).toBe(confirm.statusCode === 200 ? 'PAID' : 'CANCELLED');
    expect((await noticeOf(over.id)).toReturnCents).toBe(status === 'PAID' ? 7_000 : totalCents + 7_000);
    expect(await noticesOfType(buyer.userId, 'PIX_AMOUNT_TO_RETURN')).toHaveLength(1);
  });

  it('two PIX of the total arriving at once after a short one: the purchase is paid once, each surplus marked once', async () => {
    const { intent, totalCents, pay } = await unpaidIntent();
    const short = await pay(totalCents - 2_000);
    const both = await Promise.all([pay(totalCents), pay(totalCents)]);
    expect(both.map((answer) => answer.status).sort()).toEqual(['PROCESSED', 'UNMATCHED']);
    expect(await statusOf(intent.id)).toBe('PAID');
    const waiting = (await queue('TO_RETURN')).items.filter((item) => item.payment?.id === intent.id);
    expect(waiting.map((item) => [item.endToEndId, item.toReturnCents, item.kind]).sort()).toEqual(
      [
        [short.id, totalCents - 2_000, 'OTHER_AMOUNT'],
        [both.find((answer) => answer.status === 'UNMATCHED')!.id, totalCents, 'NO_OPEN_CHARGE'],
      ].sort(),
    );
  });
});
