import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeLot } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { bid } from '../bidding/bidding-test-factories.js';
import { jpegBytes, makeDataDir, multipartFile, signedInStaff } from '../buyers/buyer-test-factories.js';
import {
  buyers,
  lotClosingHistory,
  lotClosings,
  paymentIntentHistory,
  paymentIntentLines,
  paymentIntents,
  userNotifications,
} from '../db/schema/index.js';
import { auctionWon, intentsOfBuyer, intentUrl, signedNotice } from './checkout-test-factories.js';
import { checkoutDeps } from './context.js';
import { enforcePaymentDeadline, sendPaymentReminders, sweepPayments } from './enforce-payment-deadline.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});
const deps = checkoutDeps(app);
const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);

const intentRow = async (id: string) =>
  (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;
const buyerRow = async (id: string) => (await db.select().from(buyers).where(eq(buyers.id, id)))[0]!;
const setDue = (id: string, dueAt: Date, createdAt?: Date) =>
  db
    .update(paymentIntents)
    .set({ dueAt, ...(createdAt ? { createdAt } : {}) })
    .where(eq(paymentIntents.id, id));
const past = () => new Date(Date.now() - 60_000);

/** A snapshot of everything the deadline touches, to prove a second run changes nothing. */
async function snapshot(buyerId: string) {
  const intents = await intentsOfBuyer(db, buyerId);
  const ids = intents.map((intent) => intent.id);
  const history = (await db.select().from(paymentIntentHistory)).filter((row) => ids.includes(row.intentId));
  const closings = await db.select().from(lotClosings).where(eq(lotClosings.buyerId, buyerId));
  const closingHistory = (await db.select().from(lotClosingHistory)).filter((row) =>
    closings.some((closing) => closing.id === row.lotClosingId),
  );
  const buyer = await buyerRow(buyerId);
  return {
    intents: intents.map((intent) => [intent.id, intent.status, intent.relatedIntentId]).sort(),
    history: history.length,
    closings: closings.map((closing) => closing.status),
    closingHistory: closingHistory.length,
    blockedAt: buyer.blockedAt?.toISOString() ?? null,
  };
}

describe('the payment deadline', () => {
  it('unpaid at the deadline: UNCOLLECTIBLE, lot ABANDONED, a 20% FINE, buyer blocked; a second run changes nothing', async () => {
    const { lots, winners } = await auctionWon(app, db, { prices: [12_345] });
    const winner = winners[0]!;
    const [intent] = await intentsOfBuyer(db, winner.buyerId);
    expect(await enforcePaymentDeadline(deps, intent!.id)).toBe('not-due');
    await setDue(intent!.id, past());

    const first = await sweepPayments(deps);
    expect(first.uncollectible).toBeGreaterThanOrEqual(1);
    const penalised = await intentRow(intent!.id);
    expect(penalised.status).toBe('UNCOLLECTIBLE');
    const [closing] = await db.select().from(lotClosings).where(eq(lotClosings.lotId, lots[0]!.lot.id));
    expect(closing?.status).toBe('ABANDONED');
    const fine = await intentRow(penalised.relatedIntentId!);
    expect(fine).toMatchObject({
      type: 'FINE',
      status: 'PENDING_PAYMENT',
      relatedIntentId: intent!.id,
      dueAt: null,
    });
    expect(Number(fine.totalCents)).toBe(2_469);
    const fineLines = await db
      .select()
      .from(paymentIntentLines)
      .where(eq(paymentIntentLines.intentId, fine.id));
    expect(fineLines.map((line) => [line.kind, line.lotId, line.amountCents])).toEqual([
      ['FINE', lots[0]!.lot.id, 2_469],
    ]);
    const buyer = await buyerRow(winner.buyerId);
    expect(buyer.blockReason).toBe('UNPAID_FEES');
    expect(buyer.blockedAt).not.toBeNull();
    const mail = (await readOutbox(app, winner.email)).find(
      (row) => row.notificationType === 'PAYMENT_FINE_CREATED',
    );
    expect(mail?.bodyText).toContain(`/conta/compras/${fine.id}`);

    const before = await snapshot(winner.buyerId);
    expect(await enforcePaymentDeadline(deps, intent!.id)).toBe('not-pending');
    await sweepPayments(deps);
    await Promise.all([sweepPayments(deps), enforcePaymentDeadline(deps, intent!.id)]);
    expect(await snapshot(winner.buyerId)).toEqual(before);

    // The blocked buyer cannot bid until the fine is paid.
    const other = await auctionWon(app, db, { winners: [winner], close: false, prices: [] });
    const lot = await makeLot(db, { listingId: other.listing.id, startingBidCents: 1_000 });
    const refused = await bid(app, winner, lot.id, { amountCents: 1_000, lastSeenBidId: null });
    expect(refused.json().code).toBe('BUYER_BLOCKED');

    // Paying the fine (simulated PIX, through the webhook) lifts the block.
    const paid = await app.inject({
      method: 'POST',
      url: intentUrl(winner, fine.id, '/simulate-pix-payment'),
      headers: winner.headers,
    });
    expect(paid.json()).toMatchObject({ status: 'PAID', type: 'FINE' });
    const unblocked = await buyerRow(winner.buyerId);
    expect(unblocked).toMatchObject({ blockedAt: null, blockReason: null });
    const notices = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, winner.userId));
    expect(notices.map((notice) => notice.type)).toContain('BUYER_UNBLOCKED');
    const allowed = await bid(app, winner, lot.id, { amountCents: 1_000, lastSeenBidId: null });
    expect(allowed.statusCode).toBe(201);
  });

  it('a PIX arriving as the deadline is enforced: either paid or punished, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { winners } = await auctionWon(app, db);
      const winner = winners[0]!;
      const [intent] = await intentsOfBuyer(db, winner.buyerId);
      await setDue(intent!.id, past());
      const notice = signedNotice(app.deps.config.pixWebhookSecret!, {
        endToEndId: `E${randomUUID().replace(/-/g, '').toUpperCase().slice(0, 31)}`,
        txid: intent!.pixTxid,
        amountCents: Number(intent!.totalCents),
      });
      const [answer] = await Promise.all([app.inject(notice), enforcePaymentDeadline(deps, intent!.id)]);
      const after = await intentRow(intent!.id);
      const fines = (await intentsOfBuyer(db, winner.buyerId)).filter((row) => row.type === 'FINE');
      if (after.status === 'PAID') {
        expect(answer.json().status).toBe('PROCESSED');
        expect(fines).toHaveLength(0);
        expect((await buyerRow(winner.buyerId)).blockedAt).toBeNull();
      } else {
        expect(after.status).toBe('UNCOLLECTIBLE');
        expect(answer.json().status).toBe('UNMATCHED');
        expect(fines).toHaveLength(1);
      }
    }
  });

  it('keeps the block while another fine is unpaid', async () => {
    const { winners } = await auctionWon(app, db, { prices: [10_000, 20_000], mode: 'PER_LOT_END' });
    const winner = winners[0]!;
    for (const intent of await intentsOfBuyer(db, winner.buyerId)) await setDue(intent.id, past());
    await sweepPayments(deps);
    const fines = (await intentsOfBuyer(db, winner.buyerId)).filter((intent) => intent.type === 'FINE');
    expect(fines).toHaveLength(2);
    const pay = (id: string) =>
      app.inject({
        method: 'POST',
        url: intentUrl(winner, id, '/simulate-pix-payment'),
        headers: winner.headers,
      });
    await pay(fines[0]!.id);
    expect((await buyerRow(winner.buyerId)).blockReason).toBe('UNPAID_FEES');
    await pay(fines[1]!.id);
    expect((await buyerRow(winner.buyerId)).blockedAt).toBeNull();
  });

  it('an intent whose receipt is under verification is not punished until FINANCE decides', async () => {
    const { winners } = await auctionWon(app, db);
    const winner = winners[0]!;
    const [intent] = await intentsOfBuyer(db, winner.buyerId);
    const upload = multipartFile('comprovante.jpg', jpegBytes());
    await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent!.id, '/receipt'),
      headers: { ...winner.headers, ...upload.headers },
      payload: upload.payload,
    });
    await setDue(intent!.id, past());
    await sweepPayments(deps);
    expect((await intentRow(intent!.id)).status).toBe('PENDING_VERIFICATION');
    expect((await buyerRow(winner.buyerId)).blockedAt).toBeNull();
    // Refused after the deadline: one more business day, so the next sweep does not punish at once.
    const refused = await app.inject({
      method: 'POST',
      url: `/backoffice/payment-intents/${intent!.id}/refuse-receipt`,
      headers: finance.headers,
      payload: { reason: 'Valor do depósito diferente do total.' },
    });
    expect(refused.json().status).toBe('PENDING_PAYMENT');
    expect(new Date(refused.json().dueAt).getTime()).toBeGreaterThan(Date.now());
    await sweepPayments(deps);
    expect((await intentRow(intent!.id)).status).toBe('PENDING_PAYMENT');
  });

  it('reminds the day before and on the last day at 09:00, once each, however often the sweep runs', async () => {
    const { winners } = await auctionWon(app, db);
    const winner = winners[0]!;
    const [intent] = await intentsOfBuyer(db, winner.buyerId);
    const reminders = async () =>
      (await db.select().from(userNotifications).where(eq(userNotifications.userId, winner.userId))).filter(
        (notice) => notice.type === 'PAYMENT_REMINDER',
      );
    // Created on Monday, due on Wednesday at 23:59 horário de Brasília (dates far ahead of the real clock).
    await setDue(
      intent!.id,
      new Date('2030-03-13T23:59:59.999-03:00'),
      new Date('2030-03-11T10:00:00-03:00'),
    );
    const at = (local: string) => new Date(`${local}-03:00`);
    expect(await sendPaymentReminders(deps, at('2030-03-12T08:59:00'))).toBe(0);
    await Promise.all([
      sendPaymentReminders(deps, at('2030-03-12T09:00:00')),
      sendPaymentReminders(deps, at('2030-03-12T09:01:00')),
    ]);
    await sendPaymentReminders(deps, at('2030-03-12T18:00:00'));
    expect((await reminders()).map((notice) => notice.title)).toEqual([
      `Lembrete: o prazo de ${intent!.reference} termina amanhã`,
    ]);
    expect(await sendPaymentReminders(deps, at('2030-03-13T08:00:00'))).toBe(0);
    await Promise.all([
      sendPaymentReminders(deps, at('2030-03-13T09:30:00')),
      sendPaymentReminders(deps, at('2030-03-13T09:30:00')),
    ]);
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    expect(sent.map((notice) => notice.title)).toContain(`Último dia para pagar: ${intent!.reference}`);
    expect(sent.find((notice) => notice.title.startsWith('Último'))?.body).toContain(
      `/conta/compras/${intent!.id}`,
    );
    expect((await intentRow(intent!.id)).remindersSent).toBe(2);
    expect(await sendPaymentReminders(deps, at('2030-03-13T20:00:00'))).toBe(0);
  });

  it('skips a reminder whose time had passed when the intent was created', async () => {
    const { winners } = await auctionWon(app, db);
    const [intent] = await intentsOfBuyer(db, winners[0]!.buyerId);
    // Created on the afternoon before the last day: only the last-day reminder goes.
    await setDue(
      intent!.id,
      new Date('2030-03-13T23:59:59.999-03:00'),
      new Date('2030-03-12T15:00:00-03:00'),
    );
    expect(await sendPaymentReminders(deps, new Date('2030-03-12T20:00:00-03:00'))).toBe(0);
    expect(await sendPaymentReminders(deps, new Date('2030-03-13T09:00:00-03:00'))).toBe(1);
  });
});
