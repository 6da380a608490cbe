import { randomBytes } from 'node:crypto';
import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';
import { signedNotice } from '../checkout/checkout-test-factories.js';
import { openDatabase } from '../db/client.js';
import { directSaleOrders, lots, paymentIntents, userNotifications } from '../db/schema/index.js';
import { confirm, directSaleLot, newClientKey, review } from './direct-sale-test-factories.js';

// The cap of unpaid direct-sale purchases per buyer (decision 282), at its default of 3.
const overrides = {
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  PIX_WEBHOOK_RATE_LIMIT_MAX: '100000',
};
const { app, db, database } = await createTestApp(overrides);
const secret = app.deps.config.pixWebhookSecret!;
const capMessage =
  'Você já tem 3 compras aguardando pagamento. Pague ou cancele uma delas em Minhas compras para poder comprar de novo.';

// A second API process on the same database (its own pool on PostgreSQL), and one whose cap is set to 1.
const secondDatabase =
  database.kind === 'postgres' ? await openDatabase({ databaseUrl: database.connectionString }) : database;
const second = await buildApp(testConfig(overrides), { database: secondDatabase });
const capOfOne = await buildApp(testConfig({ ...overrides, DIRECT_SALE_UNPAID_MAX: '1' }), { database });
afterAll(async () => {
  await capOfOne.close();
  await second.close();
  if (secondDatabase !== database) await secondDatabase.close();
});

const lotRow = async (id: string) => (await db.select().from(lots).where(eq(lots.id, id)))[0]!;
const intentRow = async (id: string) =>
  (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;

/** The buyer's rows a confirmation writes: intents, purchases, notices. */
async function writtenFor(buyer: Bidder) {
  const [intents] = await db
    .select({ total: count() })
    .from(paymentIntents)
    .where(eq(paymentIntents.buyerId, buyer.buyerId));
  const [orders] = await db
    .select({ total: count() })
    .from(directSaleOrders)
    .where(eq(directSaleOrders.buyerId, buyer.buyerId));
  const [notices] = await db
    .select({ total: count() })
    .from(userNotifications)
    .where(eq(userNotifications.userId, buyer.userId));
  return { intents: intents!.total, orders: orders!.total, notices: notices!.total };
}

/** The buyer's DIRECT_SALE intents still awaiting payment. */
async function unpaidOf(buyer: Bidder) {
  const [row] = await db
    .select({ total: count() })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.buyerId, buyer.buyerId),
        eq(paymentIntents.type, 'DIRECT_SALE'),
        notInArray(paymentIntents.status, ['PAID', 'CANCELLED', 'UNCOLLECTIBLE']),
      ),
    );
  return row!.total;
}

/** One unit of a fresh lot (each of its own Event), bought by the buyer: answers the intent id. */
async function bought(buyer: Bidder, through = app) {
  const { lot } = await directSaleLot(db, { quantity: 5 });
  const answer = await confirm(through, buyer, lot.id, 1);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().paymentIntentId as string;
}

/** The provider's PIX notice for an intent, for its total or another amount. */
async function pixNotice(intentId: string, amountCents?: number) {
  const intent = await intentRow(intentId);
  const endToEndId = `E${randomBytes(16).toString('hex').toUpperCase().slice(0, 31)}`;
  return app.inject(
    signedNotice(secret, {
      endToEndId,
      txid: intent.pixTxid,
      amountCents: amountCents ?? Number(intent.totalCents),
    }),
  );
}

function expectCapRefusal(answer: Awaited<ReturnType<typeof confirm>>, message = capMessage) {
  expect(answer.statusCode, answer.body).toBe(409);
  expect(answer.json()).toMatchObject({ code: 'DIRECT_SALE_UNPAID_LIMIT', message });
}

describe('at most DIRECT_SALE_UNPAID_MAX unpaid direct-sale purchases per buyer', () => {
  it('three purchases pass; the fourth is refused with the message, and writes nothing', async () => {
    const buyer = await makeBidder(app, db);
    for (let index = 0; index < 3; index += 1) await bought(buyer);
    const before = await writtenFor(buyer);
    expect(before.intents).toBe(3);
    expect(before.orders).toBe(3);

    const { lot } = await directSaleLot(db, { quantity: 5 });
    // The review says so first, before the buyer fills anything in.
    const reviewed = await review(app, buyer, lot.id, 2);
    expectCapRefusal(reviewed);
    expect(reviewed.json().details).toEqual({ limit: 3 });
    const refused = await confirm(app, buyer, lot.id, 2);
    expectCapRefusal(refused);
    expect(refused.json().details).toEqual({ limit: 3 });
    expect((await lotRow(lot.id)).reservedQuantity).toBe(0);
    expect(await writtenFor(buyer)).toEqual(before);

    // Another buyer is not held by this buyer's purchases.
    const other = await makeBidder(app, db);
    expect((await confirm(app, other, lot.id, 2)).statusCode).toBe(201);
    expect((await lotRow(lot.id)).reservedQuantity).toBe(2);
  });

  it('a purchase paid by PIX, or cancelled, makes room for the next; one awaiting FINANCE still counts', async () => {
    const buyer = await makeBidder(app, db);
    const intents = [await bought(buyer), await bought(buyer), await bought(buyer)];
    const { lot } = await directSaleLot(db, { quantity: 5 });
    expectCapRefusal(await confirm(app, buyer, lot.id, 1));

    // A PIX of another amount sends the intent to FINANCE (PENDING_VERIFICATION): not paid yet.
    expect((await pixNotice(intents[0]!, 1)).statusCode).toBe(200);
    expect((await intentRow(intents[0]!)).status).toBe('PENDING_VERIFICATION');
    expectCapRefusal(await confirm(app, buyer, lot.id, 1));

    // The right amount pays it: the next purchase passes, and the one after is refused again.
    expect((await pixNotice(intents[1]!)).statusCode).toBe(200);
    expect((await intentRow(intents[1]!)).status).toBe('PAID');
    expect((await confirm(app, buyer, lot.id, 1)).statusCode).toBe(201);
    expectCapRefusal(await confirm(app, buyer, lot.id, 1));

    // FINANCE cancels one: the next passes.
    const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/backoffice/payment-intents/${intents[2]}/cancel`,
      headers: finance.headers,
      payload: { reason: 'Compra cancelada a pedido do comprador' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await confirm(app, buyer, lot.id, 1)).statusCode).toBe(201);
    expectCapRefusal(await confirm(app, buyer, lot.id, 1));
    expect(await unpaidOf(buyer)).toBe(3);
    expect((await lotRow(lot.id)).reservedQuantity).toBe(2);
  });

  it('a repeat of a purchase already made is answered (200) even with the cap reached', async () => {
    const buyer = await makeBidder(app, db);
    const { lot } = await directSaleLot(db, { quantity: 5 });
    const key = newClientKey();
    const first = await confirm(app, buyer, lot.id, 1, key);
    expect(first.statusCode).toBe(201);
    await bought(buyer);
    await bought(buyer);
    const before = await writtenFor(buyer);

    const again = await confirm(app, buyer, lot.id, 1, key);
    expect([again.statusCode, again.json().paymentIntentId]).toEqual([200, first.json().paymentIntentId]);
    expect(await writtenFor(buyer)).toEqual(before);
    expect((await lotRow(lot.id)).reservedQuantity).toBe(1);
    // A new key is a new purchase: refused.
    expectCapRefusal(await confirm(app, buyer, lot.id, 1));
  });

  it('the same confirmation sent five times at once with two unpaid: one purchase, every answer is it', async () => {
    const buyer = await makeBidder(app, db);
    await bought(buyer);
    await bought(buyer);
    const { lot } = await directSaleLot(db, { quantity: 5 });
    const key = newClientKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => confirm(index % 2 ? second : app, buyer, lot.id, 1, key)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().paymentIntentId)).size).toBe(1);
    expect((await lotRow(lot.id)).reservedQuantity).toBe(1);
    expect(await unpaidOf(buyer)).toBe(3);
  });

  for (const [name, apps] of [
    ['on one API', [app]],
    ['through two API instances on the same database', [app, second]],
  ] as const) {
    it(`six confirmations at once with two unpaid, ${name}: exactly one passes, five refused`, async () => {
      const buyer = await makeBidder(app, db);
      await bought(buyer);
      await bought(buyer);
      const targets = await Promise.all(
        Array.from({ length: 6 }, async () => (await directSaleLot(db, { quantity: 5 })).lot.id),
      );
      const answers = await Promise.all(
        targets.map((lotId, index) => confirm(apps[index % apps.length]!, buyer, lotId, 1)),
      );
      const passed = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(passed).toHaveLength(1);
      expect(refused).toHaveLength(5);
      for (const answer of refused) expectCapRefusal(answer);
      expect(await unpaidOf(buyer)).toBe(3);
      const reserved = await Promise.all(
        targets.map(async (lotId) => (await lotRow(lotId)).reservedQuantity),
      );
      expect(reserved.sort()).toEqual([0, 0, 0, 0, 0, 1]);
      expect(await writtenFor(buyer)).toMatchObject({ intents: 3, orders: 3 });
    });
  }

  it('reads the cap from DIRECT_SALE_UNPAID_MAX (1: one purchase, in the singular)', async () => {
    const buyer = await makeBidder(app, db);
    await bought(buyer, capOfOne);
    const { lot } = await directSaleLot(db, { quantity: 5 });
    expectCapRefusal(
      await confirm(capOfOne, buyer, lot.id, 1),
      'Você já tem 1 compra aguardando pagamento. Pague ou cancele essa compra em Minhas compras para poder comprar de novo.',
    );
    // The default app allows three.
    expect((await confirm(app, buyer, lot.id, 1)).statusCode).toBe(201);
  });
});
