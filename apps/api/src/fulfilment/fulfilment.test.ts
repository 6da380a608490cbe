import { buyerFulfilmentSchema, pickUpCheckSchema } from '@circula/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeBookingSchedule, makeListing } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { upsertUserRole } from '../auth/auth-repository.js';
import { readOutbox } from '../auth/auth-test-factories.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { executableBytes, jpegBytes, makeDataDir, multipartFile } from '../buyers/buyer-test-factories.js';
import {
  bookingSlots,
  bookings,
  listingStatusHistory,
  listings,
  lotFulfilments,
} from '../db/schema/index.js';
import { fulfilmentDeps } from './context.js';
import { advanceFulfilments, sendBookingReminders } from './fulfilment-jobs.js';
import {
  bookingsUrl,
  bookingUrl,
  fulfilmentUrl,
  makeSellerStaff,
  paidEvent,
  payAll,
} from './fulfilment-test-factories.js';

const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
  FULFILMENT_RATE_LIMIT_MAX: '100000',
  PICK_UP_CODE_RATE_LIMIT_MAX: '100000',
  DATA_DIR: makeDataDir(),
});

const hour = 3_600_000;

const fulfilmentOf = async (buyer: Bidder, listingId: string) => {
  const response = await app.inject({
    method: 'GET',
    url: fulfilmentUrl(buyer, listingId),
    headers: buyer.headers,
  });
  expect(response.statusCode).toBe(200);
  return buyerFulfilmentSchema.parse(response.json());
};
const book = (buyer: Bidder, listingId: string, slotId: string) =>
  app.inject({
    method: 'POST',
    url: bookingsUrl(buyer, listingId),
    headers: buyer.headers,
    payload: { slotId },
  });
const door = (staff: Bidder, action: 'check' | 'collect', payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/seller/pick-ups/${action}`, headers: staff.headers, payload });
const listingStatus = async (listingId: string) =>
  (await db.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId)))[0]!.status;

describe('visit slots with capacity', () => {
  it('50 verified buyers race for a slot of 3 places: exactly 3 get it, the others get the next free slots', async () => {
    const listing = await makeListing(db, {
      status: 'OPEN',
      scheduledEndAt: new Date(Date.now() + 10 * 24 * hour),
    });
    await makeBookingSchedule(db, {
      listingId: listing.id,
      type: 'VISIT',
      startsAt: new Date(Date.now() + 48 * hour),
      endsAt: new Date(Date.now() + 50 * hour),
      slotMinutes: 60,
      slotCapacity: 3,
    });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeBidder(app, db)));
    const first = await fulfilmentOf(buyers[0]!, listing.id);
    expect(first.canBookVisit).toBe(true);
    expect(first.visitSlots.map((slot) => [slot.capacity, slot.freePlaces])).toEqual([
      [3, 3],
      [3, 3],
    ]);
    const [slot, next] = first.visitSlots;
    const answers = await Promise.all(buyers.map((buyer) => book(buyer, listing.id, slot!.id)));
    const booked = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(booked).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const answer of refused) {
      expect(answer.json().code).toBe('BOOKING_SLOT_FULL');
      expect(answer.json().message).toBe('Este horário lotou. Escolha um dos próximos horários livres.');
      expect(answer.json().details.nextFreeSlots.map((free: { id: string }) => free.id)).toEqual([next!.id]);
    }
    const [row] = await db.select().from(bookingSlots).where(eq(bookingSlots.id, slot!.id));
    expect(row!.taken).toBe(3);
    const active = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.slotId, slot!.id), eq(bookings.status, 'ACTIVE')));
    expect(active).toHaveLength(3);
    expect(active.every((booking) => booking.pickUpCode === null)).toBe(true);
  });

  it('only a verified buyer books a visit, before the Event ends, once; another buyer id is refused', async () => {
    const end = new Date(Date.now() + 72 * hour);
    const listing = await makeListing(db, { status: 'OPEN', scheduledEndAt: end });
    await makeBookingSchedule(db, {
      listingId: listing.id,
      type: 'VISIT',
      startsAt: new Date(end.getTime() - 2 * hour),
      endsAt: new Date(end.getTime() + 2 * hour),
    });
    const unverified = await makeBidder(app, db, { status: 'UNVERIFIED' });
    const view = await fulfilmentOf(unverified, listing.id);
    expect(view.canBookVisit).toBe(false);
    // Slots from the Event's end on are not offered for visits.
    expect(view.visitSlots).toHaveLength(2);
    const refused = await book(unverified, listing.id, view.visitSlots[0]!.id);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'BOOKING_NOT_ALLOWED']);
    expect(refused.json().message).toBe('Só compradores com cadastro verificado podem agendar uma visita.');
    const blocked = await makeBidder(app, db, { blocked: true });
    expect((await book(blocked, listing.id, view.visitSlots[0]!.id)).json().code).toBe('BOOKING_NOT_ALLOWED');

    const verified = await makeBidder(app, db);
    const afterEnd = (
      await db
        .select()
        .from(bookingSlots)
        .where(eq(bookingSlots.listingId, listing.id))
        .orderBy(asc(bookingSlots.startsAt))
    )[2]!;
    const late = await book(verified, listing.id, afterEnd.id);
    expect([late.statusCode, late.json().code]).toEqual([409, 'BOOKING_SLOT_UNAVAILABLE']);
    const ok = await book(verified, listing.id, view.visitSlots[0]!.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().visit).toMatchObject({ type: 'VISIT', status: 'ACTIVE', pickUpCode: null });
    const twice = await book(verified, listing.id, view.visitSlots[1]!.id);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'BOOKING_ALREADY_EXISTS']);
    const pickUpOnVisit = await book(verified, listing.id, view.visitSlots[1]!.id);
    expect(pickUpOnVisit.statusCode).toBe(409);
    const other = await app.inject({
      method: 'POST',
      url: bookingsUrl(unverified, listing.id),
      headers: verified.headers,
      payload: { slotId: view.visitSlots[1]!.id },
    });
    expect([other.statusCode, other.json().code]).toEqual([403, 'FORBIDDEN']);
    const closed = await makeListing(db, { status: 'CLOSED' });
    expect((await fulfilmentOf(verified, closed.id)).canBookVisit).toBe(false);
    const bad = await book(verified, listing.id, 'not-a-uuid');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Escolha um horário']);
  });
});

describe('pick-up after payment', () => {
  it('a buyer with a paid lot books a pick-up and gets a code and a QR; unpaid winners and others cannot', async () => {
    const { listing, winners } = await paidEvent(app, db, { pay: false });
    const winner = winners[0]!;
    const before = await fulfilmentOf(winner, listing.id);
    expect([before.canBookPickUp, before.pickUpSlots, before.lots]).toEqual([false, [], []]);
    const [slot] = await db.select().from(bookingSlots).where(eq(bookingSlots.listingId, listing.id));
    const unpaid = await book(winner, listing.id, slot!.id);
    expect([unpaid.statusCode, unpaid.json().code]).toEqual([403, 'BOOKING_NOT_ALLOWED']);
    expect(unpaid.json().message).toBe(
      'A retirada só pode ser agendada por quem tem um lote pago a retirar neste evento.',
    );

    await payAll(app, db, winner);
    const after = await fulfilmentOf(winner, listing.id);
    expect(after.canBookPickUp).toBe(true);
    expect(after.pickUpSlots).toHaveLength(3);
    expect(after.lots).toMatchObject([
      { lotNumber: 1, status: 'PENDING', collectedAt: null, titleTransfer: null },
    ]);
    const booked = await book(winner, listing.id, after.pickUpSlots[0]!.id);
    expect(booked.statusCode).toBe(200);
    const pickUp = booked.json().pickUp;
    expect(pickUp.pickUpCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(pickUp.pickUpQrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(pickUp.pickUpQrDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');

    const stranger = await makeBidder(app, db);
    const refused = await book(stranger, listing.id, after.pickUpSlots[1]!.id);
    expect(refused.json().code).toBe('BOOKING_NOT_ALLOWED');
  });

  it('reschedules and cancels until the Event limit; after it both are refused; places follow the booking', async () => {
    const { listing, winners } = await paidEvent(app, db);
    const winner = winners[0]!;
    const { pickUpSlots } = await fulfilmentOf(winner, listing.id);
    const booked = (await book(winner, listing.id, pickUpSlots[0]!.id)).json();
    const moved = await app.inject({
      method: 'PUT',
      url: bookingUrl(winner, booked.pickUp.id),
      headers: winner.headers,
      payload: { slotId: pickUpSlots[1]!.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().pickUp).toMatchObject({ id: booked.pickUp.id, pickUpCode: booked.pickUp.pickUpCode });
    expect(moved.json().pickUp.slot.id).toBe(pickUpSlots[1]!.id);
    expect(moved.json().pickUpSlots.map((slot: { freePlaces: number }) => slot.freePlaces)).toEqual([
      3, 2, 3,
    ]);

    const stranger = await makeBidder(app, db);
    const foreign = await app.inject({
      method: 'DELETE',
      url: bookingUrl(stranger, booked.pickUp.id),
      headers: stranger.headers,
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'BOOKING_NOT_FOUND']);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: bookingUrl(winner, booked.pickUp.id),
      headers: winner.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().pickUp).toBeNull();
    expect(cancelled.json().pickUpSlots.map((slot: { freePlaces: number }) => slot.freePlaces)).toEqual([
      3, 3, 3,
    ]);
    const again = await app.inject({
      method: 'DELETE',
      url: bookingUrl(winner, booked.pickUp.id),
      headers: winner.headers,
    });
    expect(again.json().code).toBe('BOOKING_NOT_FOUND');

    // A pick-up 10 hours ahead, with the Event's 24-hour limit: booked, then neither moved nor cancelled.
    const soon = await paidEvent(app, db, { pickUpStartsInHours: 10 });
    const buyer = soon.winners[0]!;
    const slots = (await fulfilmentOf(buyer, soon.listing.id)).pickUpSlots;
    const late = (await book(buyer, soon.listing.id, slots[0]!.id)).json();
    const noMove = await app.inject({
      method: 'PUT',
      url: bookingUrl(buyer, late.pickUp.id),
      headers: buyer.headers,
      payload: { slotId: slots[1]!.id },
    });
    expect([noMove.statusCode, noMove.json().code]).toEqual([409, 'BOOKING_CHANGE_CLOSED']);
    expect(noMove.json().message).toMatch(/24 horas antes do horário/);
    const noCancel = await app.inject({
      method: 'DELETE',
      url: bookingUrl(buyer, late.pickUp.id),
      headers: buyer.headers,
    });
    expect(noCancel.json().code).toBe('BOOKING_CHANGE_CLOSED');
  });
});

describe('the door: pick-up code check and collection', () => {
  it("the seller's VIEWER checks the code and marks the lot collected; wrong and other sellers' codes are 404", async () => {
    const { listing, winners } = await paidEvent(app, db, { prices: [40_000, 60_000] });
    const winner = winners[0]!;
    const { pickUpSlots } = await fulfilmentOf(winner, listing.id);
    const code = (await book(winner, listing.id, pickUpSlots[0]!.id)).json().pickUp.pickUpCode as string;
    const staff = await makeSellerStaff(app, db, listing.sellerId, 'VIEWER');

    const checked = await door(staff, 'check', { code: code.toLowerCase().replace('-', ' ') });
    expect(checked.statusCode).toBe(200);
    const view = pickUpCheckSchema.parse(checked.json());
    expect(view).toMatchObject({ code, buyerUsername: winner.username, listing: { id: listing.id } });
    expect(view.lots.map((lot) => [lot.lotNumber, lot.status])).toEqual([
      [1, 'PENDING'],
      [2, 'PENDING'],
    ]);
    expect(JSON.stringify(view)).not.toContain(winner.email);

    const wrong = await door(staff, 'check', { code: 'ZZZZ-ZZZZ' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, 'PICK_UP_CODE_NOT_FOUND']);
    expect(wrong.json().message).toBe(
      'Código de retirada não encontrado. Confira o código com o comprador e digite de novo.',
    );
    const malformed = await door(staff, 'check', { code: '12' });
    expect([malformed.statusCode, malformed.json().message]).toEqual([
      400,
      'O código de retirada tem 8 caracteres',
    ]);
    const otherSeller = await makeSellerStaff(app, db, (await makeListing(db)).sellerId, 'ADMIN');
    const foreign = await door(otherSeller, 'check', { code });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'PICK_UP_CODE_NOT_FOUND']);
    const foreignCollect = await door(otherSeller, 'collect', { code, lotFulfilmentIds: [view.lots[0]!.id] });
    expect(foreignCollect.statusCode).toBe(404);
    const buyerItself = await door(winner, 'check', { code });
    expect(buyerItself.statusCode).toBe(404);

    const first = await door(staff, 'collect', { code, lotFulfilmentIds: [view.lots[0]!.id] });
    expect(first.statusCode).toBe(200);
    expect(first.json().lots[0]).toMatchObject({ status: 'COLLECTED' });
    expect(first.json().lots[0].collectedAt).not.toBeNull();
    expect(first.json().lots[0].collectedBy).toBeTruthy();
    // The collection is when the goods reached the buyer (decision 168).
    expect(first.json().lots[0]).toMatchObject({
      receivedSource: 'PICK_UP',
      receivedAt: first.json().lots[0].collectedAt,
    });
    expect(await listingStatus(listing.id)).toBe('FULFILLMENT');
    const twice = await door(staff, 'collect', { code, lotFulfilmentIds: [view.lots[0]!.id] });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'LOTS_ALREADY_COLLECTED']);
    const notTheirs = await door(staff, 'collect', { code, lotFulfilmentIds: [crypto.randomUUID()] });
    expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([404, 'LOT_FULFILMENT_NOT_FOUND']);

    // Circula's operations staff may act at any door too.
    const operations = await makeBidder(app, db);
    await upsertUserRole(db, { userId: operations.userId, role: 'CIRCULA_BACKOFFICE', level: 1 });
    const last = await door(operations, 'collect', { code, lotFulfilmentIds: [view.lots[1]!.id] });
    expect(last.statusCode).toBe(200);
    expect(await listingStatus(listing.id)).toBe('FULFILLED');
    const mails = await readOutbox(app, winner.email);
    expect(mails.filter((mail) => mail.notificationType === 'LOTS_COLLECTED')).toHaveLength(2);

    const list = await app.inject({
      method: 'GET',
      url: `/seller/listings/${listing.id}/pick-ups`,
      headers: staff.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().bookings[0]).toMatchObject({ buyerUsername: winner.username });
    const foreignList = await app.inject({
      method: 'GET',
      url: `/seller/listings/${listing.id}/pick-ups`,
      headers: otherSeller.headers,
    });
    expect([foreignList.statusCode, foreignList.json().code]).toEqual([404, 'LISTING_NOT_FOUND']);
  });
});

describe("the Event's status path after payment", () => {
  it('PAYMENT_COLLECTION → FULFILLMENT (first paid lot) → FULFILLED (all done, incl. not collected) → SETTLED (FINANCE)', async () => {
    const first = await makeBidder(app, db);
    const second = await makeBidder(app, db);
    const { listing } = await paidEvent(app, db, {
      prices: [30_000, 35_000],
      winners: [first, second],
      pay: false,
    });
    expect(await listingStatus(listing.id)).toBe('PAYMENT_COLLECTION');
    await payAll(app, db, first);
    expect(await listingStatus(listing.id)).toBe('FULFILLMENT');
    const code = (
      await book(first, listing.id, (await fulfilmentOf(first, listing.id)).pickUpSlots[0]!.id)
    ).json().pickUp.pickUpCode;
    const staff = await makeSellerStaff(app, db, listing.sellerId);
    const lots = (await door(staff, 'check', { code })).json().lots;
    await door(staff, 'collect', { code, lotFulfilmentIds: lots.map((lot: { id: string }) => lot.id) });
    // The second buyer's payment is still open.
    expect(await listingStatus(listing.id)).toBe('FULFILLMENT');
    await payAll(app, db, second);
    await advanceFulfilments(fulfilmentDeps(app));
    expect(await listingStatus(listing.id)).toBe('FULFILLMENT');

    const finance = await makeBidder(app, db);
    await upsertUserRole(db, { userId: finance.userId, role: 'CIRCULA_FINANCE', level: 1 });
    const settle = () =>
      app.inject({
        method: 'POST',
        url: `/backoffice/listings/${listing.id}/settle`,
        headers: finance.headers,
        payload: { reason: 'TED 123456 de 25/11' },
      });
    const early = await settle();
    expect([early.statusCode, early.json().code]).toEqual([409, 'ILLEGAL_STATUS_TRANSITION']);

    // After the last pick-up window, the second buyer's lot is NOT_COLLECTED and they are told.
    await advanceFulfilments(fulfilmentDeps(app), new Date(Date.now() + 60 * hour));
    expect(await listingStatus(listing.id)).toBe('FULFILLED');
    const [missed] = await db
      .select()
      .from(lotFulfilments)
      .where(and(eq(lotFulfilments.listingId, listing.id), eq(lotFulfilments.buyerId, second.buyerId)));
    expect(missed!.status).toBe('NOT_COLLECTED');
    const notices = await readOutbox(app, second.email);
    expect(notices.find((mail) => mail.notificationType === 'PICK_UP_NOT_COLLECTED')?.bodyText).toMatch(
      /não é devolvido automaticamente/,
    );

    const notFinance = await app.inject({
      method: 'POST',
      url: `/backoffice/listings/${listing.id}/settle`,
      headers: staff.headers,
      payload: { reason: 'TED 123456' },
    });
    expect(notFinance.statusCode).toBe(403);
    expect((await settle()).json()).toEqual({ id: listing.id, status: 'SETTLED' });
    const path = await db
      .select({ from: listingStatusHistory.fromStatus, to: listingStatusHistory.toStatus })
      .from(listingStatusHistory)
      .where(eq(listingStatusHistory.listingId, listing.id))
      .orderBy(asc(listingStatusHistory.changedAt));
    expect(path.map((row) => row.to).slice(-4)).toEqual([
      'PAYMENT_COLLECTION',
      'FULFILLMENT',
      'FULFILLED',
      'SETTLED',
    ]);
  });
});

describe('title transfer', () => {
  it('buyer documents, then seller documents, then transfer done: each with date, upload and who acted', async () => {
    const { listing, winners } = await paidEvent(app, db, { checkOutType: 'TITLE_TRANSFER_V0' });
    const winner = winners[0]!;
    const view = await fulfilmentOf(winner, listing.id);
    expect(view.canBookPickUp).toBe(false);
    const lot = view.lots[0]!;
    expect(lot.titleTransfer?.map((step) => [step.step, step.done])).toEqual([
      ['BUYER_DOCUMENTS', false],
      ['SELLER_DOCUMENTS', false],
      ['TRANSFER_DONE', false],
    ]);
    const admin = await makeSellerStaff(app, db, listing.sellerId, 'ADMIN');
    const viewer = await makeSellerStaff(app, db, listing.sellerId, 'VIEWER');
    const upload = (who: Bidder, url: string, content = jpegBytes()) => {
      const file = multipartFile('documento.jpg', content);
      return app.inject({
        method: 'POST',
        url,
        headers: { ...who.headers, ...file.headers },
        payload: file.payload,
      });
    };
    const sellerUrl = `/seller/lot-fulfilments/${lot.id}/documents`;
    const buyerUrl = `/web/buyers/${winner.buyerId}/lot-fulfilments/${lot.id}/documents`;

    const early = await upload(admin, sellerUrl);
    expect([early.statusCode, early.json().code]).toEqual([409, 'TITLE_TRANSFER_STEP_OUT_OF_ORDER']);
    const virus = await upload(winner, buyerUrl, executableBytes());
    expect(virus.statusCode).toBe(415);
    const sent = await upload(winner, buyerUrl);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().titleTransfer[0]).toMatchObject({ done: true, hasDocument: true });
    expect(sent.json().titleTransfer[0].at).not.toBeNull();
    const stranger = await makeBidder(app, db);
    const foreign = await upload(
      stranger,
      `/web/buyers/${stranger.buyerId}/lot-fulfilments/${lot.id}/documents`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await upload(viewer, sellerUrl)).statusCode).toBe(404);
    const done = () =>
      app.inject({
        method: 'POST',
        url: `/seller/lot-fulfilments/${lot.id}/transfer-done`,
        headers: admin.headers,
      });
    expect((await done()).json().code).toBe('TITLE_TRANSFER_STEP_OUT_OF_ORDER');
    expect((await upload(admin, sellerUrl)).statusCode).toBe(200);
    const finished = await done();
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ status: 'TRANSFERRED' });
    expect(finished.json().titleTransfer.map((step: { done: boolean }) => step.done)).toEqual([
      true,
      true,
      true,
    ]);
    expect(finished.json().titleTransfer.every((step: { by: string | null }) => step.by)).toBe(true);
    expect(await listingStatus(listing.id)).toBe('FULFILLED');
    expect((await done()).json().code).toBe('TITLE_TRANSFER_STEP_OUT_OF_ORDER');
  });
});

describe('reminders', () => {
  it('the day-before reminder goes out once per booking, with the pick-up code', async () => {
    const { listing, winners } = await paidEvent(app, db, { pickUpStartsInHours: 20 });
    const winner = winners[0]!;
    const slots = (await fulfilmentOf(winner, listing.id)).pickUpSlots;
    const code = (await book(winner, listing.id, slots[0]!.id)).json().pickUp.pickUpCode;
    const deps = fulfilmentDeps(app);
    expect(await sendBookingReminders(deps)).toBeGreaterThanOrEqual(1);
    await sendBookingReminders(deps);
    const reminders = (await readOutbox(app, winner.email)).filter(
      (mail) => mail.notificationType === 'BOOKING_REMINDER',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Lembrete: sua retirada é amanhã');
    expect(reminders[0]!.bodyText).toContain(code);
  });
});
