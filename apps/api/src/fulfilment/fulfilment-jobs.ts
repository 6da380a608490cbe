import type { JobQueueName } from '@circula/domain';
import type { FastifyInstance } from 'fastify';
import { notifyBuyer } from '../checkout/notify-buyer.js';
import type { Database } from '../db/client.js';
import { type FulfilmentDeps, fulfilmentDeps } from './context.js';
import {
  claimDueReminders,
  findListing,
  findSlot,
  lastPickUpEnd,
  listListingsIn,
  markNotCollected,
} from './fulfilment-repository.js';
import { completeFulfilmentIfDone, startFulfilment } from './listing-status-path.js';
import { bookingReminderMessage, notCollectedMessage } from './messages.js';

export const fulfilmentSweepQueue = 'fulfilment-sweep' satisfies JobQueueName;

const day = 86_400_000;

/** Sends the day-before reminder of every booking whose slot starts within the next 24 hours, once. */
export async function sendBookingReminders(deps: FulfilmentDeps, now = new Date()) {
  let queued: string[] = [];
  let sent = 0;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    for (const booking of await claimDueReminders(tx, now, new Date(now.getTime() + day))) {
      const slot = await findSlot(tx, booking.slotId);
      const listing = await findListing(tx, booking.listingId);
      if (!slot || !listing) continue;
      queued = queued.concat(
        await notifyBuyer(tx, {
          buyerId: booking.buyerId,
          webOrigin: deps.config.WEB_ORIGIN,
          type: 'BOOKING_REMINDER',
          message: bookingReminderMessage({
            type: booking.type,
            listingTitle: listing.title,
            startsAt: slot.startsAt,
            address: slot.address,
            pickUpCode: booking.pickUpCode,
          }),
          data: { listingId: listing.id, bookingId: booking.id },
        }),
      );
      sent += 1;
    }
  });
  await deps.notifier.deliverQueued(queued);
  return sent;
}

/**
 * Moves Events along the path after payment: PAYMENT_COLLECTION with a paid lot → FULFILLMENT; after the
 * last pick-up window, lots still PENDING become NOT_COLLECTED and their buyers are told (decision 142);
 * FULFILLMENT with every lot done → FULFILLED.
 */
export async function advanceFulfilments(deps: FulfilmentDeps, now = new Date()) {
  // `now` decides what is due; the changes are recorded at the real time.
  const at = new Date();
  for (const listing of await listListingsIn(deps.db, 'PAYMENT_COLLECTION')) {
    await deps.db.transaction((tx) => startFulfilment(tx as unknown as Database, listing.id, at));
  }
  for (const listing of await listListingsIn(deps.db, 'FULFILLMENT')) {
    let queued: string[] = [];
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const lastEnd = listing.checkOutType === 'PICK_UP_V0' ? await lastPickUpEnd(tx, listing.id) : null;
      if (lastEnd && lastEnd <= now) {
        const missed = await markNotCollected(tx, listing.id, at);
        const byBuyer = new Map<string, number>();
        for (const row of missed) byBuyer.set(row.buyerId, (byBuyer.get(row.buyerId) ?? 0) + 1);
        const details = await findListing(tx, listing.id);
        for (const [buyerId, lots] of byBuyer) {
          queued = queued.concat(
            await notifyBuyer(tx, {
              buyerId,
              webOrigin: deps.config.WEB_ORIGIN,
              type: 'PICK_UP_NOT_COLLECTED',
              message: notCollectedMessage({ listingTitle: details?.title ?? '', lots }),
              data: { listingId: listing.id },
            }),
          );
        }
      }
      await completeFulfilmentIfDone(tx, listing.id, at);
    });
    await deps.notifier.deliverQueued(queued);
  }
}

export async function sweepFulfilment(deps: FulfilmentDeps, now = new Date()) {
  const reminders = await sendBookingReminders(deps, now);
  await advanceFulfilments(deps, now);
  return { reminders };
}

/** Every minute, on whichever process polls first; each step is idempotent (a repeated run is harmless). */
export async function startFulfilmentJobs(app: FastifyInstance): Promise<void> {
  const { jobs } = app.deps;
  await jobs.createQueue(fulfilmentSweepQueue);
  await jobs.work(fulfilmentSweepQueue, { pollingIntervalSeconds: 5 }, async () => {
    await sweepFulfilment(fulfilmentDeps(app));
  });
  await jobs.schedule(fulfilmentSweepQueue, '* * * * *');
}
