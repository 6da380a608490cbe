import { canTransitionListing, type ListingStatus, nextListingStatuses } from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { findListingForUpdate } from './listing-reads.js';
import { updateListingStatus } from './listing-status-rows.js';

export const listingStatusLabels: Record<ListingStatus, string> = {
  DRAFT: 'rascunho',
  TEASER: 'em breve',
  OPEN: 'aberto',
  CLOSED: 'encerrado',
  PAYMENT_COLLECTION: 'em cobrança',
  FULFILLMENT: 'em entrega',
  FULFILLED: 'entregue',
  SETTLED: 'liquidado',
  CANCELLED: 'cancelado',
};

export interface ListingStatusChange {
  listingId: string;
  to: ListingStatus;
  /** A user id, or 'system' for jobs. */
  changedBy: string;
  reason?: string;
  now?: Date;
}

/**
 * Moves an Event to another status if, and only if, the domain allows the move; the change and its history
 * row are written in one transaction, with the Event row locked so two moves cannot race.
 */
export async function transitionListingStatus(db: Database, change: ListingStatusChange) {
  return db.transaction(async (tx) => {
    const listing = await findListingForUpdate(tx as unknown as Database, change.listingId);
    if (!listing) throw new AppError('LISTING_NOT_FOUND', 'Evento não encontrado.');
    const from = listing.status;
    if (!canTransitionListing(from, change.to)) {
      const allowed = nextListingStatuses(from).map((status) => listingStatusLabels[status]);
      throw new AppError(
        'ILLEGAL_STATUS_TRANSITION',
        `Um evento ${listingStatusLabels[from]} não pode passar para ${listingStatusLabels[change.to]}.` +
          (allowed.length
            ? ` Próximas situações possíveis: ${allowed.join(', ')}.`
            : ' Esta situação é final.'),
        { from, to: change.to, allowed: [...nextListingStatuses(from)] },
      );
    }
    await updateListingStatus(tx as unknown as Database, {
      listingId: listing.id,
      from,
      to: change.to,
      changedBy: change.changedBy,
      reason: change.reason,
      at: change.now ?? new Date(),
    });
    return { ...listing, status: change.to };
  });
}
