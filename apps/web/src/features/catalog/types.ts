import type {
  listingCardSchema,
  listingPageAnswerSchema,
  listingSummarySchema,
  listingsAnswerSchema,
  lotPageAnswerSchema,
  photoSchema,
  searchAnswerSchema,
  sitemapAnswerSchema,
} from '@circula/domain';
import type { z } from 'zod';

/*
 * The public catalogue's answers, as the API's response schemas (@circula/domain) define them; the names
 * below are the parts the pages and cards take.
 */

/** What a visitor sees of an Event or lot: taking bids now, announced, ended, or (direct sale) sold out. */
export type { DisplayStatus } from '@circula/domain';

export type ListingSummary = z.infer<typeof listingSummarySchema>;
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
export type LotCardData = SearchAnswer['lots'][number];
export type SearchFacets = SearchAnswer['facets'];
export type ListingCardData = z.infer<typeof listingCardSchema>;
export type ListingsAnswer = z.infer<typeof listingsAnswerSchema>;
export type Photo = z.infer<typeof photoSchema>;
export type ListingPageAnswer = z.infer<typeof listingPageAnswerSchema>;
export type EventLot = ListingPageAnswer['lots'][number];
export type FeeRow = ListingPageAnswer['listing']['fees']['feeRows'][number];
export type Auctioneer = NonNullable<ListingPageAnswer['listing']['auctioneer']>;
export type LotPageAnswer = z.infer<typeof lotPageAnswerSchema>;
export type TotalToPay = NonNullable<LotPageAnswer['lot']['totalToPay']>;
export type SitemapEntries = z.infer<typeof sitemapAnswerSchema>;
