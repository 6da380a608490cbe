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
  bidCount: z.number().int(),
  highestAmountCents: z.number().int(),
  lastBidAt: z.iso.datetime().nullable(),
  scheduledEndAt: z.iso.datetime().nullable(),
});
