import { formatBRL } from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff, signedInUser } from '../buyers/buyer-test-factories.js';
import {
  buyers,
  listings,
  lots,
  negotiationHistory,
  negotiations,
  paymentIntentItems,
  paymentIntentLines,
  paymentIntents,
  sellerUsers,
  userNotifications,
} from '../db/schema/index.js';
import { confirm } from '../direct-sales/direct-sale-test-factories.js';
import { closeOffersOfSoldLot, expireOffers } from './expire-offers.js';
import {
  buyerMove,
  makeOfferCall,
  makeOfferLot,
  makeSellerTeam,
  offerOn,
  sellerMove,
} from './offer-test-factories.js';
import { offersDeps } from './offers-context.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  SELLER_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  OFFERS_RATE_LIMIT_MAX: '100000',
});
const deps = offersDeps(app);

const team = await makeSellerTeam(app, db, 'Escritórios Paulista Ltda');
const otherTeam = await makeSellerTeam(app, db, 'Rede Varejo S.A.');
const staff = await signedInStaff(app, db, 'CIRCULA_CATALOGGER', 2);

const offerRow = async (id: string) =>
  (await db.select().from(negotiations).where(eq(negotiations.id, id)))[0]!;
const historyOf = (id: string) =>
  db
    .select()
    .from(negotiationHistory)
    .where(eq(negotiationHistory.negotiationId, id))
    .orderBy(negotiationHistory.createdAt);
const code = (response: { json(): unknown }) => (response.json() as { code: string }).code;

describe('offer terms and making an offer', () => {
  it('tells a lot page whether the lot takes offers, the asking price and the lowest offer', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id, { unitPriceCents: 80_001 });
    const terms = await app.inject({ method: 'GET', url: `/web/lots/${lot.id}/offer-terms` });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({
      lotId: lot.id,
      acceptsOffers: true,
      askingUnitPriceCents: 80_001,
      minimumUnitPriceCents: 40_001,
      quantity: 1,
      expiryHours: 48,
    });
    const auction = await makeOfferLot(db, team.seller.id, { type: 'AUCTION' });
    const closed = await makeOfferLot(db, team.seller.id, { acceptsOffers: false });
    for (const id of [auction.lot.id, closed.lot.id]) {
      const answer = await app.inject({ method: 'GET', url: `/web/lots/${id}/offer-terms` });
      expect(answer.json().acceptsOffers).toBe(false);
    }
  });

  it('takes a verified buyer’s offer as PENDING_SELLER_RESPONSE, with history and notices to both sides', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id, { quantity: 3 });
    const buyer = await makeBidder(app, db);
    const response = await makeOfferCall(app, buyer, lot.id, {
      unitPriceCents: 60_000,
      message: '  Retiro amanhã.  ',
    });
    expect(response.statusCode).toBe(201);
    const { offer } = response.json();
    expect(offer).toMatchObject({
      status: 'PENDING_SELLER_RESPONSE',
      quantity: 3,
      askingUnitPriceCents: 80_000,
      offerUnitPriceCents: 60_000,
      message: 'Retiro amanhã.',
      nextActions: ['CANCEL'],
      paymentIntentId: null,
      lot: { id: lot.id },
      seller: { id: team.seller.id, name: 'Escritórios Paulista Ltda' },
    });
    expect(new Date(offer.expiresAt).getTime() - new Date(offer.createdAt).getTime()).toBe(48 * 3_600_000);
    expect(offer.history).toEqual([
      expect.objectContaining({
        from: null,
        to: 'PENDING_SELLER_RESPONSE',
        actor: 'BUYER',
        unitPriceCents: 60_000,
      }),
    ]);
    const bell = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, team.admin.userId));
    expect(
      bell.some((notice) => notice.type === 'OFFER_RECEIVED' && notice.data.negotiationId === offer.id),
    ).toBe(true);
    const viewerBell = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, team.viewer.userId));
    expect(viewerBell.some((notice) => notice.data.negotiationId === offer.id)).toBe(true);
    const mail = await readOutbox(app, team.admin.email);
    expect(mail.some((message) => message.subject === `Nova oferta: Lote ${lot.number} — ${lot.title}`)).toBe(
      true,
    );
    expect(
      (await readOutbox(app, buyer.email)).some((message) => message.subject?.startsWith('Oferta enviada')),
    ).toBe(true);
  });

  it('refuses every bad offer with its code', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const buyer = await makeBidder(app, db);
    const cases: [object, number, string][] = [
      [{ unitPriceCents: 0 }, 400, 'VALIDATION_FAILED'],
      [{ unitPriceCents: 12.5 }, 400, 'VALIDATION_FAILED'],
      [{ unitPriceCents: 39_999 }, 422, 'OFFER_PRICE_OUT_OF_RANGE'],
      [{ unitPriceCents: 80_000 }, 422, 'OFFER_PRICE_OUT_OF_RANGE'],
      [{ unitPriceCents: 50_000, message: 'x'.repeat(501) }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, expected] of cases) {
      const response = await makeOfferCall(app, buyer, lot.id, body);
      expect([response.statusCode, code(response)]).toEqual([status, expected]);
    }
    const below = await makeOfferCall(app, buyer, lot.id, { unitPriceCents: 39_999 });
    expect(below.json().message).toBe(
      `A oferta deve ser de pelo menos ${formatBRL(40_000)} e menor que o preço pedido (${formatBRL(80_000)}).`,
    );

    const auction = await makeOfferLot(db, team.seller.id, { type: 'AUCTION' });
    const noOffers = await makeOfferLot(db, team.seller.id, { acceptsOffers: false });
    for (const id of [auction.lot.id, noOffers.lot.id]) {
      const response = await makeOfferCall(app, buyer, id, { unitPriceCents: 50_000 });
      expect([response.statusCode, code(response)]).toEqual([409, 'OFFERS_NOT_ACCEPTED']);
    }
    const sold = await makeOfferLot(db, team.seller.id);
    await db.update(lots).set({ status: 'CLOSED' }).where(eq(lots.id, sold.lot.id));
    expect(code(await makeOfferCall(app, buyer, sold.lot.id, { unitPriceCents: 50_000 }))).toBe(
      'OFFER_LOT_UNAVAILABLE',
    );
    const ended = await makeOfferLot(db, team.seller.id);
    await db.update(listings).set({ status: 'CLOSED' }).where(eq(listings.id, ended.listing.id));
    expect(code(await makeOfferCall(app, buyer, ended.lot.id, { unitPriceCents: 50_000 }))).toBe(
      'OFFER_LOT_UNAVAILABLE',
    );

    const who = [
      [await makeBidder(app, db, { status: 'UNVERIFIED' }), 403, 'BUYER_NOT_VERIFIED'],
      [await makeBidder(app, db, { blocked: true }), 403, 'BUYER_BLOCKED'],
      [await signedInUser(app, db), 404, 'NOT_A_BUYER'],
      [team.admin, 404, 'NOT_A_BUYER'],
    ] as const;
    for (const [person, status, expected] of who) {
      const response = await makeOfferCall(app, person, lot.id, { unitPriceCents: 50_000 });
      expect([response.statusCode, code(response)]).toEqual([status, expected]);
    }
    const missing = await makeOfferCall(app, buyer, '00000000-0000-4000-8000-000000000000', {
      unitPriceCents: 50_000,
    });
    expect([missing.statusCode, code(missing)]).toEqual([404, 'LOT_NOT_FOUND']);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/web/lots/${lot.id}/offers`,
      payload: { unitPriceCents: 50_000 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a user of the seller who is also a buyer never offers on the seller’s lots (SELLER_OWN_LISTING)', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const insider = await makeBidder(app, db);
    await db.insert(sellerUsers).values({ sellerId: team.seller.id, userId: insider.userId, role: 'VIEWER' });
    const response = await makeOfferCall(app, insider, lot.id, { unitPriceCents: 50_000 });
    expect([response.statusCode, code(response)]).toEqual([403, 'SELLER_OWN_LISTING']);
  });

  it('keeps one open offer per buyer and lot, even for concurrent requests; a new one once it is closed', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const buyer = await makeBidder(app, db);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        makeOfferCall(app, buyer, lot.id, { unitPriceCents: 50_000 + index }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect([refused.statusCode, code(refused)]).toEqual([409, 'OFFER_ALREADY_OPEN']);
    }
    const open = answers.find((answer) => answer.statusCode === 201)!.json().offer;
    expect((await buyerMove(app, buyer, open.id, 'cancel')).statusCode).toBe(200);
    expect((await makeOfferCall(app, buyer, lot.id, { unitPriceCents: 55_000 })).statusCode).toBe(201);
  });
});

describe('the negotiation’s legal moves', () => {
  it('seller accepts → ACCEPTED_BY_SELLER, a LOT_NEGOTIATION intent at the offer, the lot sold, other offers closed', async () => {
    const { lot, listing } = await makeOfferLot(db, team.seller.id, { quantity: 2 });
    const { buyer, offer } = await offerOn(app, db, lot.id, 60_000);
    const rival = await offerOn(app, db, lot.id, 45_000);
    const response = await sellerMove(app, team.admin, offer.id, 'accept');
    expect(response.statusCode).toBe(200);
    const accepted = response.json().offer;
    expect(accepted).toMatchObject({
      status: 'ACCEPTED_BY_SELLER',
      agreedUnitPriceCents: 60_000,
      nextActions: [],
    });
    const [intent] = await db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, accepted.paymentIntentId));
    expect(intent).toMatchObject({
      type: 'LOT_NEGOTIATION',
      status: 'PENDING_PAYMENT',
      buyerId: buyer.buyerId,
      listingId: listing.id,
    });
    const [item] = await db
      .select()
      .from(paymentIntentItems)
      .where(eq(paymentIntentItems.intentId, intent!.id));
    expect(item).toMatchObject({ lotId: lot.id, unitPriceCents: 60_000, quantity: 2, lotClosingId: null });
    const lines = await db
      .select()
      .from(paymentIntentLines)
      .where(eq(paymentIntentLines.intentId, intent!.id));
    // Direct sale with a 10% buyer fee: R$ 1.200,00 of price and R$ 120,00 of fee.
    expect(lines.map((line) => [line.kind, Number(line.amountCents)])).toEqual([
      ['PRICE', 120_000],
      ['ADMINISTRATIVE_FEE', 12_000],
    ]);
    expect(intent!.totalCents).toBe(132_000n);
    const [sold] = await db.select().from(lots).where(eq(lots.id, lot.id));
    expect(sold!.status).toBe('CLOSED');
    const closed = await offerRow(rival.offer.id);
    expect([closed.status, closed.closedReason]).toEqual(['REJECTED_BY_SELLER', 'LOT_SOLD']);
    expect((await historyOf(rival.offer.id)).at(-1)).toMatchObject({
      actor: 'SYSTEM',
      reason: 'Lote vendido',
    });
    const rivalBell = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, rival.buyer.userId));
    expect(rivalBell.some((notice) => notice.type === 'OFFER_CLOSED')).toBe(true);
    const buyerMail = await readOutbox(app, buyer.email);
    expect(
      buyerMail.some((message) => message.subject === `Oferta aceita: Lote ${lot.number} — ${lot.title}`),
    ).toBe(true);
    expect(buyerMail.some((message) => message.notificationType === 'PAYMENT_INSTRUCTIONS')).toBe(true);
    // The buyer reads the purchase of the intent.
    const purchase = await app.inject({
      method: 'GET',
      url: `/web/buyers/${buyer.buyerId}/payment-intents/${intent!.id}`,
      headers: buyer.headers,
    });
    expect(purchase.statusCode).toBe(200);
    expect(purchase.json().type).toBe('LOT_NEGOTIATION');
    // Nobody offers on a sold lot.
    expect(
      code(await makeOfferCall(app, await makeBidder(app, db), lot.id, { unitPriceCents: 50_000 })),
    ).toBe('OFFER_LOT_UNAVAILABLE');
  });

  it('seller rejects with a reason → REJECTED_BY_SELLER; the buyer reads the reason', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const { buyer, offer } = await offerOn(app, db, lot.id);
    const missingReason = await sellerMove(app, team.admin, offer.id, 'reject', { reason: '   ' });
    expect([missingReason.statusCode, code(missingReason)]).toEqual([400, 'VALIDATION_FAILED']);
    const response = await sellerMove(app, team.admin, offer.id, 'reject', {
      reason: 'Valor abaixo do custo.',
    });
    expect(response.json().offer).toMatchObject({
      status: 'REJECTED_BY_SELLER',
      rejectionReason: 'Valor abaixo do custo.',
    });
    const mine = await app.inject({
      method: 'GET',
      url: `/web/buyers/${buyer.buyerId}/offers`,
      headers: buyer.headers,
    });
    const read = mine.json().offers[0];
    expect(read).toMatchObject({ id: offer.id, status: 'REJECTED_BY_SELLER', nextActions: [] });
    expect(read.history.map((entry: { to: string; actor: string }) => [entry.to, entry.actor])).toEqual([
      ['PENDING_SELLER_RESPONSE', 'BUYER'],
      ['REJECTED_BY_SELLER', 'SELLER'],
    ]);
    expect(
      (await readOutbox(app, buyer.email)).some((message) =>
        message.bodyText.includes('Valor abaixo do custo.'),
      ),
    ).toBe(true);
  });

  it('seller counters → PENDING_BUYER_RESPONSE; buyer accepts → ACCEPTED_BY_BUYER with the intent at the counter', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const { buyer, offer } = await offerOn(app, db, lot.id, 50_000);
    for (const bad of [50_000, 80_000, 49_000]) {
      const refused = await sellerMove(app, team.admin, offer.id, 'counter', { unitPriceCents: bad });
      expect([refused.statusCode, code(refused)]).toEqual([422, 'OFFER_COUNTER_OUT_OF_RANGE']);
    }
    const countered = await sellerMove(app, team.admin, offer.id, 'counter', { unitPriceCents: 70_000 });
    expect(countered.json().offer).toMatchObject({
      status: 'PENDING_BUYER_RESPONSE',
      counterUnitPriceCents: 70_000,
      nextActions: [],
    });
    const accepted = await buyerMove(app, buyer, offer.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const view = accepted.json().offer;
    expect(view).toMatchObject({ status: 'ACCEPTED_BY_BUYER', agreedUnitPriceCents: 70_000 });
    expect(
      view.history.map((entry: { to: string; unitPriceCents: number | null }) => [
        entry.to,
        entry.unitPriceCents,
      ]),
    ).toEqual([
      ['PENDING_SELLER_RESPONSE', 50_000],
      ['PENDING_BUYER_RESPONSE', 70_000],
      ['ACCEPTED_BY_BUYER', 70_000],
    ]);
    const [item] = await db
      .select()
      .from(paymentIntentItems)
      .where(eq(paymentIntentItems.intentId, view.paymentIntentId));
    expect(item!.unitPriceCents).toBe(70_000);
    const adminMail = await readOutbox(app, team.admin.email);
    expect(
      adminMail.some(
        (message) => message.subject === `Contraproposta aceita: Lote ${lot.number} — ${lot.title}`,
      ),
    ).toBe(true);
  });

  it('buyer rejects a counter → REJECTED_BY_BUYER, and cancels a pending offer in either pending status', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const first = await offerOn(app, db, lot.id, 50_000);
    await sellerMove(app, team.admin, first.offer.id, 'counter', { unitPriceCents: 75_000 });
    expect((await buyerMove(app, first.buyer, first.offer.id, 'reject')).json().offer.status).toBe(
      'REJECTED_BY_BUYER',
    );

    const second = await offerOn(app, db, lot.id, 50_000);
    expect((await buyerMove(app, second.buyer, second.offer.id, 'cancel')).json().offer.status).toBe(
      'CANCELLED_BY_BUYER',
    );

    const third = await offerOn(app, db, lot.id, 50_000);
    await sellerMove(app, team.admin, third.offer.id, 'counter', { unitPriceCents: 75_000 });
    expect((await buyerMove(app, third.buyer, third.offer.id, 'cancel')).json().offer.status).toBe(
      'CANCELLED_BY_BUYER',
    );
    const [open] = await db.select().from(lots).where(eq(lots.id, lot.id));
    expect(open!.status).toBe('OPEN');
  });
});

describe('illegal moves are refused with their code', () => {
  it('out of turn, on a closed negotiation, or after the answer time', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const { buyer, offer } = await offerOn(app, db, lot.id, 50_000);
    const early = await buyerMove(app, buyer, offer.id, 'accept');
    expect([early.statusCode, code(early)]).toEqual([409, 'OFFER_NOT_YOUR_TURN']);
    expect(code(await buyerMove(app, buyer, offer.id, 'reject'))).toBe('OFFER_NOT_YOUR_TURN');
    await sellerMove(app, team.admin, offer.id, 'counter', { unitPriceCents: 70_000 });
    for (const action of ['accept', 'counter'] as const) {
      const response = await sellerMove(
        app,
        team.admin,
        offer.id,
        action,
        action === 'counter' ? { unitPriceCents: 71_000 } : undefined,
      );
      expect([response.statusCode, code(response)]).toEqual([409, 'OFFER_NOT_YOUR_TURN']);
    }
    expect(code(await sellerMove(app, team.admin, offer.id, 'reject', { reason: 'Não.' }))).toBe(
      'OFFER_NOT_YOUR_TURN',
    );
    await buyerMove(app, buyer, offer.id, 'reject');
    for (const action of ['accept', 'reject', 'cancel'] as const) {
      const response = await buyerMove(app, buyer, offer.id, action);
      expect([response.statusCode, code(response)]).toEqual([409, 'OFFER_NOT_OPEN']);
    }
    expect(code(await sellerMove(app, team.admin, offer.id, 'accept'))).toBe('OFFER_NOT_OPEN');
    expect((await historyOf(offer.id)).map((row) => row.toStatus)).toEqual([
      'PENDING_SELLER_RESPONSE',
      'PENDING_BUYER_RESPONSE',
      'REJECTED_BY_BUYER',
    ]);

    const late = await offerOn(app, db, lot.id, 50_000);
    await db
      .update(negotiations)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(negotiations.id, late.offer.id));
    const expired = await sellerMove(app, team.admin, late.offer.id, 'accept');
    expect([expired.statusCode, code(expired)]).toEqual([409, 'OFFER_EXPIRED']);
    expect((await offerRow(late.offer.id)).status).toBe('PENDING_SELLER_RESPONSE');
  });

  it('a buyer blocked after offering cannot get the sale', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const { buyer, offer } = await offerOn(app, db, lot.id);
    await db
      .update(buyers)
      .set({ blockedAt: new Date(), blockReason: 'OTHER' })
      .where(eq(buyers.id, buyer.buyerId));
    const response = await sellerMove(app, team.admin, offer.id, 'accept');
    expect([response.statusCode, code(response)]).toEqual([403, 'BUYER_BLOCKED']);
    expect((await offerRow(offer.id)).status).toBe('PENDING_SELLER_RESPONSE');
  });
});

describe('concurrent answers', () => {
  it('the seller accepting while the buyer cancels: exactly one wins, the other gets OFFER_NOT_OPEN', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { lot } = await makeOfferLot(db, team.seller.id);
      const { buyer, offer } = await offerOn(app, db, lot.id);
      const [accept, cancel] = await Promise.all([
        sellerMove(app, team.admin, offer.id, 'accept'),
        buyerMove(app, buyer, offer.id, 'cancel'),
      ]);
      const codes = [accept.statusCode, cancel.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = accept.statusCode === 409 ? accept : cancel;
      expect(code(loser)).toBe('OFFER_NOT_OPEN');
      expect(await historyOf(offer.id)).toHaveLength(2);
      const intents = await db.select().from(paymentIntents).where(eq(paymentIntents.buyerId, buyer.buyerId));
      expect(intents).toHaveLength(accept.statusCode === 200 ? 1 : 0);
    }
  });

  it('two offers of one lot accepted at once: one sale, one intent, the other offer closed as lot sold', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const first = await offerOn(app, db, lot.id, 60_000);
    const second = await offerOn(app, db, lot.id, 61_000);
    const answers = await Promise.all([
      sellerMove(app, team.admin, first.offer.id, 'accept'),
      sellerMove(app, team.admin, second.offer.id, 'accept'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(code(answers.find((answer) => answer.statusCode === 409)!)).toBe('OFFER_NOT_OPEN');
    const items = await db.select().from(paymentIntentItems).where(eq(paymentIntentItems.lotId, lot.id));
    expect(items).toHaveLength(1);
    const rows = await db.select().from(negotiations).where(eq(negotiations.lotId, lot.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['ACCEPTED_BY_SELLER', 'REJECTED_BY_SELLER']);
  });
});

describe('expiry and a lot sold elsewhere', () => {
  it('expires both pending statuses once, with notices; a second sweep does nothing', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id, { offerExpiryHours: 24 });
    const waitingSeller = await offerOn(app, db, lot.id);
    const waitingBuyer = await offerOn(app, db, lot.id);
    const fresh = await offerOn(app, db, lot.id);
    await sellerMove(app, team.admin, waitingBuyer.offer.id, 'counter', { unitPriceCents: 70_000 });
    for (const id of [waitingSeller.offer.id, waitingBuyer.offer.id]) {
      await db
        .update(negotiations)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(negotiations.id, id));
    }
    expect(await expireOffers(deps)).toBeGreaterThanOrEqual(2);
    expect(await expireOffers(deps)).toBe(0);
    const seller = await offerRow(waitingSeller.offer.id);
    const buyer = await offerRow(waitingBuyer.offer.id);
    expect([seller.status, seller.closedReason]).toEqual(['REJECTED_BY_SELLER', 'EXPIRED']);
    expect([buyer.status, buyer.closedReason]).toEqual(['REJECTED_BY_BUYER', 'EXPIRED']);
    expect((await offerRow(fresh.offer.id)).status).toBe('PENDING_SELLER_RESPONSE');
    expect((await historyOf(waitingSeller.offer.id)).filter((row) => row.actor === 'SYSTEM')).toHaveLength(1);
    const bell = await db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, waitingBuyer.buyer.userId),
          eq(userNotifications.type, 'OFFER_CLOSED'),
        ),
      );
    expect(bell).toHaveLength(1);
  });

  it('closes the open offers of a lot whose stock a purchase took, inside that purchase', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const one = await offerOn(app, db, lot.id);
    const two = await offerOn(app, db, lot.id);
    await sellerMove(app, team.admin, two.offer.id, 'counter', { unitPriceCents: 70_000 });
    const queued = await db.transaction(async (tx) => closeOffersOfSoldLot(tx as never, deps, lot.id));
    expect(queued.length).toBeGreaterThan(0);
    for (const id of [one.offer.id, two.offer.id]) {
      const row = await offerRow(id);
      expect([row.status, row.closedReason]).toEqual(['REJECTED_BY_SELLER', 'LOT_SOLD']);
    }
  });
});

describe('authorisation of every offer route', () => {
  it('buyer, other buyer, seller ADMIN, VIEWER, other seller and staff', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id);
    const { buyer, offer } = await offerOn(app, db, lot.id, 50_000);
    const otherBuyer = await makeBidder(app, db);

    // Reading: the buyer and the seller's users see it; nobody else does.
    const sellerList = async (who: { headers: Record<string, string> }) =>
      app.inject({ method: 'GET', url: '/seller/offers', headers: who.headers });
    const adminList = (await sellerList(team.admin)).json().offers;
    expect(adminList.find((item: { id: string }) => item.id === offer.id).nextActions).toEqual([
      'ACCEPT',
      'REJECT',
      'COUNTER',
    ]);
    const viewerList = (await sellerList(team.viewer)).json().offers;
    expect(viewerList.find((item: { id: string }) => item.id === offer.id).nextActions).toEqual([]);
    expect(
      (await sellerList(otherTeam.admin)).json().offers.some((item: { id: string }) => item.id === offer.id),
    ).toBe(false);
    for (const who of [buyer, otherBuyer, staff]) {
      const response = await sellerList(who);
      expect([response.statusCode, code(response)]).toEqual([403, 'FORBIDDEN']);
    }
    const filtered = await app.inject({
      method: 'GET',
      url: `/seller/offers?sellerId=${team.seller.id}`,
      headers: otherTeam.admin.headers,
    });
    expect([filtered.statusCode, code(filtered)]).toEqual([404, 'SELLER_NOT_FOUND']);
    const buyerList = (who: { headers: Record<string, string> }, buyerId: string) =>
      app.inject({ method: 'GET', url: `/web/buyers/${buyerId}/offers`, headers: who.headers });
    expect(
      (await buyerList(buyer, buyer.buyerId)).json().offers.map((item: { id: string }) => item.id),
    ).toEqual([offer.id]);
    for (const who of [otherBuyer, team.admin, staff]) {
      expect((await buyerList(who, buyer.buyerId)).statusCode).toBe(403);
    }
    expect((await buyerList(otherBuyer, otherBuyer.buyerId)).json().offers).toEqual([]);

    // Seller answers: VIEWER is read-only; another seller, buyers and staff are told it does not exist.
    const viewer = await sellerMove(app, team.viewer, offer.id, 'counter', { unitPriceCents: 70_000 });
    expect([viewer.statusCode, code(viewer)]).toEqual([403, 'SELLER_ROLE_READ_ONLY']);
    for (const who of [otherTeam.admin, buyer, otherBuyer, staff]) {
      for (const action of ['accept', 'reject', 'counter'] as const) {
        const body =
          action === 'reject'
            ? { reason: 'Não.' }
            : action === 'counter'
              ? { unitPriceCents: 70_000 }
              : undefined;
        const response = await sellerMove(app, who, offer.id, action, body);
        expect([response.statusCode, code(response)]).toEqual([404, 'OFFER_NOT_FOUND']);
      }
    }
    // Buyer moves: another buyer gets 404 through their own id, 403 through someone else's.
    for (const action of ['accept', 'reject', 'cancel'] as const) {
      const own = await buyerMove(app, otherBuyer, offer.id, action);
      expect([own.statusCode, code(own)]).toEqual([404, 'OFFER_NOT_FOUND']);
      expect((await buyerMove(app, otherBuyer, offer.id, action, buyer.buyerId)).statusCode).toBe(403);
    }
    for (const who of [team.admin, staff]) {
      const response = await app.inject({
        method: 'POST',
        url: `/web/buyers/${buyer.buyerId}/offers/${offer.id}/cancel`,
        headers: who.headers,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await offerRow(offer.id)).status).toBe('PENDING_SELLER_RESPONSE');
    expect(await historyOf(offer.id)).toHaveLength(1);
    // The ADMIN answers.
    expect(
      (await sellerMove(app, team.admin, offer.id, 'counter', { unitPriceCents: 70_000 })).statusCode,
    ).toBe(200);
    // Signed out: 401 everywhere.
    for (const [method, url] of [
      ['GET', '/seller/offers'],
      ['GET', `/web/buyers/${buyer.buyerId}/offers`],
      ['POST', `/seller/offers/${offer.id}/accept`],
      ['POST', `/web/buyers/${buyer.buyerId}/offers/${offer.id}/accept`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('an offer is for the whole lot: none once a unit is bought', () => {
  const lotRow = async (id: string) => (await db.select().from(lots).where(eq(lots.id, id)))[0]!;
  /** Every unit of the lot billed by a payment intent (any type, any status), and the intents' types. */
  const billed = async (lotId: string) => {
    const items = await db
      .select({ quantity: paymentIntentItems.quantity, type: paymentIntents.type })
      .from(paymentIntentItems)
      .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentItems.intentId))
      .where(eq(paymentIntentItems.lotId, lotId));
    return {
      units: items.reduce((sum, item) => sum + item.quantity, 0),
      types: items.map((item) => item.type).sort(),
    };
  };
  const partlySold = 'Parte das unidades deste lote já foi comprada.';

  it('a lot of 10 with 7 bought takes no offer, and its page stops offering "Fazer oferta"', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id, { quantity: 10 });
    expect((await confirm(app, await makeBidder(app, db), lot.id, 7)).statusCode).toBe(201);
    const refused = await makeOfferCall(app, await makeBidder(app, db), lot.id, { unitPriceCents: 60_000 });
    expect([refused.statusCode, code(refused)]).toEqual([409, 'OFFER_LOT_UNAVAILABLE']);
    expect(refused.json().message).toContain(partlySold);
    expect(refused.json().details).toEqual({ quantity: 10, availableQuantity: 3 });
    expect(await db.select().from(negotiations).where(eq(negotiations.lotId, lot.id))).toEqual([]);
    const terms = await app.inject({ method: 'GET', url: `/web/lots/${lot.id}/offer-terms` });
    expect(terms.json()).toMatchObject({ acceptsOffers: false, minimumUnitPriceCents: null });
    expect(await billed(lot.id)).toEqual({ units: 7, types: ['DIRECT_SALE'] });
  });

  it('an offer made before a unit was bought is not accepted after: the offer unchanged, nothing billed, 1 reserved', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id, { quantity: 10 });
    const { offer } = await offerOn(app, db, lot.id, 60_000);
    const bought = await confirm(app, await makeBidder(app, db), lot.id, 1);
    expect(bought.statusCode).toBe(201);
    const before = await offerRow(offer.id);

    const refused = await sellerMove(app, team.admin, offer.id, 'accept');
    expect([refused.statusCode, code(refused)]).toEqual([409, 'OFFER_LOT_UNAVAILABLE']);
    expect(refused.json().message).toContain(partlySold);
    expect(await offerRow(offer.id)).toEqual(before);
    expect(await historyOf(offer.id)).toHaveLength(1);
    expect(await billed(lot.id)).toEqual({ units: 1, types: ['DIRECT_SALE'] });
    expect(await lotRow(lot.id)).toMatchObject({ status: 'OPEN', reservedQuantity: 1 });

    // The purchase lapses: its unit comes back, and the whole-lot offer can be accepted again.
    await db
      .update(paymentIntents)
      .set({ status: 'CANCELLED' })
      .where(eq(paymentIntents.id, bought.json().paymentIntentId));
    expect((await lotRow(lot.id)).reservedQuantity).toBe(0);
    const accepted = await sellerMove(app, team.admin, offer.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(await lotRow(lot.id)).toMatchObject({ status: 'CLOSED', reservedQuantity: 0 });
    const live = await db
      .select({ quantity: paymentIntentItems.quantity })
      .from(paymentIntentItems)
      .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentItems.intentId))
      .where(and(eq(paymentIntentItems.lotId, lot.id), eq(paymentIntents.status, 'PENDING_PAYMENT')));
    expect(live).toEqual([{ quantity: 10 }]);
  });

  it('nor is a counter-offer the buyer accepts after a unit was bought', async () => {
    const { lot } = await makeOfferLot(db, team.seller.id, { quantity: 10 });
    const { buyer, offer } = await offerOn(app, db, lot.id, 50_000);
    const rival = await offerOn(app, db, lot.id, 55_000);
    expect(
      (await sellerMove(app, team.admin, offer.id, 'counter', { unitPriceCents: 70_000 })).statusCode,
    ).toBe(200);
    expect((await confirm(app, await makeBidder(app, db), lot.id, 1)).statusCode).toBe(201);
    const before = await offerRow(offer.id);

    const refused = await buyerMove(app, buyer, offer.id, 'accept');
    expect([refused.statusCode, code(refused)]).toEqual([409, 'OFFER_LOT_UNAVAILABLE']);
    expect(refused.json().message).toContain(partlySold);
    expect(await offerRow(offer.id)).toEqual(before);
    expect(before).toMatchObject({ status: 'PENDING_BUYER_RESPONSE', paymentIntentId: null });
    expect(await historyOf(offer.id)).toHaveLength(2);
    expect((await offerRow(rival.offer.id)).status).toBe('PENDING_SELLER_RESPONSE');
    expect(await billed(lot.id)).toEqual({ units: 1, types: ['DIRECT_SALE'] });
    expect(await lotRow(lot.id)).toMatchObject({ status: 'OPEN', reservedQuantity: 1 });
  });

  it('an accept and a "Comprar agora" sent at once: exactly one succeeds, never more units billed than the lot has', async () => {
    // Both orders of arrival are tried: the two requests at the same tick, then one of them a few
    // milliseconds behind, so that each side reaches the lot first in some rounds.
    const lags = [0, 0, 5, 10, 20, 40, 80, 160];
    const winners: string[] = [];
    // Every other lag, the accept is the buyer's of a counter-offer rather than the seller's.
    const rounds = lags.flatMap((lag, index) =>
      [lag, -lag].map((signed) => [signed, index % 2 === 1] as const),
    );
    for (const [lag, byBuyer] of rounds) {
      const { lot } = await makeOfferLot(db, team.seller.id, { quantity: 10 });
      const { buyer, offer } = await offerOn(app, db, lot.id, 50_000);
      if (byBuyer) await sellerMove(app, team.admin, offer.id, 'counter', { unitPriceCents: 70_000 });
      const shopper = await makeBidder(app, db);
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));
      const [accepted, bought] = await Promise.all([
        wait(lag).then(() =>
          byBuyer
            ? buyerMove(app, buyer, offer.id, 'accept')
            : sellerMove(app, team.admin, offer.id, 'accept'),
        ),
        wait(-lag).then(() => confirm(app, shopper, lot.id, 1)),
      ]);
      expect([accepted.statusCode === 200, bought.statusCode === 201].filter(Boolean)).toHaveLength(1);
      const { units, types } = await billed(lot.id);
      expect(units).toBeLessThanOrEqual(10);
      const row = await lotRow(lot.id);
      if (accepted.statusCode === 200) {
        winners.push(`offer${byBuyer ? ' (buyer)' : ''}`);
        expect([bought.statusCode, code(bought)]).toEqual([409, 'LOT_NOT_FOR_SALE']);
        expect({ units, types }).toEqual({ units: 10, types: ['LOT_NEGOTIATION'] });
        expect(row).toMatchObject({ status: 'CLOSED', reservedQuantity: 0 });
      } else {
        winners.push(`purchase${byBuyer ? ' (buyer)' : ''}`);
        expect([accepted.statusCode, code(accepted)]).toEqual([409, 'OFFER_LOT_UNAVAILABLE']);
        expect({ units, types }).toEqual({ units: 1, types: ['DIRECT_SALE'] });
        expect(row).toMatchObject({ status: 'OPEN', reservedQuantity: 1 });
        expect(await offerRow(offer.id)).toMatchObject({
          status: byBuyer ? 'PENDING_BUYER_RESPONSE' : 'PENDING_SELLER_RESPONSE',
          paymentIntentId: null,
        });
      }
    }
    // The rounds covered both orders on both accept paths: some sales went to the offer, some to the purchase.
    expect(new Set(winners)).toEqual(new Set(['offer', 'purchase', 'offer (buyer)', 'purchase (buyer)']));
  });
});
