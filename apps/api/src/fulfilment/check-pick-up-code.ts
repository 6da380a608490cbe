import type { PickUpCheck } from '@circula/domain';
import { formatPickUpCode } from '@circula/domain';
import { notifyBuyer } from '../checkout/notify-buyer.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { FulfilmentDeps } from './context.js';
import { mayActAtDoor } from './door-access.js';
import {
  findActiveBookingByCode,
  findListing,
  findSlot,
  listLotFulfilments,
  markCollected,
} from './fulfilment-repository.js';
import { completeFulfilmentIfDone } from './listing-status-path.js';
import { codeNotFound, collectedMessage, lotFulfilmentNotFound } from './messages.js';
import { toLotFulfilmentView, toSlotView } from './views.js';

/**
 * The booking a code opens, if the caller may act at its Event's door. A wrong code and another seller's
 * code get the same 404, so the answer never tells a code exists elsewhere.
 */
async function bookingForDoor(db: Database, userId: string, code: string) {
  const found = await findActiveBookingByCode(db, code);
  if (!found || !(await mayActAtDoor(db, userId, found.sellerId))) throw codeNotFound();
  return found;
}

async function doorView(
  db: Database,
  found: NonNullable<Awaited<ReturnType<typeof findActiveBookingByCode>>>,
): Promise<PickUpCheck> {
  const { booking } = found;
  const listing = await findListing(db, booking.listingId);
  const slot = await findSlot(db, booking.slotId);
  if (!listing || !slot) throw codeNotFound();
  const lots = await listLotFulfilments(db, { listingId: booking.listingId, buyerId: booking.buyerId });
  return {
    bookingId: booking.id,
    code: formatPickUpCode(booking.pickUpCode ?? ''),
    buyerUsername: found.buyerUsername,
    listing: { id: listing.id, title: listing.title, status: listing.status },
    slot: toSlotView(slot),
    lots: lots.filter((row) => row.fulfilment.kind === 'PICK_UP_V0').map(toLotFulfilmentView),
  };
}

/** The door checks a code: the buyer's username and the lots to hand over. */
export async function checkPickUpCode(deps: FulfilmentDeps, input: { userId: string; code: string }) {
  return doorView(deps.db, await bookingForDoor(deps.db, input.userId, input.code));
}

/**
 * Marks the chosen lots of the code's buyer as collected, now, by the caller (only PENDING lots of that
 * buyer at that Event); the buyer is told, and the Event becomes FULFILLED when it was the last lot.
 */
export async function collectLots(
  deps: FulfilmentDeps,
  input: { userId: string; code: string; lotFulfilmentIds: string[] },
) {
  const found = await bookingForDoor(deps.db, input.userId, input.code);
  const { booking } = found;
  const ids = [...new Set(input.lotFulfilmentIds)];
  const own = await listLotFulfilments(deps.db, {
    listingId: booking.listingId,
    buyerId: booking.buyerId,
    ids,
  });
  if (own.length !== ids.length) throw lotFulfilmentNotFound();
  const now = new Date();
  let queued: string[] = [];
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const collected = await markCollected(tx, {
      listingId: booking.listingId,
      buyerId: booking.buyerId,
      ids,
      userId: input.userId,
      now,
    });
    if (collected.length === 0) {
      throw new AppError('LOTS_ALREADY_COLLECTED', 'Estes lotes já foram marcados como retirados.');
    }
    const listing = await findListing(tx, booking.listingId);
    queued = await notifyBuyer(tx, {
      buyerId: booking.buyerId,
      webOrigin: deps.config.WEB_ORIGIN,
      type: 'LOTS_COLLECTED',
      message: collectedMessage({ listingTitle: listing?.title ?? '', lots: collected.length }),
      data: { listingId: booking.listingId, lotFulfilmentIds: collected.map((row) => row.id) },
    });
    await completeFulfilmentIfDone(tx, booking.listingId, now);
  });
  await deps.notifier.deliverQueued(queued);
  return doorView(deps.db, found);
}
