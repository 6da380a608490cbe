/**
 * GET /web/buyers/{id}/listing-bids: the Events the buyer bid on, each with the lots they bid on. The
 * fields after the first version (the buyer's status per lot, the seller's deadline and the automatic-bid
 * maximum) are optional, so the page works against either version of the API.
 */

/** Where the buyer stands on a lot. */
export const myBidStatuses = [
  'WINNING',
  'OUTBID',
  'WON',
  'LOST',
  'PENDING_CONFIRMATION',
  'REJECTED',
] as const;
export type MyBidStatus = (typeof myBidStatuses)[number];

/** One lot inside an Event entry, as the API sends it. */
export interface ListingBidLotPayload {
  lotId: string;
  lotNumber?: number | null;
  lotTitle?: string | null;
  /** The buyer's status (MyBidStatus); the first version sent the lot's own status (OPEN, CLOSED, CANCELLED). */
  status?: string | null;
  /** The lot's own status, when `status` carries the buyer's. */
  lotStatus?: string | null;
  /** First version: the buyer holds the highest bid (and, once closed, won the lot). */
  winning?: boolean | null;
  myHighestBidCents?: number | null;
  currentBidCents?: number | null;
  scheduledEndAt?: string | null;
  /** PENDING_CONFIRMATION: until when the seller may approve or reject the sale. */
  sellerDeadlineAt?: string | null;
  /** The buyer's automatic bid on the lot, when set (open lots only). */
  myAutomaticBidMaxCents?: number | null;
}

/** One Event entry. */
export interface ListingBidPayload {
  listingId: string;
  listingTitle?: string | null;
  listingSlug?: string | null;
  scheduledEndAt?: string | null;
  lots?: ListingBidLotPayload[] | null;
}

export interface ListingBidsResponse {
  listingBids: ListingBidPayload[];
}

/** A lot of the "Meus lances" list, with everything it shows. */
export interface MyBidLot {
  lotId: string;
  lotNumber: number | null;
  lotTitle: string;
  eventTitle: string | null;
  eventSlug: string | null;
  status: MyBidStatus;
  myHighestBidCents: number | null;
  currentBidCents: number | null;
  scheduledEndAt: string | null;
  sellerDeadlineAt: string | null;
  automaticBidMaximumCents: number | null;
}

export const listingBidsPath = (buyerId: string) => `web/buyers/${buyerId}/listing-bids?sort=ASC`;
