import { z } from 'zod';

/**
 * One soft-close extension of a lot (prorrogação): a bid near the end moved it from `previousScheduledEndAt`
 * to `scheduledEndAt`, at `at` (UTC). Sent with the lot's bid history (GET /web/lots/:id/bids) for its chart.
 */
export const lotExtensionSchema = z.object({
  at: z.iso.datetime(),
  previousScheduledEndAt: z.iso.datetime(),
  scheduledEndAt: z.iso.datetime(),
});
export type LotExtension = z.infer<typeof lotExtensionSchema>;

/**
 * An Event's figures at a glance (GET /web/listings/:slug, `figures`): lots taking bids or purchases now,
 * bids and distinct bidders (a count, never who), the first and last close still ahead, and for direct
 * sales the units left. Counted over every lot of the Event, not the page.
 */
export const listingFiguresSchema = z.object({
  openLots: z.number().int(),
  totalLots: z.number().int(),
  totalBids: z.number().int(),
  bidders: z.number().int(),
  /** The earliest scheduled end of a lot still open (null when none is). */
  firstCloseAt: z.iso.datetime().nullable(),
  /** The latest scheduled end of a lot still open. */
  lastCloseAt: z.iso.datetime().nullable(),
  /** Direct sales: units left over the open lots; null for auctions. */
  unitsLeft: z.number().int().nullable(),
});
export type ListingFigures = z.infer<typeof listingFiguresSchema>;

/** A lot's live state as the bidding routes answer it. */
export const lotBidStateSchema = z.object({
  currentBidCents: z.number().int().nullable(),
  bidCount: z.number().int(),
  lastBidId: z.uuid().nullable(),
  nextMinimumBidCents: z.number().int(),
  scheduledEndAt: z.iso.datetime(),
});

/** GET /web/lots/:id/bids: the public bid history (oldest first), the soft-close extensions and the lot's state. */
export const lotBidsAnswerSchema = z.object({
  bids: z.array(
    z.object({
      id: z.uuid(),
      sequence: z.number().int(),
      amountCents: z.number().int(),
      username: z.string(),
      automatic: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
  ),
  extensions: z.array(lotExtensionSchema),
  lot: lotBidStateSchema.extend({ status: z.enum(['OPEN', 'CLOSED', 'CANCELLED']) }),
});
export type LotBidsHistoryAnswer = z.infer<typeof lotBidsAnswerSchema>;
