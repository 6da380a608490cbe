import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { makeBookingSchedule } from '../../test/factories.js';
import { type Bidder, makeBidder } from '../bidding/bidding-test-factories.js';
import { auctionWon, intentsOfBuyer, intentUrl } from '../checkout/checkout-test-factories.js';
import type { Database } from '../db/client.js';
import { listings, sellerUsers } from '../db/schema/index.js';

/** Test factories of fulfilment: Events with paid lots and pick-up windows, sellers' door staff. */

const hour = 3_600_000;

export async function payAll(app: FastifyInstance, db: Database, winner: Bidder) {
  for (const intent of await intentsOfBuyer(db, winner.buyerId)) {
    if (intent.status !== 'PENDING_PAYMENT') continue;
    const paid = await app.inject({
      method: 'POST',
      url: intentUrl(winner, intent.id, '/simulate-pix-payment'),
      headers: winner.headers,
    });
    if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.body}`);
  }
}

/**
 * An auction whose lots (one per price) are won by the winners and closed; unless told otherwise the
 * lots are paid. The Event gets a PICK_UP window two days ahead, cut into one-hour slots of `capacity`.
 */
export async function paidEvent(
  app: FastifyInstance,
  db: Database,
  options: {
    prices?: number[];
    winners?: Bidder[];
    capacity?: number;
    pay?: boolean;
    checkOutType?: 'PICK_UP_V0' | 'TITLE_TRANSFER_V0';
    pickUpStartsInHours?: number;
  } = {},
) {
  const won = await auctionWon(app, db, {
    prices: options.prices ?? [50_000],
    ...(options.winners ? { winners: options.winners } : {}),
  });
  if (options.checkOutType) {
    await db
      .update(listings)
      .set({ checkOutType: options.checkOutType })
      .where(eq(listings.id, won.listing.id));
  }
  const startsIn = options.pickUpStartsInHours ?? 48;
  const schedule = await makeBookingSchedule(db, {
    listingId: won.listing.id,
    type: 'PICK_UP',
    startsAt: new Date(Date.now() + startsIn * hour),
    endsAt: new Date(Date.now() + (startsIn + 3) * hour),
    slotMinutes: 60,
    slotCapacity: options.capacity ?? 3,
    address: 'Galpão 3, Rua do Porto, 50 — Santos/SP',
  });
  if (options.pay ?? true) for (const winner of won.winners) await payAll(app, db, winner);
  return { ...won, schedule };
}

/** A signed-in user of the Event's seller with the role (door staff are usually VIEWERs). */
export async function makeSellerStaff(
  app: FastifyInstance,
  db: Database,
  sellerId: string,
  role: 'ADMIN' | 'VIEWER' = 'VIEWER',
) {
  const staff = await makeBidder(app, db);
  await db.insert(sellerUsers).values({ sellerId, userId: staff.userId, role });
  return staff;
}

export const fulfilmentUrl = (bidder: Bidder, listingId: string) =>
  `/web/buyers/${bidder.buyerId}/listings/${listingId}/fulfilment`;
export const bookingsUrl = (bidder: Bidder, listingId: string) =>
  `/web/buyers/${bidder.buyerId}/listings/${listingId}/bookings`;
export const bookingUrl = (bidder: Bidder, bookingId: string) =>
  `/web/buyers/${bidder.buyerId}/bookings/${bookingId}`;
