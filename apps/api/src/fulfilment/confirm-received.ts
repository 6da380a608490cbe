import type { LotFulfilment } from '@circula/domain';
import { getOwnBuyerOrThrow } from '../buyers/get-buyer.js';
import type { FulfilmentDeps } from './context.js';
import { findLotFulfilment, listLotFulfilments, markReceivedByBuyer } from './fulfilment-repository.js';
import { lotFulfilmentNotFound } from './messages.js';
import { toLotFulfilmentView } from './views.js';

/**
 * POST /web/buyers/{id}/lot-fulfilments/{lotFulfilmentId}/received: the buyer says the goods of a paid lot
 * reached them (delivery, title transfer, or a collection the door did not record). The first date stands:
 * a second confirmation, or one after the collection, changes nothing (decision 168).
 */
export async function confirmGoodsReceived(
  deps: FulfilmentDeps,
  input: { callerUserId: string; buyerId: string; lotFulfilmentId: string; now: Date },
): Promise<LotFulfilment> {
  const buyer = await getOwnBuyerOrThrow(deps.db, input.callerUserId, input.buyerId);
  const found = await findLotFulfilment(deps.db, input.lotFulfilmentId);
  if (!found || found.fulfilment.buyerId !== buyer.id) throw lotFulfilmentNotFound();
  await markReceivedByBuyer(deps.db, { id: found.fulfilment.id, buyerId: buyer.id, now: input.now });
  const [row] = await listLotFulfilments(deps.db, {
    listingId: found.fulfilment.listingId,
    ids: [found.fulfilment.id],
  });
  if (!row) throw lotFulfilmentNotFound();
  return toLotFulfilmentView(row);
}
