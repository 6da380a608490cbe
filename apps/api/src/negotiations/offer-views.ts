import { type NegotiationActor, negotiationActionsFor, type OfferView } from '@circula/domain';
import type { Database } from '../db/client.js';
import { listHistory, type OfferRow } from './negotiations-repository.js';

/**
 * Offers as their reader sees them, with their history. `nextActions` are the reader's: the buyer's moves,
 * or the seller's for an ADMIN (a VIEWER reads with none).
 */
export async function toOfferViews(
  db: Database,
  rows: OfferRow[],
  reader: { side: Exclude<NegotiationActor, 'SYSTEM'>; canAnswer: (sellerId: string) => boolean },
): Promise<OfferView[]> {
  const history = await listHistory(
    db,
    rows.map((row) => row.offer.id),
  );
  return rows.map(({ offer, ...row }) => ({
    id: offer.id,
    status: offer.status,
    closedReason: offer.closedReason,
    quantity: offer.quantity,
    askingUnitPriceCents: offer.askingUnitPriceCents,
    offerUnitPriceCents: offer.offerUnitPriceCents,
    counterUnitPriceCents: offer.counterUnitPriceCents,
    agreedUnitPriceCents: offer.agreedUnitPriceCents,
    message: offer.message,
    rejectionReason: offer.rejectionReason,
    expiresAt: offer.expiresAt.toISOString(),
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
    buyerUsername: row.buyerUsername,
    seller: { id: row.sellerId, name: row.sellerName },
    lot: { id: offer.lotId, number: row.lotNumber, title: row.lotTitle },
    listing: { id: offer.listingId, slug: row.listingSlug, title: row.listingTitle },
    paymentIntentId: offer.paymentIntentId,
    nextActions:
      reader.side === 'SELLER' && !reader.canAnswer(row.sellerId)
        ? []
        : negotiationActionsFor(offer.status, reader.side),
    history: history
      .filter((entry) => entry.negotiationId === offer.id)
      .map((entry) => ({
        from: entry.fromStatus,
        to: entry.toStatus,
        actor: entry.actor,
        unitPriceCents: entry.unitPriceCents,
        reason: entry.reason,
        at: entry.createdAt.toISOString(),
      })),
  }));
}
