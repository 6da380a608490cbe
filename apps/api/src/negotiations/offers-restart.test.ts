import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { negotiationHistory, negotiations, userNotifications } from '../db/schema/index.js';
import { offerExpiryQueue } from './offer-jobs.js';
import { makeOfferCall, makeOfferLot, makeSellerTeam, offerOn, sellerMove } from './offer-test-factories.js';

/** Offer expiry by the durable job across a restart (a new app on the same database), and the offer rate limit. */

const overrides = {
  JOBS_ENABLED: 'true',
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SELLER_RATE_LIMIT_MAX: '100000',
  OFFERS_RATE_LIMIT_MAX: '3',
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

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const offerRow = async (id: string) =>
  (await db.select().from(negotiations).where(eq(negotiations.id, id)))[0]!;

describe('offers across a restart', () => {
  it('offers whose time passed while the API was down expire once, by the job of the new process', async () => {
    const before = await startApp();
    const team = await makeSellerTeam(before, db);
    const { lot } = await makeOfferLot(db, team.seller.id);
    const waitingSeller = await offerOn(before, db, lot.id, 50_000);
    const waitingBuyer = await offerOn(before, db, lot.id, 55_000);
    const countered = await sellerMove(before, team.admin, waitingBuyer.offer.id, 'counter', {
      unitPriceCents: 70_000,
    });
    expect(countered.statusCode).toBe(200);
    await before.close();

    // While nothing runs, both answer times pass.
    await db
      .update(negotiations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(negotiations.lotId, lot.id));
    // The expiry schedule is kept in the database, not in the stopped process.
    const schedules = await db.execute(
      sql`select name, cron from pgboss.schedule where name = ${offerExpiryQueue}`,
    );
    expect((schedules as unknown as { rows: unknown[] }).rows ?? schedules).toEqual([
      { name: offerExpiryQueue, cron: '* * * * *' },
    ]);

    const after = await startApp();
    // The tick the schedule would send (every minute), and a duplicate: the sweep is idempotent.
    await after.deps.jobs.send(offerExpiryQueue, {});
    await after.deps.jobs.send(offerExpiryQueue, {});
    const expired = await waitFor(
      async () => [await offerRow(waitingSeller.offer.id), await offerRow(waitingBuyer.offer.id)],
      (rows) => rows.every((row) => row.closedReason === 'EXPIRED'),
      20_000,
    );
    expect(expired.map((row) => [row.status, row.closedReason])).toEqual([
      ['REJECTED_BY_SELLER', 'EXPIRED'],
      ['REJECTED_BY_BUYER', 'EXPIRED'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (const offer of [waitingSeller, waitingBuyer]) {
      const history = await db
        .select()
        .from(negotiationHistory)
        .where(eq(negotiationHistory.negotiationId, offer.offer.id));
      expect(history.filter((row) => row.actor === 'SYSTEM')).toHaveLength(1);
      const bell = await db
        .select()
        .from(userNotifications)
        .where(eq(userNotifications.userId, offer.buyer.userId));
      expect(bell.filter((notice) => notice.type === 'OFFER_CLOSED')).toHaveLength(1);
    }
  });

  it('limits how many offers one user makes per minute', async () => {
    const app = opened.at(-1)!;
    const team = await makeSellerTeam(app, db);
    const buyer = await makeBidder(app, db);
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const { lot } = await makeOfferLot(db, team.seller.id);
      const response = await makeOfferCall(app, buyer, lot.id, { unitPriceCents: 50_000 });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().code).toBe('RATE_LIMITED');
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
