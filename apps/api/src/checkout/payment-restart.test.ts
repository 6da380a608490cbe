import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { makeDataDir } from '../buyers/buyer-test-factories.js';
import { buyers, paymentIntentHistory, paymentIntents } from '../db/schema/index.js';
import { auctionWon, intentsOfBuyer, signedNotice } from './checkout-test-factories.js';
import { checkoutDeps } from './context.js';
import { enforcePaymentDeadline, sweepPayments } from './enforce-payment-deadline.js';

/** The payment sweep and the PIX webhook across a restart: a new app on the same database. */

const overrides = {
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
};
const database = await createTestDatabase();
const db = database.db;
const opened: FastifyInstance[] = [];
async function startApp() {
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  opened.push(app);
  return app;
}
afterAll(async () => {
  for (const app of opened) await app.close();
});

const intentRow = async (id: string) =>
  (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;
const historyOf = (id: string) =>
  db.select().from(paymentIntentHistory).where(eq(paymentIntentHistory.intentId, id));
const finesOf = (id: string) =>
  db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.relatedIntentId, id), eq(paymentIntents.type, 'FINE')));
const endToEndId = () => `E${randomUUID().replace(/-/g, '').toUpperCase().slice(0, 31)}`;

describe('payments across a restart', () => {
  it('a sweep stopped after its first intent: the new app finishes it, each intent penalised once', async () => {
    const before = await startApp();
    const first = await auctionWon(before, db, { prices: [10_000] });
    const second = await auctionWon(before, db, { prices: [20_000] });
    const [stopped] = await intentsOfBuyer(db, first.winners[0]!.buyerId);
    const [waiting] = await intentsOfBuyer(db, second.winners[0]!.buyerId);
    const overdue = [stopped!.id, waiting!.id];
    await db
      .update(paymentIntents)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(inArray(paymentIntents.id, overdue));

    // The sweep enforces the first overdue intent, then the process stops (a second sweep still running).
    expect(await enforcePaymentDeadline(checkoutDeps(before), stopped!.id)).toBe('uncollectible');
    const blockedAt = (await db.select().from(buyers).where(eq(buyers.id, stopped!.buyerId)))[0]!.blockedAt;
    await Promise.all([sweepPayments(checkoutDeps(before)), before.close()]);

    const after = await startApp();
    await sweepPayments(checkoutDeps(after));
    await sweepPayments(checkoutDeps(after));

    for (const id of overdue) {
      const intent = await intentRow(id);
      expect(intent.status).toBe('UNCOLLECTIBLE');
      const fines = await finesOf(id);
      expect(fines).toHaveLength(1);
      expect(intent.relatedIntentId).toBe(fines[0]!.id);
      const history = await historyOf(id);
      expect(history.map((row) => [row.fromStatus, row.toStatus])).toEqual([
        [null, 'PENDING_PAYMENT'],
        ['PENDING_PAYMENT', 'UNCOLLECTIBLE'],
      ]);
      expect((await historyOf(fines[0]!.id)).map((row) => row.toStatus)).toEqual(['PENDING_PAYMENT']);
      const [buyer] = await db.select().from(buyers).where(eq(buyers.id, intent.buyerId));
      expect(buyer!.blockReason).toBe('UNPAID_FEES');
    }
    // Blocked once: the block the first app set is the one that stays.
    const [kept] = await db.select().from(buyers).where(eq(buyers.id, stopped!.buyerId));
    expect(kept!.blockedAt).toEqual(blockedAt);
  });

  it('a PIX notice delivered after a restart, and redelivered, marks the intent PAID once', async () => {
    const before = await startApp();
    const { winners } = await auctionWon(before, db, { prices: [15_000, 25_000] });
    const intents = await intentsOfBuyer(db, winners[0]!.buyerId);
    expect(intents).toHaveLength(2);
    const [early, late] = intents as [(typeof intents)[0], (typeof intents)[0]];
    const noticeOf = (app: FastifyInstance, intent: typeof early, id: string) =>
      signedNotice(app.deps.config.pixWebhookSecret!, {
        endToEndId: id,
        txid: intent.pixTxid,
        amountCents: Number(intent.totalCents),
      });

    // One notice reaches the app before it stops; the provider delivers it again after the restart.
    const earlyId = endToEndId();
    expect((await before.inject(noticeOf(before, early, earlyId))).json()).toEqual({ status: 'PROCESSED' });
    await before.close();

    const after = await startApp();
    const lateId = endToEndId();
    const answers = await Promise.all([
      after.inject(noticeOf(after, early, earlyId)),
      after.inject(noticeOf(after, late, lateId)),
      after.inject(noticeOf(after, late, lateId)),
    ]);
    expect(answers.map((answer) => answer.json().status).sort()).toEqual([
      'DUPLICATE',
      'DUPLICATE',
      'PROCESSED',
    ]);
    for (const intent of [early, late]) {
      expect((await intentRow(intent.id)).status).toBe('PAID');
      const paid = (await historyOf(intent.id)).filter((row) => row.toStatus === 'PAID');
      expect(paid).toHaveLength(1);
    }
  });
});
