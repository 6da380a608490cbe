import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { makeCpf, makeDataDir } from '../buyers/buyer-test-factories.js';
import { intentUrl } from '../checkout/checkout-test-factories.js';
import { buyerApplications, lotFulfilments } from '../db/schema/index.js';
import { confirm, directSaleLot } from '../direct-sales/direct-sale-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  FULFILMENT_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});

const day = 86_400_000;
type Who = Pick<Bidder, 'headers'>;
const post = (url: string, who: Who, payload?: object) =>
  app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

/** A natural person who bought one unit of a direct sale ("Comprar agora") and paid it by PIX. */
async function paidDirectSale() {
  const buyer = await makeBidder(app, db);
  await db
    .insert(buyerApplications)
    .values({
      userId: buyer.userId,
      buyerId: buyer.buyerId,
      status: 'APPROVED',
      type: 'NATURAL_PERSON',
      taxId: makeCpf(),
    })
    .onConflictDoNothing();
  const { lot } = await directSaleLot(db);
  const bought = await confirm(app, buyer, lot.id, 1);
  expect(bought.statusCode, bought.body).toBe(201);
  const intentId = bought.json().paymentIntentId as string;
  const paid = await post(intentUrl(buyer, intentId, '/simulate-pix-payment'), buyer);
  expect(paid.statusCode, paid.body).toBe(200);
  const [fulfilment] = await db
    .select()
    .from(lotFulfilments)
    .where(eq(lotFulfilments.buyerId, buyer.buyerId));
  return { buyer, lot, intentId, fulfilmentId: fulfilment!.id };
}

const openRefund = (setup: Awaited<ReturnType<typeof paidDirectSale>>, reason: 'OTHER' | 'DAMAGED') =>
  post(`/web/buyers/${setup.buyer.buyerId}/refunds`, setup.buyer, {
    paymentIntentId: setup.intentId,
    lotId: setup.lot.id,
    reason,
    description: 'Desisti da compra: o produto não atende ao que eu precisava.',
    compensation: 'CREDITS_TOTAL_PURCHASE',
  });
const cancel = (setup: Awaited<ReturnType<typeof paidDirectSale>>, refundId: string) =>
  post(`/web/buyers/${setup.buyer.buyerId}/refunds/${refundId}/cancel`, setup.buyer);
const received = (setup: Awaited<ReturnType<typeof paidDirectSale>>, who: Bidder = setup.buyer) =>
  post(`/web/buyers/${who.buyerId}/lot-fulfilments/${setup.fulfilmentId}/received`, who);

describe('the goods received date and the 7-day withdrawal of a direct sale', () => {
  it('the buyer confirms receipt once; the refund shows the deadline; withdrawal is refused after 7 days, damage is not', async () => {
    const setup = await paidDirectSale();

    // Before any receipt is recorded the withdrawal is open, and no deadline runs yet.
    const early = await openRefund(setup, 'OTHER');
    expect(early.statusCode, early.body).toBe(201);
    expect(early.json()).toMatchObject({ goodsReceivedAt: null, withdrawalDeadlineAt: null });
    expect((await cancel(setup, early.json().id)).statusCode).toBe(200);

    // Nobody else confirms this buyer's lot.
    const stranger = await makeBidder(app, db);
    expect((await received(setup, stranger)).statusCode).toBe(404);
    const strangerOnOther = await app.inject({
      method: 'POST',
      url: `/web/buyers/${setup.buyer.buyerId}/lot-fulfilments/${setup.fulfilmentId}/received`,
      headers: stranger.headers,
    });
    expect(strangerOnOther.statusCode).toBe(403);

    const confirmed = await received(setup);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: setup.fulfilmentId, receivedSource: 'BUYER_CONFIRMATION' });
    const receivedAt = confirmed.json().receivedAt as string;
    expect(Math.abs(Date.parse(receivedAt) - Date.now())).toBeLessThan(60_000);
    // A second confirmation keeps the first date.
    const again = await received(setup);
    expect(again.json().receivedAt).toBe(receivedAt);

    const within = await openRefund(setup, 'OTHER');
    expect(within.statusCode, within.body).toBe(201);
    expect(within.json()).toMatchObject({
      goodsReceivedAt: receivedAt,
      withdrawalDeadlineAt: new Date(Date.parse(receivedAt) + 7 * day).toISOString(),
    });
    expect((await cancel(setup, within.json().id)).statusCode).toBe(200);

    // Eight days after the receipt the withdrawal is over; a damaged lot can still be reported.
    await db
      .update(lotFulfilments)
      .set({ receivedAt: new Date(Date.now() - 8 * day) })
      .where(eq(lotFulfilments.id, setup.fulfilmentId));
    const late = await openRefund(setup, 'OTHER');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REFUND_WITHDRAWAL_PERIOD_OVER');
    expect(late.json().message).toMatch(/^O prazo de 7 dias para desistir desta compra terminou em \d+ de /);
    const damaged = await openRefund(setup, 'DAMAGED');
    expect(damaged.statusCode, damaged.body).toBe(201);
  });
});
