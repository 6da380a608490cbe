import { transitionListingStatus } from '../catalog/transition-listing-status.js';
import type { Database } from '../db/client.js';
import { countFulfilmentsOfListing, isEveryPaidLotFulfilled, lockListing } from './fulfilment-repository.js';

/*
 * The Event's status after payment (decision 144): PAYMENT_COLLECTION → FULFILLMENT when its first lot is
 * paid; FULFILLMENT → FULFILLED when no (non-fine) payment is open and every paid lot is collected,
 * transferred or declared not collected; FULFILLED → SETTLED when FINANCE records the seller's payment.
 * Each check locks the Event row, so concurrent payments and collections move it once.
 */

export async function startFulfilment(tx: Database, listingId: string, now: Date) {
  const listing = await lockListing(tx, listingId);
  if (listing?.status !== 'PAYMENT_COLLECTION') return false;
  if ((await countFulfilmentsOfListing(tx, listingId)) === 0) return false;
  await transitionListingStatus(tx, {
    listingId,
    to: 'FULFILLMENT',
    changedBy: 'system',
    reason: 'Primeiro lote pago',
    now,
  });
  return true;
}

export async function completeFulfilmentIfDone(tx: Database, listingId: string, now: Date) {
  const listing = await lockListing(tx, listingId);
  if (listing?.status !== 'FULFILLMENT') return false;
  if (!(await isEveryPaidLotFulfilled(tx, listingId))) return false;
  await transitionListingStatus(tx, {
    listingId,
    to: 'FULFILLED',
    changedBy: 'system',
    reason: 'Todos os lotes pagos foram retirados ou transferidos',
    now,
  });
  return true;
}
