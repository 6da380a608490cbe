import { z } from 'zod';
import { acceptBuyersModes, checkOutTypes } from './enums.js';
import { paymentLineSchema } from './payments-schemas.js';

/*
 * "Comprar agora" (direct sales): the HTTP contract of the checkout review and its confirmation. The API
 * declares its routes with these schemas and the web takes its types from them. Amounts are integer
 * centavos.
 */

/** Largest quantity one purchase may ask for: a bound on what a person types, above any real stock. */
export const DIRECT_SALE_MAX_QUANTITY = 999;

export const directSaleMessages = {
  lotInvalid: 'Lote inválido',
  quantityInvalid: 'Informe uma quantidade inteira a partir de 1',
  quantityTooLarge: `A quantidade máxima por compra é ${DIRECT_SALE_MAX_QUANTITY}`,
  termsRequired: 'Aceite as condições do evento para concluir a compra',
  clientKeyInvalid: 'Chave da compra inválida: recarregue a página',
} as const;

const quantitySchema = z.coerce
  .number({ error: directSaleMessages.quantityInvalid })
  .int({ error: directSaleMessages.quantityInvalid })
  .min(1, { error: directSaleMessages.quantityInvalid })
  .max(DIRECT_SALE_MAX_QUANTITY, { error: directSaleMessages.quantityTooLarge });

/** POST /web/listing-checkouts: what the buyer wants to buy, answered with the review. */
export const listingCheckoutRequestSchema = z.object({
  lotId: z.uuid({ error: directSaleMessages.lotInvalid }),
  quantity: quantitySchema,
});
export type ListingCheckoutRequest = z.infer<typeof listingCheckoutRequestSchema>;

/** The checkout review: the item, the quantity, the domain's breakdown and the Event's terms. */
export const listingCheckoutReviewSchema = z.object({
  lot: z.object({
    id: z.uuid(),
    number: z.number().int(),
    title: z.string(),
    unitPriceCents: z.number().int().nonnegative(),
    /** Units still on sale now (stock minus open and paid purchases). */
    availableQuantity: z.number().int().nonnegative(),
  }),
  listing: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    sellerName: z.string(),
    city: z.string(),
    state: z.string(),
    acceptBuyersMode: z.enum(acceptBuyersModes),
    checkOutType: z.enum(checkOutTypes),
    inspectionConditions: z.string(),
    pickUpConditions: z.string(),
    paymentDeadlineBusinessDays: z.number().int().positive(),
  }),
  quantity: z.number().int().positive(),
  /** Price, administrative fee (per unit × quantity) — the same lines the intent will hold. */
  lines: z.array(paymentLineSchema),
  totalCents: z.number().int().nonnegative(),
});
export type ListingCheckoutReview = z.infer<typeof listingCheckoutReviewSchema>;

/** POST /web/listing-checkouts/confirm: the purchase, idempotent by the page's client key. */
export const confirmListingCheckoutSchema = listingCheckoutRequestSchema.extend({
  clientKey: z
    .string({ error: directSaleMessages.clientKeyInvalid })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: directSaleMessages.clientKeyInvalid }),
  acceptTerms: z.literal(true, { error: directSaleMessages.termsRequired }),
});
export type ConfirmListingCheckout = z.infer<typeof confirmListingCheckoutSchema>;

export const listingCheckoutConfirmationSchema = z.object({
  paymentIntentId: z.uuid(),
  buyerId: z.uuid(),
  reference: z.string(),
  totalCents: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});
export type ListingCheckoutConfirmation = z.infer<typeof listingCheckoutConfirmationSchema>;
