import { z } from 'zod';
import type { BuyerStatus } from './enums.js';

/**
 * The 'arremates' offer of spec §6 is a feature flag fixed to off: nothing reads it as on, and the special
 * offers below are a different thing (lots and Events MARKETING picks).
 */
export const arrematesOfferEnabled = false as const;

export interface SpecialOffersEligibilityInput {
  /** The user's buyer, or null when they never became one. */
  buyer: { status: BuyerStatus; blocked: boolean } | null;
  /** Payment intents of the buyer in status PAID. */
  paidPurchases: number;
}

export type SpecialOffersRefusal = 'NOT_A_BUYER' | 'NOT_VERIFIED' | 'BLOCKED' | 'NO_PAID_PURCHASE';

/**
 * Who sees the Ofertas Especiais (decision 205): a VERIFIED buyer, not blocked, with at least one paid
 * purchase. Answers null when allowed, or the first reason it is not.
 */
export function specialOffersRefusal(input: SpecialOffersEligibilityInput): SpecialOffersRefusal | null {
  if (!input.buyer) return 'NOT_A_BUYER';
  if (input.buyer.blocked) return 'BLOCKED';
  if (input.buyer.status !== 'VERIFIED') return 'NOT_VERIFIED';
  if (input.paidPurchases < 1) return 'NO_PAID_PURCHASE';
  return null;
}

export function maySeeSpecialOffers(input: SpecialOffersEligibilityInput): boolean {
  return specialOffersRefusal(input) === null;
}

export const specialOfferKinds = ['LISTING', 'LOT'] as const;
export type SpecialOfferKind = (typeof specialOfferKinds)[number];

/** POST /backoffice/special-offers: one Event or one lot. */
export const specialOfferInputSchema = z
  .object({
    listingId: z.uuid({ error: 'Identificador de evento inválido.' }).optional(),
    lotId: z.uuid({ error: 'Identificador de lote inválido.' }).optional(),
  })
  .refine((input) => (input.listingId === undefined) !== (input.lotId === undefined), {
    error: 'Escolha um evento ou um lote (apenas um).',
    path: ['listingId'],
  });
export type SpecialOfferInput = z.infer<typeof specialOfferInputSchema>;

export const specialOfferSchema = z.object({
  id: z.uuid(),
  kind: z.enum(specialOfferKinds),
  /** The Event's or the lot's id. */
  targetId: z.uuid(),
  title: z.string(),
  /** The Event's title, for a lot. */
  subtitle: z.string().nullable(),
  href: z.string(),
  imageUrl: z.string().nullable(),
  position: z.number().int(),
});
export type SpecialOffer = z.infer<typeof specialOfferSchema>;

export const specialOffersResponseSchema = z.object({ specialOffers: z.array(specialOfferSchema) });
export const specialOfferOrderInputSchema = z.object({
  offerIds: z
    .array(z.uuid({ error: 'Identificador de oferta inválido.' }))
    .min(1, { error: 'Informe as ofertas na nova ordem.' })
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Uma oferta aparece duas vezes na ordem.' }),
});

/** GET /web/special-offers/access: whether the avatar menu shows 'Ofertas Especiais'. */
export const specialOffersAccessSchema = z.object({ allowed: z.boolean() });
