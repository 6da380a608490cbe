import type { Database } from '../db/client.js';
import { closeOffersOfSoldLotLocked, moveOffer } from './move-offer.js';
import { findOfferOwners, listExpiredOfferIds, lockOfferLot } from './negotiations-repository.js';
import type { OffersDeps } from './offers-context.js';

/**
 * Closes the open offers whose answer time passed (database clock), each in its own transaction under the
 * lot's and the offer's locks: an answer that got there first wins and the expiry skips it; a second sweep
 * finds nothing to do. Answers how many expired.
 */
export async function expireOffers(deps: OffersDeps, limit = 200): Promise<number> {
  let expired = 0;
  for (const id of await listExpiredOfferIds(deps.db, limit)) {
    const owners = await findOfferOwners(deps.db, id);
    if (!owners) continue;
    const outcome = await moveOffer(
      deps,
      { negotiationId: id, actor: 'SYSTEM', actorUserId: null, action: 'EXPIRE' },
      owners.lotId,
    );
    if (outcome === 'moved') expired += 1;
  }
  return expired;
}

/**
 * For the purchase that takes a lot's last unit (buy now): inside that purchase's transaction, after it
 * locked and sold out the lot, every open offer of the lot is closed as LOT_SOLD with a notice to both
 * sides. Answers the outbox ids to deliver after the commit.
 */
export async function closeOffersOfSoldLot(tx: Database, deps: OffersDeps, lotId: string): Promise<string[]> {
  await lockOfferLot(tx, lotId);
  return closeOffersOfSoldLotLocked(tx, deps, lotId, null);
}
