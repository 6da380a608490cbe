/** Response shapes of the buyers context live in the domain package, shared with the web. */
export {
  buyerSchema,
  type ListingBid,
  listingBidSchema,
  listingBidsResponseSchema,
  type MyLotStatus,
  myLotStatuses,
  ownBuyerResponseSchema,
  ownBuyerSchema,
} from '@circula/domain';
