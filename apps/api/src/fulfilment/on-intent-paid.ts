import type { Database } from '../db/client.js';
import { createLotFulfilments, findListing } from './fulfilment-repository.js';
import { startFulfilment } from './listing-status-path.js';

/**
 * Called in the transaction that marks an intent PAID: its lots become lots to collect (PICK_UP_V0) or to
 * transfer (TITLE_TRANSFER_V0), and the Event enters FULFILLMENT with its first paid lot. Fines pay no lot.
 */
export async function onIntentPaid(
  tx: Database,
  intent: { id: string; listingId: string; type: string },
  now: Date,
) {
  if (intent.type === 'FINE') return;
  const listing = await findListing(tx, intent.listingId);
  if (!listing) return;
  await createLotFulfilments(tx, intent.id, listing.checkOutType);
  await startFulfilment(tx, intent.listingId, now);
}
