import { formatBRL, paymentIntentViewSchema, pixPayload, totalFromPrice } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { makeBidder } from '../bidding/bidding-test-factories.js';
import { jpegBytes, makeDataDir, multipartFile } from '../buyers/buyer-test-factories.js';
import {
  auctioneers,
  listings,
  paymentIntentHistory,
  paymentReceipts,
  sellers,
  userNotifications,
} from '../db/schema/index.js';
import { pdfWithOpenActionScript, portableExecutable } from '../storage/upload-test-files.js';
import { auctionWon, intentsOfBuyer, intentUrl } from './checkout-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});

describe('a won lot becomes a payment the buyer can see and pay', () => {
  it('PER_LOT_END: the hammer creates the intent, the winner is told how to pay, the Event goes to collection', async () => {
    const { listing, lots, winners } = await auctionWon(app, db, {
      prices: [12_345],
      buyerFeeBasisPoints: 1_000,
    });
    const winner = winners[0]!;
    const [intent] = await intentsOfBuyer(db, winner.buyerId);
    expect(intent).toMatchObject({ type: 'AUCTION_END', status: 'PENDING_PAYMENT', listingId: listing.id });

    const list = await app.inject({
      method: 'GET',
      url: `/web/buyers/${winner.buyerId}/payment-intents`,
      headers: winner.headers,
    });
    expect(list.statusCode).toBe(200);
    const [view] = list.json().paymentIntents;
    expect(paymentIntentViewSchema.parse(view)).toBeTruthy();
    const expected = totalFromPrice({ listingType: 'AUCTION', priceCents: 12_345, buyerFeePercentage: 0.1 });
    expect(view).toMatchObject({
      id: intent!.id,
      reference: `PAG-${intent!.id.slice(0, 8).toUpperCase()}`,
      status: 'PENDING_PAYMENT',
      method: null,
      allowedMethods: ['PIX', 'DEPOSIT_RECEIPT'],
      totalCents: expected.totalCents,
      listing: { id: listing.id, slug: listing.slug, type: 'AUCTION' },
      lots: [
        { lotId: lots[0]!.lot.id, number: 1, priceCents: 12_345, quantity: 1, closingStatus: 'APPROVED' },
      ],
      relatedIntentId: null,
      history: [{ from: null, to: 'PENDING_PAYMENT', actor: 'SYSTEM' }],
    });
    // The receipt names who sells and the official auctioneer, as the Event records them.
    const [owner] = await db
      .select({ seller: sellers.name, taxId: sellers.taxId, auctioneer: auctioneers })
      .from(listings)
      .innerJoin(sellers, eq(sellers.id, listings.sellerId))
      .leftJoin(auctioneers, eq(auctioneers.id, listings.auctioneerId))
      .where(eq(listings.id, listing.id));
    // Paid by deposit, it goes to the configured account (outside production, the development one).
    expect(view.depositAccount).toBe(app.deps.config.depositAccount);
    expect(view.depositAccount).toMatch(/conta de desenvolvimento/);
    expect(owner!.auctioneer).not.toBeNull();
    expect(view.listing.seller).toEqual({ name: owner!.seller, taxId: owner!.taxId });
    expect(view.listing.auctioneer).toEqual(
      owner!.auctioneer
        ? { name: owner!.auctioneer.name, registration: owner!.auctioneer.registration }
        : null,
    );
    expect(
      view.lines.map((line: { kind: string; amountCents: number }) => [line.kind, line.amountCents]),
    ).toEqual([
      ['PRICE', 12_345],
      ['COMMISSION', expected.commissionCents],
      ['ADMINISTRATIVE_FEE', expected.administrativeFeeCents],
    ]);
    expect(view.pix.simulated).toBe(true);
    expect(view.pix.txid).toBe(intent!.id.replace(/-/g, '').slice(0, 25));
    expect(view.pix.copyAndPaste).toBe(
      pixPayload({
        key: app.deps.config.PIX_KEY,
        merchantName: app.deps.config.PIX_MERCHANT_NAME,
        merchantCity: app.deps.config.PIX_MERCHANT_CITY,
        amountCents: expected.totalCents,
        txid: view.pix.txid,
      }),
    );
    expect(view.pix.qrCodeSvg).toMatch(/^<svg/);
    // The deadline: 23:59:59 horário de Brasília of a business day.
    expect(new Date(view.dueAt).getUTCHours()).toBe(2);
    expect(new Date(view.dueAt).getUTCMinutes()).toBe(59);

    const mail = (await readOutbox(app, winner.email)).find((m) => m.notificationType === 'LOT_WON');
    expect(mail?.bodyText).toContain(`${app.deps.config.WEB_ORIGIN}/conta/compras/${intent!.id}`);
    expect(mail?.bodyText).toContain(formatBRL(expected.totalCents));
    const [notice] = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, winner.userId));
    expect(notice?.data).toMatchObject({ paymentIntentIds: [intent!.id] });
    const [event] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(event?.status).toBe('PAYMENT_COLLECTION');

    const one = await app.inject({
      method: 'GET',
      url: intentUrl(winner, intent!.id),
      headers: winner.headers,
    });
    expect(one.json()).toEqual(view);
  });

  it('the simulated PIX pays the exact amount through the webhook: PAID, history and confirmation', async () => {
    const { winners } = await auctionWon(app, db);
    const winner = winners[0]!;
    const [intent] = await intentsOfBuyer(db, winner.buyerId);
    const paid = await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent!.id, '/simulate-pix-payment'),
      headers: winner.headers,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', method: 'PIX', pix: null, dueAt: null });
    expect(paid.json().paidAt).not.toBeNull();
    expect(paid.json().history.map((row: { to: string; actor: string }) => [row.to, row.actor])).toEqual([
      ['PENDING_PAYMENT', 'SYSTEM'],
      ['PAID', 'PROVIDER'],
    ]);
    const again = await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent!.id, '/simulate-pix-payment'),
      headers: winner.headers,
    });
    expect(again.json().code).toBe('PAYMENT_INTENT_NOT_PAYABLE');
    const mails = await readOutbox(app, winner.email);
    expect(mails.some((m) => m.notificationType === 'PAYMENT_CONFIRMED')).toBe(true);
  });

  it('the buyer chooses a deposit, sends the receipt, and the intent awaits FINANCE', async () => {
    const { winners } = await auctionWon(app, db);
    const winner = winners[0]!;
    const [intent] = await intentsOfBuyer(db, winner.buyerId);
    const chosen = await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent!.id, '/method'),
      headers: winner.headers,
      payload: { method: 'DEPOSIT_RECEIPT' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ method: 'DEPOSIT_RECEIPT', pix: null });
    const simulated = await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent!.id, '/simulate-pix-payment'),
      headers: winner.headers,
    });
    expect(simulated.statusCode).toBe(409);

    const upload = multipartFile('comprovante.jpg', jpegBytes());
    const sent = await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent!.id, '/receipt'),
      headers: { ...winner.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'PENDING_VERIFICATION',
      receipt: { status: 'UNDER_REVIEW', contentType: 'image/jpeg', refusalReason: null },
    });
    const history = await db
      .select()
      .from(paymentIntentHistory)
      .where(eq(paymentIntentHistory.intentId, intent!.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.actor, row.actorUserId])).toContainEqual([
      'PENDING_PAYMENT',
      'PENDING_VERIFICATION',
      'BUYER',
      winner.userId,
    ]);
    const twice = await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent!.id, '/receipt'),
      headers: { ...winner.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(twice.json().code).toBe('PAYMENT_INTENT_NOT_PAYABLE');
  });

  it('refuses a receipt with active content or a hidden program, and keeps nothing of it', async () => {
    const { winners } = await auctionWon(app, db);
    const winner = winners[0]!;
    const [intent] = await intentsOfBuyer(db, winner.buyerId);
    await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent!.id, '/method'),
      headers: winner.headers,
      payload: { method: 'DEPOSIT_RECEIPT' },
    });
    for (const [content, code] of [
      [pdfWithOpenActionScript(), 'FILE_ACTIVE_CONTENT'],
      [portableExecutable(), 'UNSUPPORTED_FILE_TYPE'],
    ] as const) {
      const upload = multipartFile('comprovante.pdf', content);
      const sent = await app.inject({
        method: 'POST',
        url: intentUrl(winner, intent!.id, '/receipt'),
        headers: { ...winner.headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(sent.json().code).toBe(code);
    }
    expect(await db.select().from(paymentReceipts).where(eq(paymentReceipts.intentId, intent!.id))).toEqual(
      [],
    );
    const view = await app.inject({
      method: 'GET',
      url: intentUrl(winner, intent!.id, ''),
      headers: winner.headers,
    });
    expect(view.json()).toMatchObject({ status: 'PENDING_PAYMENT', receipt: null });
  });

  it("another buyer's intent answers 404, and another buyer's id 403, on every buyer route", async () => {
    const { winners } = await auctionWon(app, db);
    const owner = winners[0]!;
    const stranger = await makeBidder(app, db);
    const [intent] = await intentsOfBuyer(db, owner.buyerId);
    const asStranger = (suffix: string, method: 'GET' | 'POST', payload?: object) =>
      app.inject({
        method,
        url: intentUrl(stranger, intent!.id, suffix),
        headers: stranger.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await asStranger('', 'GET')).statusCode).toBe(404);
    expect((await asStranger('/method', 'POST', { method: 'PIX' })).statusCode).toBe(404);
    expect((await asStranger('/simulate-pix-payment', 'POST')).statusCode).toBe(404);
    const upload = multipartFile('comprovante.jpg', jpegBytes());
    const receipt = await app.inject({
      method: 'POST',
      url: intentUrl(stranger, intent!.id, '/receipt'),
      headers: { ...stranger.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(receipt.statusCode).toBe(404);
    const othersList = await app.inject({
      method: 'GET',
      url: `/web/buyers/${owner.buyerId}/payment-intents`,
      headers: stranger.headers,
    });
    expect(othersList.statusCode).toBe(403);
    const [after] = await intentsOfBuyer(db, owner.buyerId);
    expect(after).toMatchObject({ status: 'PENDING_PAYMENT', method: null });
  });
});
