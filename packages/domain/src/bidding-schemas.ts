import { z } from 'zod';
import { BID_HARD_CAP_CENTS } from './bidding.js';
import { formatBRL } from './currency.js';

/*
 * The bidding requests' schemas, apart from the rules in bidding.ts: the live lot page imports those rules
 * and should not carry zod with them.
 */

export const bidMessages = {
  amountInvalid: 'Informe um lance válido, em centavos',
  lastSeenBidInvalid: 'Identificador do último lance inválido',
  amountAboveHardCap: `O valor não pode passar de ${formatBRL(BID_HARD_CAP_CENTS)}`,
  maxInvalid: 'Informe um valor máximo válido, em centavos',
  confirmInvalid: 'Confirmação de valor alto inválida',
} as const;

/**
 * Sent as true once the bidder confirmed a large jump over the minimum (see needsAmountConfirmation);
 * without it the API refuses such an amount with BID_CONFIRMATION_REQUIRED.
 */
const confirmHighAmount = z.boolean({ error: bidMessages.confirmInvalid }).default(false);

/** What a bidder sends: the amount and the id of the last bid they saw (null when they saw none). */
export const placeBidSchema = z.object({
  amountCents: z
    .number({ error: bidMessages.amountInvalid })
    .int({ error: bidMessages.amountInvalid })
    .positive({ error: bidMessages.amountInvalid })
    .max(BID_HARD_CAP_CENTS, { error: bidMessages.amountAboveHardCap }),
  lastSeenBidId: z.uuid({ error: bidMessages.lastSeenBidInvalid }).nullable(),
  confirmHighAmount,
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
    .number({ error: bidMessages.maxInvalid })
    .int({ error: bidMessages.maxInvalid })
    .positive({ error: bidMessages.maxInvalid })
    .max(BID_HARD_CAP_CENTS, { error: bidMessages.amountAboveHardCap }),
  confirmHighAmount,
});

/** Habilitação: the buyer must accept the Event's Edital. */
export const enrolmentSchema = z.object({
  acceptEdital: z.literal(true, { error: 'É preciso aceitar o edital para se habilitar' }),
});
