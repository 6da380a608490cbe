import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { openDatabase } from '../db/client.js';
import { directSaleOrders, lots, paymentIntents } from '../db/schema/index.js';
import { confirm, directSaleLot } from './direct-sale-test-factories.js';

const overrides = {
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
};
const { app, db, database } = await createTestApp(overrides);

// A second API process on the same database: its own pool on PostgreSQL (on PGlite, the same embedded one).
const secondDatabase =
  database.kind === 'postgres' ? await openDatabase({ databaseUrl: database.connectionString }) : database;
const second = await buildApp(testConfig(overrides), { database: secondDatabase });
afterAll(async () => {
  await second.close();
  if (secondDatabase !== database) await secondDatabase.close();
});

const buyers: Bidder[] = [];
for (let index = 0; index < 100; index += 1) buyers.push(await makeBidder(app, db));

async function raceForTheLastThree(apps: (typeof app)[]) {
  const { lot } = await directSaleLot(db, { quantity: 10 });
  // Seven units already sold: three left.
  await db.update(lots).set({ reservedQuantity: 7 }).where(eq(lots.id, lot.id));
  const answers = await Promise.all(
    buyers.map((buyer, index) => confirm(apps[index % apps.length]!, buyer, lot.id, 1)),
  );
  const won = answers.filter((answer) => answer.statusCode === 201);
  const refused = answers.filter((answer) => answer.statusCode !== 201);
  expect(won).toHaveLength(3);
  expect(refused).toHaveLength(97);
  for (const answer of refused) {
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('INSUFFICIENT_STOCK');
    // Each refusal states the units left when it was refused: none, once the three were taken.
    expect(answer.json().details.availableQuantity).toBe(0);
    expect(answer.json().message).toBe('Este lote esgotou: não há mais unidades à venda.');
  }
  const [row] = await db.select().from(lots).where(eq(lots.id, lot.id));
  expect(row!.reservedQuantity).toBe(10);
  const orders = await db.select().from(directSaleOrders).where(eq(directSaleOrders.lotId, lot.id));
  expect(orders).toHaveLength(3);
  const intents = await Promise.all(
    orders.map(
      async (order) =>
        (await db.select().from(paymentIntents).where(eq(paymentIntents.id, order.intentId)))[0]!,
    ),
  );
  expect(
    intents.every((intent) => intent.type === 'DIRECT_SALE' && intent.status === 'PENDING_PAYMENT'),
  ).toBe(true);
  expect(new Set(orders.map((order) => order.buyerId)).size).toBe(3);
  return lot.id;
}

describe('100 buyers for the last 3 units', () => {
  it('on one API: exactly 3 purchases, the stock never below zero, 97 told none is left', async () => {
    await raceForTheLastThree([app]);
  });

  it('through two API instances on the same database: the same', async () => {
    await raceForTheLastThree([app, second]);
  });

  it('the database refuses a negative stock or more units than the lot has, whatever the writer', async () => {
    const { lot } = await directSaleLot(db, { quantity: 2 });
    await expect(db.update(lots).set({ reservedQuantity: -1 }).where(eq(lots.id, lot.id))).rejects.toThrow();
    await expect(db.update(lots).set({ reservedQuantity: 3 }).where(eq(lots.id, lot.id))).rejects.toThrow();
  });
});
