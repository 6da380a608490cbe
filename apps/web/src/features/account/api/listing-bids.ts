/**
 * GET /web/buyers/{id}/listing-bids: the Events the buyer bid on, each with the lots they bid on, as the
 * API's response schema (@circula/domain `listingBidsResponseSchema`) defines them.
 */
export type {
  ListingBid,
  ListingBidsResponse,
  MyLotStatus as MyBidStatus,
} from '@circula/domain';
export { myLotStatuses as myBidStatuses } from '@circula/domain';

import type { MyLotStatus } from '@circula/domain';

/** A lot of the "Meus lances" list, with everything it shows. */
export interface MyBidLot {
  lotId: string;
  lotNumber: number | null;
  lotTitle: string;
  eventTitle: string | null;
  eventSlug: string | null;
  status: MyLotStatus;
  myHighestBidCents: number | null;
  currentBidCents: number | null;
  scheduledEndAt: string | null;
  sellerDeadlineAt: string | null;
  automaticBidMaximumCents: number | null;
}

export const listingBidsPath = (buyerId: string) => `web/buyers/${buyerId}/listing-bids?sort=ASC`;
