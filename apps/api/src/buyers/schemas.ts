import {
  blockReasons,
  buyerCreditBalanceSchema,
  buyerStatuses,
  buyerTypes,
  lotClosingStatuses,
} from '@circula/domain';
import { z } from 'zod';

/** Where a buyer stands on a lot they bid on ("Meus lances"). */
export const myLotStatuses = [
  'WINNING',
  'OUTBID',
  'WON',
  'LOST',
  'PENDING_CONFIRMATION',
  'REJECTED',
] as const;
export type MyLotStatus = (typeof myLotStatuses)[number];

/** Response shapes of the buyers context, shared by its routes and the back office's. */
export const buyerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  status: z.enum(buyerStatuses),
  type: z.enum(buyerTypes),
  blockedAt: z.iso.datetime().nullable(),
  blockReason: z.enum(blockReasons).nullable(),
});

/** The Buyer as its owner reads it (spec §3 "Buyer payload"): with the current credit balance. */
export const ownBuyerSchema = buyerSchema.extend({ buyerCredits: buyerCreditBalanceSchema });

export const listingBidSchema = z.object({
  listingId: z.uuid(),
  listingTitle: z.string(),
  listingSlug: z.string(),
  /** The buyer's bids in the Event and the highest of them. */
  bidCount: z.number().int(),
  highestAmountCents: z.number().int(),
  lastBidAt: z.iso.datetime().nullable(),
  /** The earliest scheduled end among the buyer's lots of the Event. */
  scheduledEndAt: z.iso.datetime().nullable(),
  lots: z.array(
    z.object({
      lotId: z.uuid(),
      lotNumber: z.number().int(),
      lotTitle: z.string(),
      /** The lot's own status. */
      lotStatus: z.enum(['OPEN', 'CLOSED', 'CANCELLED']),
      /** Where the buyer stands: WINNING/OUTBID while open; WON, LOST, PENDING_CONFIRMATION or REJECTED after. */
      status: z.enum(myLotStatuses),
      /** The lot closing's status when the closing is the buyer's (null otherwise). */
      closingStatus: z.enum(lotClosingStatuses).nullable(),
      /** PENDING_CONFIRMATION: the seller answers by then, or the lot is released. */
      sellerDeadlineAt: z.iso.datetime().nullable(),
      myHighestBidCents: z.number().int(),
      myBidCount: z.number().int(),
      /** The buyer's active automatic-bid maximum on an open lot (only ever shown to its owner). */
      myAutomaticBidMaxCents: z.number().int().nullable(),
      currentBidCents: z.number().int().nullable(),
      /** Bids on the lot, everyone's. */
      bidCount: z.number().int(),
      /** The buyer holds the highest bid (WINNING) or won the lot (WON). */
      winning: z.boolean(),
      /** The lot's current end, soft-close extensions included. */
      scheduledEndAt: z.iso.datetime().nullable(),
    }),
  ),
});
