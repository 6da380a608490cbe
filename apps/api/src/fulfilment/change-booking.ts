import { formatDateTimeLong } from '@circula/domain';
import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { assertSlotBookable, slotFull } from './book-slot.js';
import type { FulfilmentDeps } from './context.js';
import {
  type BookingRow,
  cancelBookingRow,
  ensureSlots,
  type FulfilmentListing,
  findBooking,
  findSlot,
  moveBooking,
  releasePlace,
  takePlace,
} from './fulfilment-repository.js';
import { getBuyerFulfilment, getListingOrThrow } from './get-buyer-fulfilment.js';
import { bookingNotFound } from './messages.js';
import { changeableUntil } from './views.js';

/** The buyer's own ACTIVE booking, or 404 (another buyer's booking answers the same). */
async function ownActiveBooking(
  db: Database,
  buyerId: string,
  bookingId: string,
  options: { lock?: boolean } = {},
) {
  const booking = await findBooking(db, bookingId, options);
  if (!booking || booking.buyerId !== buyerId || booking.status !== 'ACTIVE') throw bookingNotFound();
  return booking;
}

/** Refuses a change once the Event's limit before the booked slot has passed (decision 141). */
async function assertChangeable(db: Database, booking: BookingRow, listing: FulfilmentListing, now: Date) {
  const current = await findSlot(db, booking.slotId);
  if (!current) throw bookingNotFound();
  const until = changeableUntil(current.startsAt, listing.bookingChangeLimitHours);
  if (now >= until) {
    throw new AppError(
      'BOOKING_CHANGE_CLOSED',
      `Este agendamento só podia ser remarcado ou cancelado até ${formatDateTimeLong(until)} ` +
        `(${listing.bookingChangeLimitHours} horas antes do horário).`,
      { changeableUntil: until.toISOString() },
    );
  }
}

/** Moves a booking to another slot of the same type: takes the new place, then gives back the old one. */
export async function rescheduleBooking(
  deps: FulfilmentDeps,
  input: { callerUserId: string; buyerId: string; bookingId: string; slotId: string },
) {
  const buyer = await getOwnBuyerOrThrow(deps.db, input.callerUserId, input.buyerId);
  const booking = await ownActiveBooking(deps.db, buyer.id, input.bookingId);
  const listing = await getListingOrThrow(deps.db, booking.listingId);
  await ensureSlots(deps.db, listing.id);
  const now = new Date();
  await assertChangeable(deps.db, booking, listing, now);
  const slot = assertSlotBookable(await findSlot(deps.db, input.slotId), listing, now, booking.type);
  if (slot.id === booking.slotId) return getBuyerFulfilment(deps, { ...input, listingId: listing.id });
  let full = false;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const locked = await ownActiveBooking(tx, buyer.id, booking.id, { lock: true });
    if (locked.slotId !== booking.slotId) throw bookingNotFound();
    if (!(await takePlace(tx, slot.id))) {
      full = true;
      return;
    }
    await releasePlace(tx, locked.slotId);
    await moveBooking(tx, locked.id, slot.id, now);
  });
  if (full) throw await slotFull(deps.db, listing, slot.type, now);
  return getBuyerFulfilment(deps, { ...input, listingId: listing.id });
}

/** Cancels a booking and gives its place back. */
export async function cancelBooking(
  deps: FulfilmentDeps,
  input: { callerUserId: string; buyerId: string; bookingId: string },
) {
  const buyer = await getOwnBuyerOrThrow(deps.db, input.callerUserId, input.buyerId);
  const booking = await ownActiveBooking(deps.db, buyer.id, input.bookingId);
  const listing = await getListingOrThrow(deps.db, booking.listingId);
  const now = new Date();
  await assertChangeable(deps.db, booking, listing, now);
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const cancelled = await cancelBookingRow(tx, booking.id, now);
    if (!cancelled) throw bookingNotFound();
    await releasePlace(tx, cancelled.slotId);
  });
  return getBuyerFulfilment(deps, { ...input, listingId: listing.id });
}
