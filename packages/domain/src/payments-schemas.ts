import { z } from 'zod';
import {
  listingTypes,
  lotClosingStatuses,
  paymentIntentStatuses,
  paymentIntentTypes,
  paymentMethods,
} from './enums.js';

/*
 * The payment intents' HTTP contract: the API declares its routes with these schemas and the web takes
 * its types from them, so the two cannot drift. Amounts are integer centavos; instants are ISO strings in
 * UTC (the web shows them in horário de Brasília).
 */

/** The kinds of line an intent's amount is made of, in the order a receipt lists them. */
export const paymentLineKinds = ['PRICE', 'COMMISSION', 'ADMINISTRATIVE_FEE', 'CREDITS', 'FINE'] as const;
export type PaymentLineKind = (typeof paymentLineKinds)[number];

/** pt-BR label of each kind of line, as the buyer reads it on the intent and on the receipt. */
export const paymentLineLabels: Record<PaymentLineKind, string> = {
  PRICE: 'Valor do lance',
  COMMISSION: 'Comissão do leiloeiro (5%)',
  ADMINISTRATIVE_FEE: 'Taxa administrativa',
  CREDITS: 'Créditos aplicados',
  FINE: 'Multa por não pagamento',
};

/**
 * One stored line of an intent's breakdown. CREDITS lines are negative; every other line is ≥ 0. The
 * intent's total is the sum of its lines, and is never negative.
 */
export const paymentLineSchema = z.object({
  kind: z.enum(paymentLineKinds),
  /** The lot the line belongs to (null for a line of the whole intent, such as credits). */
  lotId: z.uuid().nullable(),
  label: z.string(),
  amountCents: z.number().int(),
});
export type PaymentLine = z.infer<typeof paymentLineSchema>;

/** One row of an intent's append-only history. */
export const paymentIntentHistoryEntrySchema = z.object({
  from: z.enum(paymentIntentStatuses).nullable(),
  to: z.enum(paymentIntentStatuses),
  at: z.iso.datetime(),
  /** Who acted: the buyer, a staff member, the payment provider or the system (never a name or e-mail). */
  actor: z.enum(['BUYER', 'STAFF', 'PROVIDER', 'SYSTEM']),
  reason: z.string().nullable(),
});
export type PaymentIntentHistoryEntry = z.infer<typeof paymentIntentHistoryEntrySchema>;

/** PIX payment data of an intent awaiting payment ("Pix copia e cola" and its QR code). */
export const pixChargeSchema = z.object({
  /** The BR Code (EMV payload with CRC16) to paste in a bank app. */
  copyAndPaste: z.string(),
  /** The same payload as a QR code image (SVG markup). */
  qrCodeSvg: z.string(),
  /** The transaction id carried in the payload (derived from the intent's id). */
  txid: z.string(),
  /** True when the local simulated provider answers for this environment (development and tests). */
  simulated: z.boolean(),
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

/** The deposit receipt a buyer sent for an intent. */
export const depositReceiptSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  uploadedAt: z.iso.datetime(),
  status: z.enum(['UNDER_REVIEW', 'APPROVED', 'REFUSED']),
  /** Why FINANCE refused it, for the buyer to read. */
  refusalReason: z.string().nullable(),
});
export type DepositReceipt = z.infer<typeof depositReceiptSchema>;

/** A lot an intent pays for. */
export const paymentIntentLotSchema = z.object({
  lotId: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  /** The price of the lot in this intent (winning bid, purchase or accepted offer). */
  priceCents: z.number().int(),
  quantity: z.number().int().positive(),
  closingStatus: z.enum(lotClosingStatuses).nullable(),
});

/**
 * A PIX the buyer sent for the purchase that goes back to the account it came from, whole or in part: one
 * sent after the purchase was settled, a second payment, or one of another amount than the total once the
 * purchase is settled (decisions 285 and 288).
 */
export const pixReturnSchema = z.object({
  /** The bank's identifier of the payment (fim a fim), as the buyer's bank app shows it. */
  endToEndId: z.string(),
  amountCents: z.number().int().positive(),
  paidAt: z.iso.datetime(),
  /** What goes back: the whole payment, or what passed the purchase's total. */
  toReturnCents: z.number().int().positive(),
  /** When FINANCE gave it back; null while it is still to give back. */
  returnedAt: z.iso.datetime().nullable(),
});
export type PixReturn = z.infer<typeof pixReturnSchema>;

/** A payment intent as its buyer sees it (Minhas compras). */
export const paymentIntentViewSchema = z.object({
  id: z.uuid(),
  /** Short human reference for support and the receipt (e.g. "PAG-7F3A9C21"). */
  reference: z.string(),
  type: z.enum(paymentIntentTypes),
  status: z.enum(paymentIntentStatuses),
  /** The chosen method; null until the buyer picks one. */
  method: z.enum(paymentMethods).nullable(),
  /** Methods this intent may be paid with (judicial modes may allow DEPOSIT_RECEIPT only). */
  allowedMethods: z.array(z.enum(paymentMethods)),
  totalCents: z.number().int().nonnegative(),
  lines: z.array(paymentLineSchema),
  listing: z.object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    type: z.enum(listingTypes),
    /** Who sells (the comitente), with their CNPJ when on record: the receipt names them. */
    seller: z.object({ name: z.string(), taxId: z.string().nullable() }),
    /** The official auctioneer of an auction, as registered with the Junta Comercial; null otherwise. */
    auctioneer: z.object({ name: z.string(), registration: z.string() }).nullable(),
  }),
  lots: z.array(paymentIntentLotSchema),
  /** Payment deadline (end of the business-day period); null once paid or closed. */
  dueAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** Set while the intent awaits a PIX payment. */
  pix: pixChargeSchema.nullable(),
  /** The latest deposit receipt, if any. */
  receipt: depositReceiptSchema.nullable(),
  /**
   * The account to deposit into (bank, branch, account, holder, as one line) when the intent may be paid by
   * deposit; null for a judicial deposit, which the Event's Edital describes, or when none is configured.
   */
  depositAccount: z.string().nullable(),
  /** The intent this FINE intent penalises, or the FINE intent created for this one. */
  relatedIntentId: z.uuid().nullable(),
  history: z.array(paymentIntentHistoryEntrySchema),
  /** The PIX of this purchase that go or went back, oldest first. */
  pixReturns: z.array(pixReturnSchema),
});
export type PaymentIntentView = z.infer<typeof paymentIntentViewSchema>;

/** GET /web/buyers/{id}/payment-intents (spec §7: paymentIntents). */
export const buyerPaymentIntentsResponseSchema = z.object({
  paymentIntents: z.array(paymentIntentViewSchema),
});
export type BuyerPaymentIntentsResponse = z.infer<typeof buyerPaymentIntentsResponseSchema>;

/** POST /web/buyers/{id}/payment-intents/{intentId}/method: the buyer picks how to pay. */
export const choosePaymentMethodSchema = z.object({
  method: z.enum(paymentMethods, { error: 'Escolha PIX ou comprovante de depósito' }),
});
export type ChoosePaymentMethod = z.infer<typeof choosePaymentMethodSchema>;

/** C0 control characters other than tab and line breaks, and DEL: never part of a person's text. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

const staffReasonSchema = z
  .string({ error: 'Informe o motivo' })
  .trim()
  .min(3, { error: 'Informe o motivo (ao menos 3 caracteres)' })
  .max(500, { error: 'O motivo pode ter no máximo 500 caracteres' })
  .refine((text) => !hasControlCharacter(text), {
    error: 'O texto contém caracteres inválidos',
  });

/** FINANCE refuses a deposit receipt: the buyer reads the reason. */
export const refuseReceiptSchema = z.object({ reason: staffReasonSchema });
/** FINANCE cancels an intent. */
export const cancelPaymentIntentSchema = z.object({ reason: staffReasonSchema });
/** FINANCE confirms a PIX the provider did not notify (with the bank's end-to-end id when known). */
export const confirmPixManuallySchema = z.object({
  reason: staffReasonSchema,
  endToEndId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,35}$/, { error: 'Identificador fim a fim inválido' })
    .optional(),
});

/** What became of a PIX the provider notified: it paid its purchase, was seen before, awaits FINANCE, or paid nothing. */
export const pixNoticeStatuses = ['PROCESSED', 'DUPLICATE', 'AMOUNT_MISMATCH', 'UNMATCHED'] as const;
export type PixNoticeStatus = (typeof pixNoticeStatuses)[number];
/** What a PIX kept on record came to: every status but DUPLICATE, since a repeated notice is not kept again. */
export const receivedPixOutcomeSchema = z.enum(pixNoticeStatuses).exclude(['DUPLICATE']);
export type ReceivedPixOutcome = z.infer<typeof receivedPixOutcomeSchema>;

/**
 * A PIX payment received for a purchase, as FINANCE reads it: what paid the purchase (PROCESSED), one of
 * another amount (AMOUNT_MISMATCH) or one that came when it no longer awaited payment (UNMATCHED), and what
 * of it goes or went back to the payer (decisions 285 and 288).
 */
export const receivedPixSchema = pixReturnSchema.extend({
  outcome: receivedPixOutcomeSchema,
  /** What goes or went back; null when all of it paid the purchase. */
  toReturnCents: z.number().int().positive().nullable(),
});
export type ReceivedPix = z.infer<typeof receivedPixSchema>;

/**
 * An intent in the FINANCE queue: the buyer's view plus who pays (username only), with every PIX received
 * for it in place of the buyer's list of those that go back (`pixReceived` says that too, per PIX).
 */
export const backofficePaymentIntentSchema = paymentIntentViewSchema.omit({ pixReturns: true }).extend({
  buyer: z.object({ id: z.uuid(), username: z.string() }),
  /** Every PIX received for it, oldest first. */
  pixReceived: z.array(receivedPixSchema),
});
export type BackofficePaymentIntent = z.infer<typeof backofficePaymentIntentSchema>;

export const backofficePaymentIntentListSchema = z.object({
  items: z.array(backofficePaymentIntentSchema),
  total: z.number().int().nonnegative(),
});
export type BackofficePaymentIntentList = z.infer<typeof backofficePaymentIntentListSchema>;

/** A payment's reference as people write it (on a deposit's identification, in an e-mail): PAG-XXXXXXXX. */
export const paymentReferencePattern = /^PAG-[0-9A-F]{8}$/;

/**
 * GET /backoffice/payment-intents: one status at a time, oldest first; with `reference`, that one payment
 * whatever its status (FINANCE matching a deposit or a buyer's message to its payment).
 */
export const backofficePaymentIntentQuerySchema = z.object({
  status: z.enum(paymentIntentStatuses, { error: 'Situação inválida' }).default('PENDING_VERIFICATION'),
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(paymentReferencePattern, { error: 'Informe a referência no formato PAG-XXXXXXXX' })
    .optional(),
  take: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type BackofficePaymentIntentQuery = z.input<typeof backofficePaymentIntentQuerySchema>;

/** OFF-mode Events with approved results still to charge: what FINANCE's "Gerar cobranças" panel lists. */
export const pendingIntentListingSchema = z.object({
  listingId: z.uuid(),
  slug: z.string(),
  title: z.string(),
  closingsWithoutIntent: z.number().int().positive(),
});
export type PendingIntentListing = z.infer<typeof pendingIntentListingSchema>;

export const pendingIntentListingsSchema = z.object({ items: z.array(pendingIntentListingSchema) });
export type PendingIntentListings = z.infer<typeof pendingIntentListingsSchema>;

/** A short-lived link to a deposit receipt, for the staff. */
export const receiptLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
/** How many payment intents the staff's request created for an Event. */
export const paymentIntentsCreatedSchema = z.object({ created: z.number().int().nonnegative() });

/**
 * PIX payments that paid nothing (decision 285): the provider notified them but no charge was open — the
 * purchase was cancelled or lapsed, already paid, or the txid is unknown. FINANCE gives each back to the payer.
 */
export const pixReturnQueueStatuses = ['TO_RETURN', 'RETURNED'] as const;
export type PixReturnQueueStatus = (typeof pixReturnQueueStatuses)[number];

/** GET /backoffice/pix-returns: the ones still to give back (oldest first) or those given back (newest first). */
export const backofficePixReturnQuerySchema = z.object({
  status: z.enum(pixReturnQueueStatuses, { error: 'Situação inválida' }).default('TO_RETURN'),
  take: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type BackofficePixReturnQuery = z.input<typeof backofficePixReturnQuerySchema>;

/**
 * Why a PIX is given back: it came for no open charge (decision 285), or it was of another amount than its
 * purchase's total and is given back, whole or what passed the total, once the purchase is settled (288).
 */
export const pixReturnKinds = ['NO_OPEN_CHARGE', 'OTHER_AMOUNT'] as const;
export type PixReturnKind = (typeof pixReturnKinds)[number];

export const backofficePixReturnSchema = z.object({
  endToEndId: z.string(),
  txid: z.string(),
  /** What the payer sent. */
  amountCents: z.number().int().positive(),
  /** What goes back: all of it, or what passed the purchase's total. */
  toReturnCents: z.number().int().positive(),
  kind: z.enum(pixReturnKinds),
  paidAt: z.iso.datetime(),
  receivedAt: z.iso.datetime(),
  /** The purchase the txid names, when it is one of ours, and its status now. */
  payment: z
    .object({
      id: z.uuid(),
      reference: z.string(),
      status: z.enum(paymentIntentStatuses),
      buyerUsername: z.string(),
    })
    .nullable(),
  returned: z
    .object({
      at: z.iso.datetime(),
      byName: z.string().nullable(),
      returnId: z.string(),
      reason: z.string(),
    })
    .nullable(),
});
export type BackofficePixReturn = z.infer<typeof backofficePixReturnSchema>;

export const backofficePixReturnListSchema = z.object({
  items: z.array(backofficePixReturnSchema),
  total: z.number().int().nonnegative(),
  /** True when the PIX provider makes the return; false when FINANCE returns it in the bank and types its id. */
  returnsByProvider: z.boolean(),
});
export type BackofficePixReturnList = z.infer<typeof backofficePixReturnListSchema>;

/** The bank's end-to-end id of a PIX, as it appears in a statement (E + 31 characters, or a provider's own). */
export const pixEndToEndIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,35}$/, { error: 'Identificador fim a fim inválido' });

/**
 * POST /backoffice/pix-returns/{endToEndId}/return: why it goes back and, where no PIX provider makes returns,
 * the id of the return FINANCE made in the bank.
 */
export const returnPixPaymentSchema = z.object({
  reason: staffReasonSchema,
  bankReference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,35}$/, { error: 'Identificador da devolução inválido' })
    .optional(),
});
export type ReturnPixPaymentInput = z.infer<typeof returnPixPaymentSchema>;

/** The webhook's answer to the provider (and the simulated bank's, in development). */
export const pixNoticeAnswerSchema = z.object({ status: z.enum(pixNoticeStatuses) });
