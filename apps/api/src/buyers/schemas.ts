import { blockReasons, buyerStatuses, buyerTypes } from '@circula/domain';
import { z } from 'zod';

/** Response shapes of the buyers context, shared by its routes and the back office's. */
export const buyerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  status: z.enum(buyerStatuses),
  type: z.enum(buyerTypes),
  blockedAt: z.iso.datetime().nullable(),
  blockReason: z.enum(blockReasons).nullable(),
});

export const paymentIntentSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  status: z.string(),
  method: z.string().nullable(),
  totalCents: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

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
      status: z.enum(['OPEN', 'CLOSED', 'CANCELLED']),
      myHighestBidCents: z.number().int(),
      currentBidCents: z.number().int().nullable(),
      /** The buyer holds the highest bid (and, once closed, won the lot). */
      winning: z.boolean(),
      scheduledEndAt: z.iso.datetime().nullable(),
    }),
  ),
});
