import { z } from 'zod';
import { negotiationStatuses } from './enums.js';
import { offerMessageMaxLength } from './negotiations.js';
import { textSchema } from './text.js';

/*
 * The offers' HTTP contract: the API declares its routes with these schemas and the web takes its types
 * from them. Amounts are integer centavos per unit of the lot; instants are ISO strings in UTC.
 */

export const negotiationActions = ['ACCEPT', 'REJECT', 'COUNTER', 'CANCEL', 'EXPIRE', 'LOT_SOLD'] as const;
export const negotiationActors = ['BUYER', 'SELLER', 'SYSTEM'] as const;

/** Why the system closed a negotiation (null when a person did). */
export const negotiationClosedReasons = ['EXPIRED', 'LOT_SOLD'] as const;
export type NegotiationClosedReason = (typeof negotiationClosedReasons)[number];

const unitPriceCents = z
  .number({ error: 'Informe o valor da oferta em centavos.' })
  .int({ error: 'O valor deve ser um número inteiro de centavos.' })
  .positive({ error: 'O valor da oferta deve ser maior que zero.' })
  .max(100_000_000_000, { error: 'Valor acima do permitido.' });

/** The buyer's offer: a unit price for the lot's whole quantity, and an optional message to the seller. */
export const makeOfferSchema = z.object(
  {
    unitPriceCents,
    message: textSchema({
      max: offerMessageMaxLength,
      tooLong: `A mensagem pode ter até ${offerMessageMaxLength} caracteres.`,
      multiLine: true,
    })
      .optional()
      .transform((value) => (value ? value : undefined)),
  },
  { error: 'Corpo da requisição inválido' },
);
export type MakeOfferInput = z.input<typeof makeOfferSchema>;

/** The seller's counter-offer: a unit price between the buyer's offer and the asking price. */
export const counterOfferSchema = z.object({ unitPriceCents }, { error: 'Corpo da requisição inválido' });

/** Why the seller refuses an offer (the buyer reads it). */
export const rejectOfferSchema = z.object(
  {
    reason: textSchema({
      required: 'Informe o motivo da recusa.',
      max: offerMessageMaxLength,
      tooLong: `O motivo pode ter até ${offerMessageMaxLength} caracteres.`,
      multiLine: true,
    }),
  },
  { error: 'Corpo da requisição inválido' },
);

/** What a lot page needs to offer "Fazer oferta" (public). */
export const offerTermsSchema = z.object({
  lotId: z.uuid(),
  acceptsOffers: z.boolean(),
  askingUnitPriceCents: z.number().int().nullable(),
  minimumUnitPriceCents: z.number().int().nullable(),
  quantity: z.number().int(),
  expiryHours: z.number().int(),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

export const negotiationHistoryEntrySchema = z.object({
  from: z.enum(negotiationStatuses).nullable(),
  to: z.enum(negotiationStatuses),
  actor: z.enum(negotiationActors),
  /** The unit price the move proposed (offer or counter), when it proposed one. */
  unitPriceCents: z.number().int().nullable(),
  reason: z.string().nullable(),
  at: z.iso.datetime(),
});
export type NegotiationHistoryEntry = z.infer<typeof negotiationHistoryEntrySchema>;

/** One offer as either side reads it; `nextActions` are what the reader may do now. */
export const offerViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(negotiationStatuses),
  closedReason: z.enum(negotiationClosedReasons).nullable(),
  quantity: z.number().int(),
  askingUnitPriceCents: z.number().int(),
  offerUnitPriceCents: z.number().int(),
  counterUnitPriceCents: z.number().int().nullable(),
  agreedUnitPriceCents: z.number().int().nullable(),
  message: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  buyerUsername: z.string(),
  seller: z.object({ id: z.uuid(), name: z.string() }),
  lot: z.object({ id: z.uuid(), number: z.number().int(), title: z.string() }),
  listing: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
  /** The LOT_NEGOTIATION payment intent of an accepted offer. */
  paymentIntentId: z.uuid().nullable(),
  nextActions: z.array(z.enum(negotiationActions)),
  history: z.array(negotiationHistoryEntrySchema),
});
export type OfferView = z.infer<typeof offerViewSchema>;

export const offerResponseSchema = z.object({ offer: offerViewSchema });
export const offerListResponseSchema = z.object({ offers: z.array(offerViewSchema) });
export type OfferListResponse = z.infer<typeof offerListResponseSchema>;
