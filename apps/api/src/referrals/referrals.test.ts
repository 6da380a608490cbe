import {
  backofficeReferralListSchema,
  buyerCreditsResponseSchema,
  referralStatementResponseSchema,
} from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { makeDataDir } from '../buyers/buyer-test-factories.js';
import { auctionWon, intentsOfBuyer } from '../checkout/checkout-test-factories.js';
import { auditLog, listings, paymentIntents, referrals, users } from '../db/schema/index.js';
import { sweepReferrals } from './referrals.js';
import { registerNewReferrals } from './referrals-repository.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});

const call = (who: Bidder | null, method: 'GET' | 'POST', url: string, payload?: Record<string, string>) =>
  payload === undefined
    ? app.inject({ method, url, headers: who?.headers ?? {} })
    : app.inject({ method, url, headers: who?.headers ?? {}, payload });

async function referrerWithLink() {
  const referrer = await makeBidder(app, db);
  const created = await call(referrer, 'POST', '/web/referrals/link', {});
  expect(created.statusCode).toBe(201);
  return { referrer, slug: created.json().userReferralLink.slug as string };
}

/** A new user who signed up through the link (sign-up stores the slug; see auth/sign-up.test.ts). */
async function referredThrough(slug: string, overrides: { phone?: string } = {}) {
  const referred = await makeBidder(app, db);
  await db
    .update(users)
    .set({ referralSlug: slug, phone: overrides.phone ?? null })
    .where(eq(users.id, referred.userId));
  // The sign-up through a link records the referral for the new user (referral-landing.test.ts goes through it).
  await registerNewReferrals(db, referred.userId);
  return referred;
}

async function winAndPay(buyer: Bidder, accessMode: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const { listing } = await auctionWon(app, db, { prices: [20_000], winners: [buyer] });
  await db.update(listings).set({ accessMode }).where(eq(listings.id, listing.id));
  const [intent] = await intentsOfBuyer(db, buyer.buyerId);
  await db
    .update(paymentIntents)
    .set({ status: 'PAID', paidAt: new Date() })
    .where(eq(paymentIntents.id, intent!.id));
}

const available = async (who: Bidder) =>
  buyerCreditsResponseSchema.parse((await call(who, 'GET', `/web/buyers/${who.buyerId}/credits`)).json())
    .availableCents;

describe('the referral calls', () => {
  it('campaign and link: 401 signed out, null before the link exists, one link per user', async () => {
    expect((await call(null, 'GET', '/web/referrals/link')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/web/referrals/campaigns/active')).statusCode).toBe(401);
    const user = await makeBidder(app, db);
    const campaign = await call(user, 'GET', '/web/referrals/campaigns/active');
    expect(campaign.json()).toMatchObject({
      userReferralCampaign: { bonusCents: 5_000, creditValidityDays: 180 },
    });
    const missing = await call(user, 'GET', '/web/referrals/link');
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ userReferralLink: null });
    const created = await call(user, 'POST', '/web/referrals/link', {});
    expect(created.statusCode).toBe(201);
    const again = await call(user, 'POST', '/web/referrals/link', {});
    expect(again.statusCode).toBe(200);
    expect(again.json().userReferralLink.slug).toBe(created.json().userReferralLink.slug);
    const link = (await call(user, 'GET', '/web/referrals/link')).json().userReferralLink;
    expect(link.url).toContain(`?ref=${link.slug}`);
  });

  it("the referred buyer call answers only the caller's own (another user's: 404)", async () => {
    const { slug } = await referrerWithLink();
    const referred = await referredThrough(slug);
    const own = await call(referred, 'GET', `/web/referrals/user-referrals/users/${referred.userId}/buyer`);
    expect(own.statusCode).toBe(200);
    expect(own.json().buyer).toMatchObject({ id: referred.buyerId, referral: { status: 'REGISTERED' } });
    const other = await makeBidder(app, db);
    const foreign = await call(other, 'GET', `/web/referrals/user-referrals/users/${referred.userId}/buyer`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('qualification', () => {
  it('a bid and a confirmed payment in a public Event credit both R$ 50 once, however often the job runs', async () => {
    const { referrer, slug } = await referrerWithLink();
    const referred = await referredThrough(slug);
    await sweepReferrals(db, app.deps.config.WEB_ORIGIN);
    const registered = referralStatementResponseSchema.parse(
      (await call(referrer, 'GET', '/web/referrals/statements')).json(),
    );
    expect(registered.referralStatement[0]).toMatchObject({
      referredName: 'Maria',
      validBid: false,
      confirmedPayment: false,
      status: 'REGISTERED',
    });

    await winAndPay(referred);
    const outcomes = await Promise.all([
      sweepReferrals(db, app.deps.config.WEB_ORIGIN),
      sweepReferrals(db, app.deps.config.WEB_ORIGIN),
    ]);
    expect(outcomes.flat().filter((o) => o === 'credited')).toHaveLength(1);
    await sweepReferrals(db, app.deps.config.WEB_ORIGIN);
    expect(await available(referrer)).toBe(5_000);
    expect(await available(referred)).toBe(5_000);
    const statement = referralStatementResponseSchema.parse(
      (await call(referrer, 'GET', '/web/referrals/statements')).json(),
    );
    expect(statement.referralStatement[0]).toMatchObject({
      validBid: true,
      confirmedPayment: true,
      status: 'CREDITED',
      bonusCents: 5_000,
    });
    const credits = buyerCreditsResponseSchema.parse(
      (await call(referred, 'GET', `/web/buyers/${referred.buyerId}/credits`)).json(),
    );
    const days = (Date.parse(credits.buyerCredits[0]!.expiresAt!) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(180);
    expect(credits.buyerCredits[0]!.reason).toBe('MEMBER_GET_MEMBER');
  });

  it('never for a self-referral (same phone), nor for a payment in a private Event', async () => {
    const { referrer, slug } = await referrerWithLink();
    await db.update(users).set({ phone: '+5511988887777' }).where(eq(users.id, referrer.userId));
    const twin = await referredThrough(slug, { phone: '+5511988887777' });
    await winAndPay(twin);

    const { referrer: second, slug: secondSlug } = await referrerWithLink();
    const privateBuyer = await referredThrough(secondSlug);
    await winAndPay(privateBuyer, 'PRIVATE');

    await sweepReferrals(db, app.deps.config.WEB_ORIGIN);
    const [twinReferral] = await db.select().from(referrals).where(eq(referrals.referredUserId, twin.userId));
    expect(twinReferral).toMatchObject({
      status: 'REJECTED',
      statusReason: expect.stringMatching(/telefone/),
    });
    const [privateReferral] = await db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, privateBuyer.userId));
    expect(privateReferral!.status).toBe('REGISTERED');
    for (const who of [referrer, twin, second, privateBuyer]) expect(await available(who)).toBe(0);
  });

  it('staff reverse a paid bonus with a reason (audited); withholding needs it unpaid', async () => {
    const { referrer, slug } = await referrerWithLink();
    const referred = await referredThrough(slug);
    await winAndPay(referred);
    await sweepReferrals(db, app.deps.config.WEB_ORIGIN);
    const [referral] = await db.select().from(referrals).where(eq(referrals.referredUserId, referred.userId));
    const staff = await makeBidder(app, db);
    await upsertUserRole(db, { userId: staff.userId, role: 'CIRCULA_MARKETING', level: 1 });
    const url = `/backoffice/referrals/${referral!.id}/actions`;
    expect(
      (await call(referrer, 'POST', url, { action: 'REVERSE', reason: 'Contas ligadas' })).statusCode,
    ).toBe(403);
    const withhold = await call(staff, 'POST', url, { action: 'WITHHOLD', reason: 'Contas ligadas' });
    expect(withhold.statusCode).toBe(409);
    const reversed = await call(staff, 'POST', url, { action: 'REVERSE', reason: 'Contas ligadas' });
    expect(reversed.json()).toMatchObject({ status: 'REVERSED', reversedCents: 10_000 });
    expect(await available(referrer)).toBe(0);
    expect(await available(referred)).toBe(0);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, referral!.id));
    expect(audit).toMatchObject({ action: 'REFERRAL_BONUS_REVERSED', actorUserId: staff.userId });
  });
});

describe('GET /backoffice/referrals', () => {
  it('lists referrals by stage and search for support or marketing, with the staff actions of the audit log', async () => {
    const { referrer, slug } = await referrerWithLink();
    const referred = await referredThrough(slug);
    await winAndPay(referred);
    const waiting = await referredThrough(slug);
    await sweepReferrals(db, app.deps.config.WEB_ORIGIN);
    const [credited] = await db.select().from(referrals).where(eq(referrals.referredUserId, referred.userId));

    const reader = await makeBidder(app, db);
    await upsertUserRole(db, { userId: reader.userId, role: 'CIRCULA_CUSTOMER_SUPPORT', level: 0 });
    const writer = await makeBidder(app, db);
    await upsertUserRole(db, { userId: writer.userId, role: 'CIRCULA_MARKETING', level: 1 });
    const [referrerUser] = await db.select().from(users).where(eq(users.id, referrer.userId));
    const search = encodeURIComponent(referrerUser!.email);

    const all = await call(reader, 'GET', `/backoffice/referrals?q=${search}`);
    expect(all.statusCode, all.body).toBe(200);
    const listed = backofficeReferralListSchema.parse(all.json());
    expect(listed.total).toBe(2);
    expect(listed.items.map((item) => item.referred.userId).sort()).toEqual(
      [referred.userId, waiting.userId].sort(),
    );
    const creditedItem = listed.items.find((item) => item.id === credited!.id)!;
    expect(creditedItem).toMatchObject({
      status: 'CREDITED',
      validBid: true,
      confirmedPayment: true,
      bonusCents: 5_000,
      referrer: { userId: referrer.userId, email: referrerUser!.email },
      actions: [],
    });

    const reversed = await call(writer, 'POST', `/backoffice/referrals/${credited!.id}/actions`, {
      action: 'REVERSE',
      reason: 'Mesma pessoa em duas contas',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const onlyReversed = backofficeReferralListSchema.parse(
      (await call(reader, 'GET', `/backoffice/referrals?status=REVERSED&q=${search}`)).json(),
    );
    expect(onlyReversed.items).toHaveLength(1);
    expect(onlyReversed.items[0]).toMatchObject({
      status: 'REVERSED',
      statusReason: 'Mesma pessoa em duas contas',
      actions: [
        {
          action: 'REFERRAL_BONUS_REVERSED',
          reason: 'Mesma pessoa em duas contas',
          reversedCents: 10_000,
          actorName: expect.any(String),
        },
      ],
    });
    const registered = backofficeReferralListSchema.parse(
      (await call(reader, 'GET', `/backoffice/referrals?status=REGISTERED&q=${search}`)).json(),
    );
    expect(registered.items.map((item) => item.referred.userId)).toEqual([waiting.userId]);

    // A reader may not act; a buyer, finance or someone signed out may not even read.
    const readerAct = await call(reader, 'POST', `/backoffice/referrals/${registered.items[0]!.id}/actions`, {
      action: 'WITHHOLD',
      reason: 'Tentativa de leitura',
    });
    expect(readerAct.statusCode).toBe(403);
    const finance = await makeBidder(app, db);
    await upsertUserRole(db, { userId: finance.userId, role: 'CIRCULA_FINANCE', level: 2 });
    expect((await call(finance, 'GET', '/backoffice/referrals')).statusCode).toBe(403);
    expect((await call(referrer, 'GET', '/backoffice/referrals')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/backoffice/referrals')).statusCode).toBe(401);
    expect((await call(reader, 'GET', '/backoffice/referrals?status=NADA')).statusCode).toBe(400);
  });
});
