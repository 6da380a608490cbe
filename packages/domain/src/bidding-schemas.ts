import { z } from 'zod';

/*
 * The bidding requests' schemas, apart from the rules in bidding.ts: the live lot page imports those rules
 * and should not carry zod with them.
 */

export const bidMessages = {
  amountInvalid: 'Informe um lance válido, em centavos',
  lastSeenBidInvalid: 'Identificador do último lance inválido',
} as const;

/** What a bidder sends: the amount and the id of the last bid they saw (null when they saw none). */
export const placeBidSchema = z.object({
  amountCents: z
    .number({ error: bidMessages.amountInvalid })
    .int({ error: bidMessages.amountInvalid })
    .positive({ error: bidMessages.amountInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: bidMessages.amountInvalid }),
  lastSeenBidId: z.uuid({ error: bidMessages.lastSeenBidInvalid }).nullable(),
});
export type PlaceBid = z.infer<typeof placeBidSchema>;

/** The request body of a bid: the bid and a key the client keeps for retries of this one bid. */
export const placeBidRequestSchema = placeBidSchema.extend({
  idempotencyKey: z.uuid({ error: 'Chave de idempotência inválida (use um UUID por lance)' }),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequestSchema>;

/** Set or raise an automatic bid (lance automático): the most the system may bid for the buyer. */
export const automaticBidSchema = z.object({
  maxCents: z
    .number({ error: 'Informe um valor máximo válido, em centavos' })
    .int({ error: 'Informe um valor máximo válido, em centavos' })
    .positive({ error: 'Informe um valor máximo válido, em centavos' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Informe um valor máximo válido, em centavos' }),
});

/** Habilitação: the buyer must accept the Event's Edital. */
export const enrolmentSchema = z.object({
  acceptEdital: z.literal(true, { error: 'É preciso aceitar o edital para se habilitar' }),
});
