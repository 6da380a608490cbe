import type { BookingScheduleType, BuyerFulfilment } from '@circula/domain';
import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import type { FulfilmentDeps } from './context.js';
import {
  countFulfilmentsOfBuyer,
  ensureSlots,
  type FulfilmentListing,
  findActiveBooking,
  findListing,
  findSlot,
  listLotFulfilments,
  listSlots,
} from './fulfilment-repository.js';
import { listingNotFound } from './messages.js';
import { toBookingView, toLotFulfilmentView, toSlotView } from './views.js';

const visitableStatuses = new Set(['TEASER', 'OPEN']);

/** Whether the Event takes visit bookings now: published, not ended. */
export function visitsOpen(listing: FulfilmentListing, now: Date) {
  return visitableStatuses.has(listing.status) && listing.scheduledEndAt > now;
}

/** The slots a buyer may choose of a type: future ones (visits also before the Event's end). */
export function bookableSlots(
  db: Database,
  listing: FulfilmentListing,
  type: BookingScheduleType,
  now: Date,
  onlyFree = false,
) {
  return listSlots(db, {
    listingId: listing.id,
    type,
    from: now,
    ...(type === 'VISIT' ? { until: listing.scheduledEndAt } : {}),
    onlyFree,
  });
}

export async function getListingOrThrow(db: Database, listingId: string) {
  const listing = await findListing(db, listingId);
  if (!listing || listing.status === 'DRAFT') throw listingNotFound();
  return listing;
}

/** One Event's visit and pick-up bookings, slots and paid lots, as its buyer sees them. */
export async function getBuyerFulfilment(
  deps: FulfilmentDeps,
  input: { callerUserId: string; buyerId: string; listingId: string },
): Promise<BuyerFulfilment> {
  const buyer = await getOwnBuyerOrThrow(deps.db, input.callerUserId, input.buyerId);
  const listing = await getListingOrThrow(deps.db, input.listingId);
  await ensureSlots(deps.db, listing.id);
  const now = new Date();
  const verified = buyer.status === 'VERIFIED' && buyer.blockedAt === null;
  const canBookVisit = verified && visitsOpen(listing, now);
  const pendingPickUps =
    listing.checkOutType === 'PICK_UP_V0'
      ? await countFulfilmentsOfBuyer(deps.db, {
          listingId: listing.id,
          buyerId: buyer.id,
          kind: 'PICK_UP_V0',
          status: 'PENDING',
        })
      : 0;
  const canBookPickUp = pendingPickUps > 0;
  const visitSlots = visitsOpen(listing, now) ? await bookableSlots(deps.db, listing, 'VISIT', now) : [];
  const pickUpSlots = canBookPickUp ? await bookableSlots(deps.db, listing, 'PICK_UP', now) : [];
  const bookingView = async (type: BookingScheduleType) => {
    const booking = await findActiveBooking(deps.db, { listingId: listing.id, buyerId: buyer.id, type });
    if (!booking) return null;
    const slot = await findSlot(deps.db, booking.slotId);
    return slot ? toBookingView(booking, slot, listing.bookingChangeLimitHours) : null;
  };
  const lots = await listLotFulfilments(deps.db, { listingId: listing.id, buyerId: buyer.id });
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      status: listing.status,
      checkOutType: listing.checkOutType,
      bookingChangeLimitHours: listing.bookingChangeLimitHours,
    },
    canBookVisit,
    canBookPickUp,
    visitSlots: visitSlots.map(toSlotView),
    pickUpSlots: pickUpSlots.map(toSlotView),
    visit: await bookingView('VISIT'),
    pickUp: await bookingView('PICK_UP'),
    lots: lots.map(toLotFulfilmentView),
  };
}
