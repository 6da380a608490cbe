import type { SellerPickUpList } from '@circula/domain';
import type { FulfilmentDeps } from './context.js';
import { mayActAtDoor } from './door-access.js';
import {
  findListing,
  findSlot,
  listActivePickUpBookings,
  listLotFulfilments,
  usernamesOf,
} from './fulfilment-repository.js';
import { listingNotFound } from './messages.js';
import { toLotFulfilmentView, toSlotView } from './views.js';

/**
 * An Event's pick-up list for its seller's users (and Circula's operations staff): who comes when, with
 * which lots and their status; paid lots without a booking at the end. Only usernames: the buyer's other
 * personal data is not needed at the door. Another seller's Event answers 404.
 */
export async function listSellerPickUps(
  deps: FulfilmentDeps,
  input: { userId: string; listingId: string },
): Promise<SellerPickUpList> {
  const listing = await findListing(deps.db, input.listingId);
  if (!listing || !(await mayActAtDoor(deps.db, input.userId, listing.sellerId))) throw listingNotFound();
  const lots = (await listLotFulfilments(deps.db, { listingId: listing.id })).filter(
    (row) => row.fulfilment.kind === 'PICK_UP_V0',
  );
  const bookings = await listActivePickUpBookings(deps.db, listing.id);
  const booked = new Set(bookings.map((row) => row.booking.buyerId));
  const result: SellerPickUpList['bookings'] = [];
  for (const { booking, buyerUsername } of bookings) {
    const slot = await findSlot(deps.db, booking.slotId);
    if (!slot) continue;
    result.push({
      bookingId: booking.id,
      buyerUsername,
      slot: toSlotView(slot),
      lots: lots.filter((row) => row.fulfilment.buyerId === booking.buyerId).map(toLotFulfilmentView),
    });
  }
  const unbookedBuyers = [...new Set(lots.map((row) => row.fulfilment.buyerId))].filter(
    (id) => !booked.has(id),
  );
  const names = await usernamesOf(deps.db, unbookedBuyers);
  return {
    listing: { id: listing.id, title: listing.title, status: listing.status },
    bookings: result,
    unbooked: unbookedBuyers.map((buyerId) => ({
      buyerUsername: names.get(buyerId) ?? '',
      lots: lots.filter((row) => row.fulfilment.buyerId === buyerId).map(toLotFulfilmentView),
    })),
  };
}
