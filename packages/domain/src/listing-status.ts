import type { ListingStatus } from './enums.js';

/**
 * What every page calls an Event's status, for buyers, sellers, auctioneers and staff alike: one name for each
 * step of the path (collection of payments, delivery by pick-up or title transfer, the seller paid).
 */
export const listingStatusLabels: Record<ListingStatus, string> = {
  DRAFT: 'Rascunho',
  TEASER: 'Em breve',
  OPEN: 'Aberto',
  CLOSED: 'Encerrado',
  PAYMENT_COLLECTION: 'Em cobrança',
  FULFILLMENT: 'Em entrega',
  FULFILLED: 'Entregue',
  SETTLED: 'Repassado ao vendedor',
  CANCELLED: 'Cancelado',
};

/** The only legal moves (decisions: Events and lots). */
const listingTransitions: Record<ListingStatus, readonly ListingStatus[]> = {
  DRAFT: ['TEASER', 'CANCELLED'],
  TEASER: ['OPEN', 'CANCELLED'],
  OPEN: ['CLOSED', 'CANCELLED'],
  CLOSED: ['PAYMENT_COLLECTION'],
  PAYMENT_COLLECTION: ['FULFILLMENT'],
  FULFILLMENT: ['FULFILLED'],
  FULFILLED: ['SETTLED'],
  SETTLED: [],
  CANCELLED: [],
};

export function nextListingStatuses(from: ListingStatus): readonly ListingStatus[] {
  return listingTransitions[from];
}

export function canTransitionListing(from: ListingStatus, to: ListingStatus): boolean {
  return listingTransitions[from].includes(to);
}

/** Every status but DRAFT is seen by the public (TEASER as "em breve"). */
export function isListingPublic(status: ListingStatus): boolean {
  return status !== 'DRAFT';
}

/** Not yet open: a draft or an Event announced as "em breve". Nothing has been sold, and its end is ahead. */
export function isListingBeforeOpening(status: ListingStatus): boolean {
  return status === 'DRAFT' || status === 'TEASER';
}

/** Bids are taken only while the listing is OPEN. */
export function isListingBiddable(status: ListingStatus): boolean {
  return status === 'OPEN';
}

export const DEFAULT_LOT_CLOSING_INTERVAL_SECONDS = 60;

/** Staggered closing: lot n ends at the listing's end plus (n − 1) × the interval (0 closes all together). */
export function lotScheduledEnd(
  listingEnd: Date,
  lotNumber: number,
  closingIntervalSeconds = DEFAULT_LOT_CLOSING_INTERVAL_SECONDS,
): Date {
  if (!Number.isInteger(lotNumber) || lotNumber < 1)
    throw new RangeError('Lot number must be a positive integer');
  if (!Number.isFinite(closingIntervalSeconds) || closingIntervalSeconds < 0) {
    throw new RangeError('Closing interval must not be negative');
  }
  return new Date(listingEnd.getTime() + (lotNumber - 1) * closingIntervalSeconds * 1000);
}
