import { z } from 'zod';
import { blockReasons, buyerApplicationStatuses, buyerStatuses, buyerTypes } from './enums.js';

const pageNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${field} deve ser um número de ${min} a ${max}` })
    .int({ error: `${field} deve ser um número de ${min} a ${max}` })
    .min(min, { error: `${field} deve ser um número de ${min} a ${max}` })
    .max(max, { error: `${field} deve ser um número de ${min} a ${max}` });

/**
 * GET /backoffice/buyers: customer support looks a buyer up by name, e-mail, username or tax id (CPF/CNPJ
 * with or without punctuation).
 */
export const buyerSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Informe o que procurar' })
    .trim()
    .min(2, { error: 'Digite ao menos 2 caracteres para buscar' })
    .max(120, { error: 'A busca pode ter no máximo 120 caracteres' }),
  take: pageNumber('take', 1, 100).default(20),
  skip: pageNumber('skip', 0, 100_000).default(0),
});
export type BuyerSearchQuery = z.infer<typeof buyerSearchQuerySchema>;

export const buyerSearchItemSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  status: z.enum(buyerStatuses),
  type: z.enum(buyerTypes),
  blockedAt: z.iso.datetime().nullable(),
  name: z.string(),
  email: z.string(),
  /** The tax id of the latest application, censored (support confirms it with the person). */
  taxIdCensored: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type BuyerSearchItem = z.infer<typeof buyerSearchItemSchema>;

export const buyerSearchResultSchema = z.object({
  buyers: z.array(buyerSearchItemSchema),
  total: z.number().int(),
});
export type BuyerSearchResult = z.infer<typeof buyerSearchResultSchema>;

/** GET /backoffice/buyers/:id/picture: everything support needs to answer a buyer. */
export const buyerPictureSchema = z.object({
  applications: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(buyerApplicationStatuses),
      type: z.enum(buyerTypes),
      taxIdCensored: z.string(),
      submittedAt: z.iso.datetime().nullable(),
      reviewedAt: z.iso.datetime().nullable(),
      rejectionReason: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  enrolments: z.array(
    z.object({
      listingId: z.uuid(),
      listingTitle: z.string(),
      listingSlug: z.string(),
      editalAcceptedAt: z.iso.datetime(),
    }),
  ),
  bids: z.array(
    z.object({
      lotId: z.uuid(),
      listingTitle: z.string(),
      lotNumber: z.number().int(),
      lotTitle: z.string(),
      bidCount: z.number().int(),
      highestAmountCents: z.number().int(),
      lastBidAt: z.iso.datetime().nullable(),
    }),
  ),
  paymentIntents: z.array(
    z.object({
      id: z.uuid(),
      reference: z.string(),
      listingTitle: z.string(),
      type: z.string(),
      status: z.string(),
      totalCents: z.number().int(),
      createdAt: z.iso.datetime(),
      paidAt: z.iso.datetime().nullable(),
    }),
  ),
  /** Blocks and unblocks, newest first, with the reason, the internal note and who did it. */
  blocks: z.array(
    z.object({
      action: z.enum(['BLOCKED', 'UNBLOCKED']),
      reason: z.enum(blockReasons).nullable(),
      note: z.string().nullable(),
      actorName: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** Open sessions, most recently used first. */
  sessions: z.array(
    z.object({
      id: z.uuid(),
      label: z.string(),
      method: z.string(),
      createdAt: z.iso.datetime(),
      lastUsedAt: z.iso.datetime(),
    }),
  ),
});
export type BuyerPicture = z.infer<typeof buyerPictureSchema>;
