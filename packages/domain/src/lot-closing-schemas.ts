import { z } from 'zod';
import { lotClosingStatuses } from './enums.js';

/** Answers of the lot-closing routes of sellers and staff: one source for the API and the web. */

/** A lot closing of one of the user's sellers (GET /seller/lot-closings). */
export const sellerClosingSchema = z.object({
  id: z.uuid(),
  status: z.enum(lotClosingStatuses),
  amountCents: z.number().int(),
  reserveCents: z.number().int().nullable(),
  sellerDeadlineAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime(),
  buyerUsername: z.string(),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  lot: z.object({ id: z.uuid(), number: z.number().int(), title: z.string() }),
  listing: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
  /** ADMIN of the seller, and the sale still waiting: approve and reject are offered. */
  canAnswer: z.boolean(),
});
export type SellerClosing = z.infer<typeof sellerClosingSchema>;

export const sellerClosingsResponseSchema = z.object({ lotClosings: z.array(sellerClosingSchema) });
export type SellerClosingsResponse = z.infer<typeof sellerClosingsResponseSchema>;

/** The answer to a conditional sale, by the seller or by the staff on its behalf. */
export const conditionalSaleAnsweredSchema = z.object({
  lotClosing: z.object({
    id: z.uuid(),
    lotId: z.uuid(),
    status: z.enum(['APPROVED', 'REJECTED']),
    amountCents: z.number().int(),
    answeredAt: z.iso.datetime(),
  }),
});
