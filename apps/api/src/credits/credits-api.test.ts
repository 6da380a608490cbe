import {
  buyerCreditsResponseSchema,
  creditGrantRequestSchema,
  creditStatementResponseSchema,
} from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { grantSpecialPermission } from '../backoffice/special-permissions.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { makeDataDir } from '../buyers/buyer-test-factories.js';
import { auditLog, buyerCreditEntries } from '../db/schema/index.js';
import { sweepCreditExpiries } from './credit-jobs.js';
import { grantBuyerCredit } from './ledger.js';

const overrides = {
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
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
const app = await startApp();

let seq = 0;
const grant = (
  buyerId: string,
  amountCents: number,
  expiresAt: Date | null,
  reason = 'CUSTOMER_SUPPORT' as const,
) =>
  db.transaction((tx) =>
    grantBuyerCredit(tx, {
      buyerId,
      amountCents,
      type: 'TOTAL',
      reason,
      description: `Crédito ${++seq}`,
      expiresAt,
      sourceType: 'TEST',
      sourceId: `api-${seq}`,
      now: new Date(),
    }),
  );
const get = (who: Bidder, url: string) => app.inject({ method: 'GET', url, headers: who.headers });

describe('GET /web/buyers/{id}/credits and /credits/statement', () => {
  it('answers the credits, the spendable balance and a paged statement of the buyer', async () => {
    const buyer = await makeBidder(app, db);
    await grant(buyer.buyerId, 5_000, new Date(Date.now() + 86_400_000));
    await grant(buyer.buyerId, 2_000, null, 'MEMBER_GET_MEMBER' as never);
    const credits = await get(buyer, `/web/buyers/${buyer.buyerId}/credits`);
    expect(credits.statusCode).toBe(200);
    const body = buyerCreditsResponseSchema.parse(credits.json());
    expect(body.availableCents).toBe(7_000);
    expect(body.buyerCredits.map((c) => [c.amountCents, c.status])).toEqual([
      [5_000, 'ACTIVE'],
      [2_000, 'ACTIVE'],
    ]);
    expect(body.nextExpiryAt).not.toBeNull();

    const page1 = await get(buyer, `/web/buyers/${buyer.buyerId}/credits/statement?take=1&skip=0`);
    expect(page1.statusCode).toBe(200);
    const first = creditStatementResponseSchema.parse(page1.json());
    expect(first.total).toBe(2);
    expect(first.buyerCreditStatement).toHaveLength(1);
    const page2 = creditStatementResponseSchema.parse(
      (await get(buyer, `/web/buyers/${buyer.buyerId}/credits/statement?take=1&skip=1`)).json(),
    );
    const types = [...first.buyerCreditStatement, ...page2.buyerCreditStatement].map((e) => e.type).sort();
    expect(types).toEqual(['CREDIT', 'RECOMMENDATION']);

    const bad = await get(buyer, `/web/buyers/${buyer.buyerId}/credits/statement?take=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("another buyer's credits answer 404, signed out 401", async () => {
    const owner = await makeBidder(app, db);
    const other = await makeBidder(app, db);
    for (const url of [
      `/web/buyers/${owner.buyerId}/credits`,
      `/web/buyers/${owner.buyerId}/credits/statement`,
    ]) {
      const response = await get(other, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'BUYER_NOT_FOUND' });
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('the Buyer payload carries buyerCredits', () => {
  it('GET and PATCH /web/buyers/{id} answer the owner the spendable balance; expired credits do not count', async () => {
    const buyer = await makeBidder(app, db);
    const empty = await get(buyer, `/web/buyers/${buyer.buyerId}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().buyer.buyerCredits).toEqual({
      availableCents: 0,
      feesOnlyCents: 0,
      nextExpiryAt: null,
    });

    const soon = new Date(Date.now() + 3 * 86_400_000);
    await grant(buyer.buyerId, 5_000, soon, 'MEMBER_GET_MEMBER' as never);
    await grant(buyer.buyerId, 1_500, null);
    const lapsing = await grant(buyer.buyerId, 900, new Date(Date.now() + 1_000));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(lapsing.created).toBe(true);

    const read = await get(buyer, `/web/buyers/${buyer.buyerId}`);
    expect(read.json().buyer).toMatchObject({
      id: buyer.buyerId,
      buyerCredits: { availableCents: 6_500, feesOnlyCents: 0, nextExpiryAt: soon.toISOString() },
    });
    const credits = buyerCreditsResponseSchema.parse(
      (await get(buyer, `/web/buyers/${buyer.buyerId}/credits`)).json(),
    );
    expect(read.json().buyer.buyerCredits.availableCents).toBe(credits.availableCents);

    const patched = await app.inject({
      method: 'PATCH',
      url: `/web/buyers/${buyer.buyerId}`,
      headers: buyer.headers,
      payload: { username: `saldo${Date.now().toString(36)}` },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().buyer.buyerCredits.availableCents).toBe(6_500);

    // Another user's buyer id is refused, so nobody reads someone else's balance.
    const other = await makeBidder(app, db);
    expect((await get(other, `/web/buyers/${buyer.buyerId}`)).statusCode).toBe(403);
  });
});

describe('credit expiry by the durable job', () => {
  it('an expired credit stops counting at once; after a restart the job writes its EXPIRY entry once', async () => {
    const buyer = await makeBidder(app, db);
    const { credit } = await grant(buyer.buyerId, 4_000, new Date(Date.now() + 1_500));
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const before = buyerCreditsResponseSchema.parse(
      (await get(buyer, `/web/buyers/${buyer.buyerId}/credits`)).json(),
    );
    expect(before.availableCents).toBe(0);
    expect(before.buyerCredits[0]!.status).toBe('EXPIRED');

    // The process stops before the job ran; a new app on the same database runs it (twice).
    const restarted = await startApp();
    expect(await sweepCreditExpiries(restarted.deps.database.db)).toBeGreaterThanOrEqual(1);
    await sweepCreditExpiries(restarted.deps.database.db);
    const entries = await db
      .select()
      .from(buyerCreditEntries)
      .where(and(eq(buyerCreditEntries.creditId, credit.id), eq(buyerCreditEntries.kind, 'EXPIRY')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.amountCents).toBe(-4_000);
  });
});

describe('staff credit grants', () => {
  it('support asks, an approver approves (never their own request), the buyer gets the credit; all audited', async () => {
    const buyer = await makeBidder(app, db);
    const support = await makeBidder(app, db);
    const approver = await makeBidder(app, db);
    await upsertUserRole(db, { userId: support.userId, role: 'CIRCULA_CUSTOMER_SUPPORT', level: 1 });
    await upsertUserRole(db, { userId: approver.userId, role: 'CIRCULA_CUSTOMER_SUPPORT', level: 1 });
    await grantSpecialPermission(db, {
      userId: approver.userId,
      permission: 'APPROVE_BUYER_CREDIT',
      actorUserId: null,
    });

    // A buyer without a role cannot ask.
    const denied = await app.inject({
      method: 'POST',
      url: '/backoffice/credit-grants',
      headers: buyer.headers,
      payload: {
        buyerId: buyer.buyerId,
        type: 'TOTAL',
        reason: 'CUSTOMER_SUPPORT',
        amountCents: 1_000,
        expiresAt: null,
        description: 'Quero crédito',
      },
    });
    expect(denied.statusCode).toBe(403);

    const tooMuch = await app.inject({
      method: 'POST',
      url: '/backoffice/credit-grants',
      headers: support.headers,
      payload: {
        buyerId: buyer.buyerId,
        type: 'TOTAL',
        reason: 'CUSTOMER_SUPPORT',
        amountCents: 10_000_001,
        expiresAt: null,
        description: 'Atraso na entrega',
      },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain('R$ 100.000,00');

    const asked = await app.inject({
      method: 'POST',
      url: '/backoffice/credit-grants',
      headers: support.headers,
      payload: {
        buyerId: buyer.buyerId,
        type: 'FEES_ONLY',
        reason: 'CUSTOMER_SUPPORT',
        amountCents: 3_000,
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        description: 'Atraso na retirada do lote',
      },
    });
    expect(asked.statusCode).toBe(201);
    const request = creditGrantRequestSchema.parse(asked.json());
    expect(request).toMatchObject({ status: 'PENDING', requestedByMe: true });

    // The requester cannot approve it (even holding the permission), nor can someone without it.
    await grantSpecialPermission(db, {
      userId: support.userId,
      permission: 'APPROVE_BUYER_CREDIT',
      actorUserId: null,
    });
    const self = await app.inject({
      method: 'POST',
      url: `/backoffice/credit-grants/${request.id}/decision`,
      headers: support.headers,
      payload: { approve: true },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'SELF_APPROVAL_FORBIDDEN' });
    const noPermission = await app.inject({
      method: 'POST',
      url: `/backoffice/credit-grants/${request.id}/decision`,
      headers: buyer.headers,
      payload: { approve: true },
    });
    expect(noPermission.statusCode).toBe(403);

    const pending = await app.inject({
      method: 'GET',
      url: '/backoffice/credit-grants',
      headers: approver.headers,
    });
    expect(pending.json()).toMatchObject({ canApprove: true });
    expect(pending.json().items.map((i: { id: string }) => i.id)).toContain(request.id);

    const approved = await app.inject({
      method: 'POST',
      url: `/backoffice/credit-grants/${request.id}/decision`,
      headers: approver.headers,
      payload: { approve: true, note: 'Ok' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED' });
    const again = await app.inject({
      method: 'POST',
      url: `/backoffice/credit-grants/${request.id}/decision`,
      headers: approver.headers,
      payload: { approve: true },
    });
    expect(again.statusCode).toBe(409);

    const credits = buyerCreditsResponseSchema.parse(
      (await get(buyer, `/web/buyers/${buyer.buyerId}/credits`)).json(),
    );
    expect(credits).toMatchObject({ availableCents: 3_000, feesOnlyCents: 3_000 });
    expect(credits.buyerCredits[0]).toMatchObject({
      description: 'Atraso na retirada do lote',
      reason: 'CUSTOMER_SUPPORT',
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'BUYER_CREDIT_APPROVED',
      'BUYER_CREDIT_REQUESTED',
    ]);
  });
});
