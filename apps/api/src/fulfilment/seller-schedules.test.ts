import { buyerFulfilmentSchema, sellerSchedulesSchema } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeBookingSchedule, makeListing, makeSeller } from '../../test/factories.js';
import { createTestApp } from '../../test/helpers.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { bookingSlots, listingBookingSchedules } from '../db/schema/index.js';
import { bookingsUrl, fulfilmentUrl, makeSellerStaff, paidEvent } from './fulfilment-test-factories.js';

// The seller's editor of an Event's visit and pick-up windows (decision 164).
const { app, db } = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
  FULFILMENT_RATE_LIMIT_MAX: '100000',
  BIDS_RATE_LIMIT_MAX: '100000',
  PAYMENTS_RATE_LIMIT_MAX: '100000',
});
const hour = 3_600_000;

async function openEvent() {
  const seller = await makeSeller(db);
  const listing = await makeListing(db, {
    sellerId: seller.id,
    status: 'OPEN',
    scheduledEndAt: new Date(Date.now() + 10 * 24 * hour),
  });
  const schedule = await makeBookingSchedule(db, {
    listingId: listing.id,
    type: 'VISIT',
    startsAt: new Date(Date.now() + 48 * hour),
    endsAt: new Date(Date.now() + 50 * hour),
    slotMinutes: 60,
    slotCapacity: 5,
  });
  const admin = await makeSellerStaff(app, db, seller.id, 'ADMIN');
  const viewer = await makeSellerStaff(app, db, seller.id, 'VIEWER');
  return { seller, listing, schedule, admin, viewer };
}

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const schedulesUrl = (listingId: string) => `/seller/listings/${listingId}/booking-schedules`;
const scheduleUrl = (scheduleId: string) => `/seller/booking-schedules/${scheduleId}`;

async function firstSlot(buyer: Bidder, listingId: string) {
  const response = await app.inject({
    method: 'GET',
    url: fulfilmentUrl(buyer, listingId),
    headers: buyer.headers,
  });
  return buyerFulfilmentSchema.parse(response.json()).visitSlots[0]!;
}
const book = (buyer: Bidder, listingId: string, slotId: string) =>
  app.inject({
    method: 'POST',
    url: bookingsUrl(buyer, listingId),
    headers: buyer.headers,
    payload: { slotId },
  });

describe('the seller’s booking window editor', () => {
  it('an ADMIN reads, adds a window (cut into slots at once), changes capacity and removes it', async () => {
    const { listing, admin } = await openEvent();
    const read = await call(admin, 'GET', schedulesUrl(listing.id));
    expect(read.statusCode).toBe(200);
    const answer = sellerSchedulesSchema.parse(read.json());
    expect(answer.canEdit).toBe(true);
    expect(answer.schedules).toEqual([
      expect.objectContaining({ type: 'VISIT', slots: 2, slotCapacity: 5, booked: 0, mostBookedInASlot: 0 }),
    ]);

    const startsAt = new Date(Date.now() + 24 * 24 * hour);
    const added = await call(admin, 'POST', schedulesUrl(listing.id), {
      type: 'PICK_UP',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * hour).toISOString(),
      address: 'Rua das Flores, 100 — galpão 2',
      notes: 'Traga documento com foto.',
      slotMinutes: 30,
      slotCapacity: 4,
    });
    expect(added.statusCode).toBe(200);
    const pickUp = added.json().schedules.find((row: { type: string }) => row.type === 'PICK_UP');
    expect(pickUp).toMatchObject({ slots: 6, slotCapacity: 4, address: 'Rua das Flores, 100 — galpão 2' });
    const slots = await db.select().from(bookingSlots).where(eq(bookingSlots.scheduleId, pickUp.id));
    expect(slots.map((slot) => slot.capacity)).toEqual([4, 4, 4, 4, 4, 4]);

    const changed = await call(admin, 'PATCH', scheduleUrl(pickUp.id), { slotCapacity: 2 });
    expect(changed.statusCode).toBe(200);
    const after = await db.select().from(bookingSlots).where(eq(bookingSlots.scheduleId, pickUp.id));
    expect(after.every((slot) => slot.capacity === 2)).toBe(true);

    const removed = await call(admin, 'DELETE', scheduleUrl(pickUp.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().schedules.map((row: { type: string }) => row.type)).toEqual(['VISIT']);
    expect(await db.select().from(bookingSlots).where(eq(bookingSlots.scheduleId, pickUp.id))).toEqual([]);
  });

  it('refuses bad windows in Portuguese with their code', async () => {
    const { listing, admin } = await openEvent();
    const start = Date.now() + 30 * hour;
    const window = {
      type: 'VISIT',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 20 * 60_000).toISOString(),
      address: 'Av. Paulista, 1000',
      slotMinutes: 30,
      slotCapacity: 3,
    };
    const tooShort = await call(admin, 'POST', schedulesUrl(listing.id), window);
    expect([tooShort.statusCode, tooShort.json().code]).toEqual([400, 'BOOKING_SCHEDULE_INVALID']);
    const zero = await call(admin, 'POST', schedulesUrl(listing.id), { ...window, slotCapacity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain('Cada horário recebe pelo menos 1 pessoa');
    const past = await call(admin, 'POST', schedulesUrl(listing.id), {
      ...window,
      startsAt: new Date(Date.now() - 5 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    });
    expect(past.json().code).toBe('BOOKING_SCHEDULE_INVALID');
  });

  it('capacity never goes below the places booked in a slot; a window with bookings is not removed', async () => {
    const { listing, schedule, admin } = await openEvent();
    const buyers = await Promise.all([makeBidder(app, db), makeBidder(app, db), makeBidder(app, db)]);
    const slot = await firstSlot(buyers[0]!, listing.id);
    for (const buyer of buyers) expect((await book(buyer, listing.id, slot.id)).statusCode).toBe(200);
    const below = await call(admin, 'PATCH', scheduleUrl(schedule.id), { slotCapacity: 2 });
    expect([below.statusCode, below.json().code]).toEqual([409, 'BOOKING_CAPACITY_BELOW_BOOKED']);
    expect(below.json().message).toBe(
      'Um dos horários deste período já tem 3 pessoas agendadas: a capacidade não pode ser menor que isso.',
    );
    expect(below.json().details).toEqual({ mostBookedInASlot: 3 });
    const exact = await call(admin, 'PATCH', scheduleUrl(schedule.id), { slotCapacity: 3 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().schedules[0]).toMatchObject({ slotCapacity: 3, booked: 3, mostBookedInASlot: 3 });
    // The slot is now full: the next buyer is refused.
    const late = await book(await makeBidder(app, db), listing.id, slot.id);
    expect(late.json().code).toBe('BOOKING_SLOT_FULL');
    const removal = await call(admin, 'DELETE', scheduleUrl(schedule.id));
    expect([removal.statusCode, removal.json().code]).toEqual([409, 'BOOKING_SCHEDULE_HAS_BOOKINGS']);
    const [still] = await db
      .select()
      .from(listingBookingSchedules)
      .where(eq(listingBookingSchedules.id, schedule.id));
    expect(still).toBeDefined();
  });

  it('lowering capacity while 20 buyers book at once: never below what was booked, never over capacity', async () => {
    const { listing, schedule, admin } = await openEvent();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeBidder(app, db)));
    const slot = await firstSlot(buyers[0]!, listing.id);
    const [change, ...answers] = await Promise.all([
      call(admin, 'PATCH', scheduleUrl(schedule.id), { slotCapacity: 2 }),
      ...buyers.map((buyer) => book(buyer, listing.id, slot.id)),
    ]);
    const booked = answers.filter((answer) => answer.statusCode === 200).length;
    const [row] = await db.select().from(bookingSlots).where(eq(bookingSlots.id, slot.id));
    expect(row!.taken).toBe(booked);
    expect(row!.taken).toBeLessThanOrEqual(row!.capacity);
    if (change!.statusCode === 200) {
      // The change won while at most 2 were booked: the slot holds 2.
      expect(row!.capacity).toBe(2);
      expect(booked).toBe(2);
    } else {
      // More than 2 were booked first: refused, and the capacity stayed 5 (all taken).
      expect(change!.json().code).toBe('BOOKING_CAPACITY_BELOW_BOOKED');
      expect(row!.capacity).toBe(5);
      expect(booked).toBe(5);
    }
  });

  it('a VIEWER reads without editing (403 on every change); another seller’s users and buyers get 404', async () => {
    const { listing, schedule, viewer } = await openEvent();
    const other = await openEvent();
    const read = await call(viewer, 'GET', schedulesUrl(listing.id));
    expect([read.statusCode, read.json().canEdit]).toEqual([200, false]);
    for (const response of [
      await call(viewer, 'PATCH', scheduleUrl(schedule.id), { slotCapacity: 9 }),
      await call(viewer, 'DELETE', scheduleUrl(schedule.id)),
      await call(viewer, 'POST', schedulesUrl(listing.id), {
        type: 'VISIT',
        startsAt: new Date(Date.now() + 30 * hour).toISOString(),
        endsAt: new Date(Date.now() + 32 * hour).toISOString(),
        address: 'Av. Paulista, 1000',
        slotMinutes: 60,
        slotCapacity: 3,
      }),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([403, 'SELLER_ADMIN_REQUIRED']);
    }
    const buyer = await makeBidder(app, db);
    for (const who of [other.admin, buyer]) {
      expect((await call(who, 'GET', schedulesUrl(listing.id))).statusCode).toBe(404);
      const patch = await call(who, 'PATCH', scheduleUrl(schedule.id), { slotCapacity: 9 });
      expect([patch.statusCode, patch.json().code]).toEqual([404, 'BOOKING_SCHEDULE_NOT_FOUND']);
    }
    const [unchanged] = await db
      .select()
      .from(listingBookingSchedules)
      .where(eq(listingBookingSchedules.id, schedule.id));
    expect(unchanged!.slotCapacity).toBe(5);
  });
});

describe('the seller’s list of title transfers', () => {
  it('each paid lot with its three steps and the buyer’s username; ADMIN acts, VIEWER reads, others 404', async () => {
    const { listing, winners } = await paidEvent(app, db, { checkOutType: 'TITLE_TRANSFER_V0' });
    const admin = await makeSellerStaff(app, db, listing.sellerId, 'ADMIN');
    const viewer = await makeSellerStaff(app, db, listing.sellerId, 'VIEWER');
    const url = `/seller/listings/${listing.id}/title-transfers`;
    const read = await call(admin, 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      listing: { id: listing.id, checkOutType: 'TITLE_TRANSFER_V0' },
      canAct: true,
      lots: [
        {
          buyerUsername: winners[0]!.username,
          status: 'PENDING',
          titleTransfer: [
            { step: 'BUYER_DOCUMENTS', done: false },
            { step: 'SELLER_DOCUMENTS', done: false },
            { step: 'TRANSFER_DONE', done: false },
          ],
        },
      ],
    });
    expect((await call(viewer, 'GET', url)).json().canAct).toBe(false);
    const other = await openEvent();
    expect((await call(other.admin, 'GET', url)).statusCode).toBe(404);
    expect((await call(winners[0]!, 'GET', url)).statusCode).toBe(404);
  });
});
