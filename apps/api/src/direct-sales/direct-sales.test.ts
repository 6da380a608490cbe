import { listingCheckoutReviewSchema, paymentBreakdown } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { signedInStaff } from '../buyers/buyer-test-factories.js';
import { checkoutDeps } from '../checkout/context.js';
import { enforcePaymentDeadline } from '../checkout/enforce-payment-deadline.js';
import {
  directSaleOrders,
  listings,
  lots,
  paymentIntentItems,
  paymentIntents,
  sellerUsers,
  userNotifications,
} from '../db/schema/index.js';
import { confirm, directSaleLot, newClientKey, review } from './direct-sale-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  SEARCH_CACHE_SECONDS: '0',
});

const lotRow = async (id: string) => (await db.select().from(lots).where(eq(lots.id, id)))[0]!;
const intentRow = async (id: string) =>
  (await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]!;

describe('Comprar agora: review and confirmation', () => {
  it('reviews a purchase with the domain breakdown and the Event terms, then confirms it into a DIRECT_SALE intent', async () => {
    const { listing, lot } = await directSaleLot(db, { quantity: 5, unitPriceCents: 12_000 });
    await db
      .update(listings)
      .set({
        pickUpConditions: 'Retirada em até 5 dias úteis.',
        inspectionConditions: 'Visitação sob agendamento.',
      })
      .where(eq(listings.id, listing.id));
    const buyer = await makeBidder(app, db);

    const answer = await review(app, buyer, lot.id, 2);
    expect(answer.statusCode).toBe(200);
    const body = listingCheckoutReviewSchema.parse(answer.json());
    const expected = paymentBreakdown({
      listingType: 'DIRECT_SALE',
      items: [{ lotId: lot.id, unitPriceCents: 12_000, quantity: 2 }],
      buyerFeeBasisPoints: 1_000,
    });
    expect(body).toMatchObject({
      quantity: 2,
      totalCents: 26_400,
      lot: { id: lot.id, unitPriceCents: 12_000, availableQuantity: 5 },
      listing: {
        id: listing.id,
        pickUpConditions: 'Retirada em até 5 dias úteis.',
        inspectionConditions: 'Visitação sob agendamento.',
        paymentDeadlineBusinessDays: 2,
      },
    });
    expect(body.lines).toEqual(expected.lines);
    expect(body.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['PRICE', 24_000],
      ['ADMINISTRATIVE_FEE', 2_400],
    ]);
    // The review takes nothing.
    expect((await lotRow(lot.id)).reservedQuantity).toBe(0);

    const done = await confirm(app, buyer, lot.id, 2);
    expect(done.statusCode).toBe(201);
    const { paymentIntentId, buyerId, totalCents } = done.json();
    expect(buyerId).toBe(buyer.buyerId);
    expect(totalCents).toBe(26_400);
    expect(await intentRow(paymentIntentId)).toMatchObject({
      type: 'DIRECT_SALE',
      status: 'PENDING_PAYMENT',
      buyerId: buyer.buyerId,
      listingId: listing.id,
      totalCents: 26_400n,
    });
    const items = await db
      .select()
      .from(paymentIntentItems)
      .where(eq(paymentIntentItems.intentId, paymentIntentId));
    expect(items).toMatchObject([{ lotId: lot.id, quantity: 2, unitPriceCents: 12_000, lotClosingId: null }]);
    expect((await lotRow(lot.id)).reservedQuantity).toBe(2);

    // The purchase page of Minhas compras shows it, with PIX.
    const view = await app.inject({
      method: 'GET',
      url: `/web/buyers/${buyer.buyerId}/payment-intents/${paymentIntentId}`,
      headers: buyer.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      type: 'DIRECT_SALE',
      totalCents: 26_400,
      lots: [{ lotId: lot.id, quantity: 2 }],
    });
    expect(view.json().pix.copyAndPaste).toMatch(/^000201/);
    const notices = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, buyer.userId));
    expect(notices.map((notice) => notice.type)).toContain('PAYMENT_INSTRUCTIONS');
  });

  it('refuses a signed-out visitor (401) and answers 404 for a lot that is not a direct sale', async () => {
    const { lot } = await directSaleLot(db);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/web/listing-checkouts',
      payload: { lotId: lot.id, quantity: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await makeBidder(app, db);
    const auctionLot = (await directSaleLot(db)).lot;
    await db.update(lots).set({ unitPriceCents: null }).where(eq(lots.id, auctionLot.id));
    for (const lotId of [auctionLot.id, '00000000-0000-4000-8000-000000000000']) {
      const answer = await review(app, buyer, lotId, 1);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('LOT_NOT_FOUND');
    }
  });

  it('eligibility matrix: each refusal has its code and the next step in pt-BR, on review and on confirm', async () => {
    const { listing, lot } = await directSaleLot(db, { acceptBuyersMode: 'ONLY_JURIDICAL_PERSONS' });
    const company = await makeBidder(app, db, { type: 'JURIDICAL_PERSON' });
    const person = await makeBidder(app, db, { type: 'NATURAL_PERSON' });
    const unverified = await makeBidder(app, db, { type: 'JURIDICAL_PERSON', status: 'UNVERIFIED' });
    const blocked = await makeBidder(app, db, { type: 'JURIDICAL_PERSON', blocked: true });
    const insider = await makeBidder(app, db, { type: 'JURIDICAL_PERSON' });
    await db
      .insert(sellerUsers)
      .values({ sellerId: listing.sellerId, userId: insider.userId, role: 'VIEWER' });
    const staff = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);

    const cases = [
      [person, 403, 'BUYER_TYPE_NOT_ACCEPTED', /apenas pessoas jurídicas/],
      [unverified, 403, 'BUYER_NOT_VERIFIED', /Envie seus documentos/],
      [blocked, 403, 'BUYER_BLOCKED', /Fale com o atendimento/],
      [insider, 403, 'SELLER_OWN_LISTING', /./],
      [staff, 404, 'NOT_A_BUYER', /Complete seu cadastro/],
    ] as const;
    for (const [who, status, code, message] of cases) {
      for (const call of [review(app, who, lot.id, 1), confirm(app, who, lot.id, 1)]) {
        const answer = await call;
        expect([code, answer.statusCode]).toEqual([code, status]);
        expect(answer.json().code).toBe(code);
        expect(answer.json().message).toMatch(message);
      }
    }
    expect((await lotRow(lot.id)).reservedQuantity).toBe(0);
    expect((await confirm(app, company, lot.id, 1)).statusCode).toBe(201);
  });

  it('refuses a lot that is not on sale now (Event not started, or ended)', async () => {
    const buyer = await makeBidder(app, db);
    const { listing, lot } = await directSaleLot(db);
    await db
      .update(listings)
      .set({ startsAt: new Date(Date.now() + 3_600_000) })
      .where(eq(listings.id, listing.id));
    const early = await confirm(app, buyer, lot.id, 1);
    expect([early.statusCode, early.json().code]).toEqual([409, 'LOT_NOT_FOR_SALE']);
    const ended = await directSaleLot(db);
    await db
      .update(lots)
      .set({ scheduledEndAt: new Date(Date.now() - 1_000) })
      .where(eq(lots.id, ended.lot.id));
    const late = await review(app, buyer, ended.lot.id, 1);
    expect([late.statusCode, late.json().code]).toEqual([409, 'LOT_NOT_FOR_SALE']);
  });

  it('quantity bounds: 1 to the units left, with the units left in the refusal', async () => {
    const { lot } = await directSaleLot(db, { quantity: 3 });
    const buyer = await makeBidder(app, db);
    for (const quantity of [0, -1, 1.5, 1_000, 'dois']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/web/listing-checkouts',
        headers: buyer.headers,
        payload: { lotId: lot.id, quantity },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    const tooMany = await review(app, buyer, lot.id, 4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Restam apenas 3 unidades deste lote. Ajuste a quantidade para continuar.',
      details: { availableQuantity: 3 },
    });
    expect((await confirm(app, buyer, lot.id, 2)).statusCode).toBe(201);
    const refused = await confirm(app, buyer, lot.id, 2);
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Resta apenas 1 unidade deste lote. Ajuste a quantidade para continuar.',
      details: { availableQuantity: 1 },
    });
    expect((await confirm(app, buyer, lot.id, 1)).statusCode).toBe(201);
    const soldOut = await confirm(app, buyer, lot.id, 1);
    expect(soldOut.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Este lote esgotou: não há mais unidades à venda.',
      details: { availableQuantity: 0 },
    });
    expect((await lotRow(lot.id)).reservedQuantity).toBe(3);
  });

  it('refuses a confirmation without the terms accepted or with a malformed key', async () => {
    const { lot } = await directSaleLot(db);
    const buyer = await makeBidder(app, db);
    for (const extra of [{ acceptTerms: false }, { clientKey: 'curta' }]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/web/listing-checkouts/confirm',
        headers: buyer.headers,
        payload: { lotId: lot.id, quantity: 1, clientKey: newClientKey(), acceptTerms: true, ...extra },
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  it('is idempotent by the client key: repeated (even at once) it answers the first purchase and takes once', async () => {
    const { lot } = await directSaleLot(db, { quantity: 10 });
    const buyer = await makeBidder(app, db);
    const key = newClientKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(app, buyer, lot.id, 2, key)));
    const ids = new Set(answers.map((answer) => answer.json().paymentIntentId));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => [200, 201].includes(answer.statusCode))).toBe(true);
    expect((await lotRow(lot.id)).reservedQuantity).toBe(2);
    const again = await confirm(app, buyer, lot.id, 2, key);
    expect([again.statusCode, again.json().paymentIntentId]).toEqual([200, [...ids][0]]);
    const other = await confirm(app, buyer, lot.id, 3, key);
    expect([other.statusCode, other.json().code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const orders = await db.select().from(directSaleOrders).where(eq(directSaleOrders.lotId, lot.id));
    expect(orders).toHaveLength(1);
  });

  it('gives the units back when the intent lapses at its deadline (sweep) — once — and when FINANCE cancels it', async () => {
    const { lot } = await directSaleLot(db, { quantity: 2 });
    const buyer = await makeBidder(app, db);
    const first = (await confirm(app, buyer, lot.id, 1)).json().paymentIntentId;
    const second = (await confirm(app, buyer, lot.id, 1)).json().paymentIntentId;
    expect((await lotRow(lot.id)).reservedQuantity).toBe(2);

    await db
      .update(paymentIntents)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentIntents.id, first));
    const deps = checkoutDeps(app);
    expect(await enforcePaymentDeadline(deps, first)).toBe('uncollectible');
    expect(await enforcePaymentDeadline(deps, first)).toBe('not-pending');
    expect((await intentRow(first)).status).toBe('UNCOLLECTIBLE');
    expect((await lotRow(lot.id)).reservedQuantity).toBe(1);

    const finance = await signedInStaff(app, db, 'CIRCULA_FINANCE', 1);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/backoffice/payment-intents/${second}/cancel`,
      headers: finance.headers,
      payload: { reason: 'Compra cancelada a pedido do comprador' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await lotRow(lot.id)).reservedQuantity).toBe(0);
    // A status change after cancellation gives nothing back twice.
    await db.update(paymentIntents).set({ status: 'UNCOLLECTIBLE' }).where(eq(paymentIntents.id, second));
    expect((await lotRow(lot.id)).reservedQuantity).toBe(0);
    expect((await confirm(app, buyer, lot.id, 2)).statusCode).toBe(201);
  });

  it('a sold-out lot reads Esgotado at once on the lot page, the Event page cards and in search; a lapse reopens it', async () => {
    const { listing, lot } = await directSaleLot(db, { quantity: 1 });
    await db.update(lots).set({ title: 'Cadeira giratoria zebrafina' }).where(eq(lots.id, lot.id));
    const buyer = await makeBidder(app, db);
    const statuses = async () => {
      const page = (await app.inject({ method: 'GET', url: `/web/lots/${lot.id}` })).json();
      const event = (await app.inject({ method: 'GET', url: `/web/listings/${listing.slug}` })).json();
      const search = (await app.inject({ method: 'GET', url: '/web/search?q=zebrafina' })).json();
      const card = event.lots.find((row: { id: string }) => row.id === lot.id);
      const hit = search.lots.find((row: { id: string }) => row.id === lot.id);
      return [
        page.lot.displayStatus,
        page.lot.biddable,
        page.lot.availableQuantity,
        card.displayStatus,
        card.availableQuantity,
        hit?.displayStatus,
      ];
    };
    expect(await statuses()).toEqual(['aberto', true, 1, 'aberto', 1, 'aberto']);
    const { paymentIntentId } = (await confirm(app, buyer, lot.id, 1)).json();
    expect(await statuses()).toEqual(['esgotado', false, 0, 'esgotado', 0, 'esgotado']);
    const filtered = (
      await app.inject({ method: 'GET', url: '/web/search?q=zebrafina&status=esgotado' })
    ).json();
    expect(filtered.lots.map((row: { id: string }) => row.id)).toEqual([lot.id]);

    await db
      .update(paymentIntents)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(paymentIntents.id, paymentIntentId));
    await enforcePaymentDeadline(checkoutDeps(app), paymentIntentId);
    expect(await statuses()).toEqual(['aberto', true, 1, 'aberto', 1, 'aberto']);
  });
});
