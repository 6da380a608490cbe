import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { listAuditTrail } from '../audit/record-audit.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import {
  auctionWon,
  endAndClose,
  intentsOfBuyer,
  signedNotice,
} from '../checkout/checkout-test-factories.js';
import { lots, paymentIntentHistory, paymentIntents } from '../db/schema/index.js';
import { confirm, directSaleLot } from './direct-sale-test-factories.js';

// A buyer cancels their own unpaid direct-sale purchase (decision 284).
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  PIX_WEBHOOK_RATE_LIMIT_MAX: '100000',
});
const secret = app.deps.config.pixWebhookSecret!;

const reserved = async (lotId: string) =>
  (await db.select().from(lots).where(eq(lots.id, lotId)))[0]!.reservedQuantity;
const intentRow = async (id: string) =>
  (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;
const cancel = (who: Bidder, intentId: string, buyerId = who.buyerId) =>
  app.inject({
    method: 'POST',
    url: `/web/buyers/${buyerId}/payment-intents/${intentId}/cancel`,
    headers: who.headers,
  });

async function purchase(quantity = 2) {
  const buyer = await makeBidder(app, db);
  const { lot } = await directSaleLot(db, { quantity: 5 });
  const answer = await confirm(app, buyer, lot.id, quantity);
  expect(answer.statusCode, answer.body).toBe(201);
  return { buyer, lot, intentId: answer.json().paymentIntentId as string };
}

function pix(intentId: string, totalCents: bigint, amountCents = Number(totalCents)) {
  return (async () => {
    const intent = await intentRow(intentId);
    const endToEndId = `E${randomBytes(16).toString('hex').toUpperCase().slice(0, 31)}`;
    return app.inject(signedNotice(secret, { endToEndId, txid: intent.pixTxid, amountCents }));
  })();
}

const notCancellable = (answer: Awaited<ReturnType<typeof cancel>>) => {
  expect(answer.statusCode, answer.body).toBe(409);
  expect(answer.json().code).toBe('PAYMENT_INTENT_NOT_CANCELLABLE');
};

describe('POST /web/buyers/{id}/payment-intents/{intentId}/cancel', () => {
  it('cancels the buyer’s unpaid purchase: units back on sale, history and audit name the buyer, once', async () => {
    const { buyer, lot, intentId } = await purchase(2);
    expect(await reserved(lot.id)).toBe(2);
    const answer = await cancel(buyer, intentId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: intentId, status: 'CANCELLED' });
    expect(await reserved(lot.id)).toBe(0);
    const history = await db
      .select()
      .from(paymentIntentHistory)
      .where(eq(paymentIntentHistory.intentId, intentId));
    expect(history.at(-1)).toMatchObject({
      toStatus: 'CANCELLED',
      actor: 'BUYER',
      actorUserId: buyer.userId,
    });
    const trail = await listAuditTrail(db, 'payment_intent', intentId);
    expect(trail.at(-1)).toMatchObject({ action: 'PAYMENT_INTENT_CANCELLED', actorUserId: buyer.userId });
    notCancellable(await cancel(buyer, intentId));
    expect(await reserved(lot.id)).toBe(0);
  });

  it('nobody else cancels it: another buyer gets 404 on either buyer id, and the purchase stands', async () => {
    const { buyer, lot, intentId } = await purchase(1);
    const other = await makeBidder(app, db);
    for (const answer of [await cancel(other, intentId), await cancel(other, intentId, buyer.buyerId)]) {
      expect([403, 404]).toContain(answer.statusCode);
    }
    expect((await cancel(other, intentId)).json().code).toBe('PAYMENT_INTENT_NOT_FOUND');
    expect((await intentRow(intentId)).status).toBe('PENDING_PAYMENT');
    expect(await reserved(lot.id)).toBe(1);
  });

  it('a paid purchase, one whose PIX awaits FINANCE, and an auction result are not cancelled here', async () => {
    const paid = await purchase(1);
    const paidRow = await intentRow(paid.intentId);
    expect((await pix(paid.intentId, paidRow.totalCents)).statusCode).toBe(200);
    notCancellable(await cancel(paid.buyer, paid.intentId));
    expect((await intentRow(paid.intentId)).status).toBe('PAID');

    const wrongAmount = await purchase(1);
    const wrongRow = await intentRow(wrongAmount.intentId);
    await pix(wrongAmount.intentId, wrongRow.totalCents, Number(wrongRow.totalCents) - 100);
    expect((await intentRow(wrongAmount.intentId)).status).toBe('PENDING_VERIFICATION');
    notCancellable(await cancel(wrongAmount.buyer, wrongAmount.intentId));
    expect(await reserved(wrongAmount.lot.id)).toBe(1);

    const won = await auctionWon(app, db, { prices: [20_000], close: false });
    await endAndClose(app, db, won.lots[0]!.lot.id);
    const winner = won.winners[0]!;
    const [auctionIntent] = await intentsOfBuyer(db, winner.buyerId);
    expect(auctionIntent!.status).toBe('PENDING_PAYMENT');
    notCancellable(await cancel(winner, auctionIntent!.id));
    expect((await intentRow(auctionIntent!.id)).status).toBe('PENDING_PAYMENT');
  });

  it('frees its place under the cap of unpaid purchases', async () => {
    const buyer = await makeBidder(app, db);
    const intents: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { lot } = await directSaleLot(db, { quantity: 5 });
      intents.push((await confirm(app, buyer, lot.id, 1)).json().paymentIntentId);
    }
    const { lot } = await directSaleLot(db, { quantity: 5 });
    expect((await confirm(app, buyer, lot.id, 1)).json().code).toBe('DIRECT_SALE_UNPAID_LIMIT');
    expect((await cancel(buyer, intents[0]!)).statusCode).toBe(200);
    expect((await confirm(app, buyer, lot.id, 1)).statusCode).toBe(201);
  });

  it('a cancellation racing the PIX payment: one of them wins, and the units match the outcome', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { buyer, lot, intentId } = await purchase(2);
      const { totalCents } = await intentRow(intentId);
      const [cancelled, paid] = await Promise.all([cancel(buyer, intentId), pix(intentId, totalCents)]);
      const status = (await intentRow(intentId)).status;
      if (status === 'CANCELLED') {
        expect(cancelled.statusCode).toBe(200);
        // The provider's money for a closed purchase is kept for FINANCE to return.
        expect(paid.json()).toMatchObject({ status: 'UNMATCHED' });
        expect(await reserved(lot.id)).toBe(0);
      } else {
        expect(status).toBe('PAID');
        notCancellable(cancelled);
        expect(await reserved(lot.id)).toBe(2);
      }
    }
  });
});
