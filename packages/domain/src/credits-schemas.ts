import { z } from 'zod';
import {
  creditGrantRequestStatuses,
  creditReasons,
  creditStatementTypes,
  creditTypes,
  referralStatuses,
} from './enums.js';

/*
 * The HTTP contract of credits and the referral programme (spec §3, §7): the API declares its routes with
 * these schemas and the web takes its types from them. Amounts in centavos, instants ISO strings in UTC.
 */

/** Spec §3 "Buyer credit", with what is left of it. */
export const buyerCreditSchema = z.object({
  id: z.uuid(),
  type: z.enum(creditTypes),
  reason: z.enum(creditReasons),
  description: z.string(),
  amountCents: z.number().int(),
  /** Used by payments (net of what was given back). */
  amountConsumedCents: z.number().int(),
  /** What can still be spent (0 once expired or reversed). */
  balanceCents: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  status: z.enum(['ACTIVE', 'USED', 'EXPIRED', 'REVERSED']),
  createdAt: z.iso.datetime(),
});
export type BuyerCredit = z.infer<typeof buyerCreditSchema>;

/**
 * The balance a buyer's own payload carries (`GET`/`PATCH /web/buyers/{id}` → `buyer.buyerCredits`), so
 * the avatar menu and `/conta` show it without a second call. Same figures as the credits call.
 */
export const buyerCreditBalanceSchema = z.object({
  /** Spendable now: unexpired, unreversed credits only. */
  availableCents: z.number().int(),
  /** Of which only against administrative fees. */
  feesOnlyCents: z.number().int(),
  /** The earliest expiry among credits with a balance, if any. */
  nextExpiryAt: z.iso.datetime().nullable(),
});
export type BuyerCreditBalance = z.infer<typeof buyerCreditBalanceSchema>;

export const buyerCreditsResponseSchema = z.object({
  buyerCredits: z.array(buyerCreditSchema),
  /** Spendable now: unexpired credits only. */
  availableCents: z.number().int(),
  /** Of which only against administrative fees. */
  feesOnlyCents: z.number().int(),
  /** The earliest expiry among credits with a balance, if any. */
  nextExpiryAt: z.iso.datetime().nullable(),
});
export type BuyerCreditsResponse = z.infer<typeof buyerCreditsResponseSchema>;

/** One statement line: BUY (used in or given back from a payment), CREDIT or RECOMMENDATION (bonus). */
export const creditStatementEntrySchema = z.object({
  id: z.uuid(),
  type: z.enum(creditStatementTypes),
  description: z.string(),
  /** Signed: positive adds to the balance, negative takes from it. */
  amountCents: z.number().int(),
  createdAt: z.iso.datetime(),
  creditType: z.enum(creditTypes),
  expiresAt: z.iso.datetime().nullable(),
  paymentIntentId: z.uuid().nullable(),
});
export type CreditStatementEntry = z.infer<typeof creditStatementEntrySchema>;

export const creditStatementQuerySchema = z.object({
  take: z.coerce
    .number({ error: 'take deve ser um número' })
    .int({ error: 'take deve ser um número inteiro' })
    .min(1, { error: 'take deve ser ao menos 1' })
    .max(100, { error: 'take deve ser no máximo 100' })
    .default(10),
  skip: z.coerce
    .number({ error: 'skip deve ser um número' })
    .int({ error: 'skip deve ser um número inteiro' })
    .min(0, { error: 'skip não pode ser negativo' })
    .max(100_000, { error: 'skip deve ser no máximo 100000' })
    .default(0),
});

export const creditStatementResponseSchema = z.object({
  buyerCreditStatement: z.array(creditStatementEntrySchema),
  total: z.number().int(),
});
export type CreditStatementResponse = z.infer<typeof creditStatementResponseSchema>;

// ——— Staff grants ———

export const staffCreditReasons = ['CUSTOMER_SUPPORT', 'MARKETING', 'OTHER'] as const;

export const creditGrantRequestBodySchema = z.object({
  buyerId: z.uuid({ error: 'Identificador de comprador inválido' }),
  type: z.enum(creditTypes, { error: 'Tipo de crédito deve ser FEES_ONLY ou TOTAL' }),
  reason: z.enum(staffCreditReasons, { error: 'Motivo deve ser CUSTOMER_SUPPORT, MARKETING ou OTHER' }),
  amountCents: z
    .number({ error: 'Informe o valor em centavos' })
    .int({ error: 'O valor deve ser em centavos inteiros' })
    .min(1, { error: 'O valor deve ser de ao menos R$ 0,01' })
    .max(10_000_000, { error: 'O valor deve ser de no máximo R$ 100.000,00' }),
  /** Until when the credit counts (ISO instant, in the future); null: never expires. */
  expiresAt: z.iso.datetime({ error: 'Validade inválida' }).nullable(),
  description: z
    .string({ error: 'Descreva o motivo' })
    .trim()
    .min(5, { error: 'Descreva o motivo (ao menos 5 caracteres)' })
    .max(300, { error: 'O motivo deve ter no máximo 300 caracteres' }),
});
export type CreditGrantRequestBody = z.infer<typeof creditGrantRequestBodySchema>;

export const creditGrantRequestSchema = z.object({
  id: z.uuid(),
  buyerId: z.uuid(),
  buyerUsername: z.string(),
  type: z.enum(creditTypes),
  reason: z.enum(creditReasons),
  amountCents: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  description: z.string(),
  status: z.enum(creditGrantRequestStatuses),
  requestedByName: z.string(),
  /** The caller asked for it (they may not approve it). */
  requestedByMe: z.boolean(),
  decisionNote: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type CreditGrantRequest = z.infer<typeof creditGrantRequestSchema>;

export const creditGrantRequestListSchema = z.object({
  items: z.array(creditGrantRequestSchema),
  /** The caller holds the "approve buyer credit" permission. */
  canApprove: z.boolean(),
});

export const creditGrantDecisionSchema = z.object({
  approve: z.boolean({ error: 'Informe se aprova ou recusa' }),
  note: z.string().trim().max(300, { error: 'A observação deve ter no máximo 300 caracteres' }).optional(),
});

// ——— Referrals (spec §3 "Referral") ———

export const userReferralCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  bonusCents: z.number().int(),
  creditValidityDays: z.number().int(),
});
export type UserReferralCampaign = z.infer<typeof userReferralCampaignSchema>;

export const userReferralLinkSchema = z.object({
  slug: z.string(),
  /** The full address to share (the site's home with ?ref=). */
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type UserReferralLink = z.infer<typeof userReferralLinkSchema>;

/** Stages a referral goes through, in order (the statement shows each with its date). */
export const referralStatementEntrySchema = z.object({
  id: z.uuid(),
  /** The referred person's first name only (no e-mail, no surname). */
  referredName: z.string(),
  registeredAt: z.iso.datetime(),
  validBid: z.boolean(),
  confirmedPayment: z.boolean(),
  status: z.enum(referralStatuses),
  /** The bonus of the referrer once credited. */
  bonusCents: z.number().int().nullable(),
  creditedAt: z.iso.datetime().nullable(),
});
export type ReferralStatementEntry = z.infer<typeof referralStatementEntrySchema>;

export const referralStatementResponseSchema = z.object({
  referralStatement: z.array(referralStatementEntrySchema),
});

/** GET /web/referrals/user-referrals/users/{userId}/buyer: the buyer as the referral programme sees it. */
export const referredBuyerSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  status: z.string(),
  /** The referral this user came through (null: not referred). */
  referral: z
    .object({
      id: z.uuid(),
      status: z.enum(referralStatuses),
      createdAt: z.iso.datetime(),
      creditedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});

export const referralStaffActionSchema = z.object({
  action: z.enum(['WITHHOLD', 'REVERSE'], { error: 'Ação deve ser WITHHOLD ou REVERSE' }),
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(5, { error: 'Informe o motivo (ao menos 5 caracteres)' })
    .max(300, { error: 'O motivo deve ter no máximo 300 caracteres' }),
});

/** How a referral's stage reads, for the referrer and for staff. */
export const referralStatusLabels: Record<(typeof referralStatuses)[number], string> = {
  REGISTERED: 'Em andamento',
  CREDITED: 'Qualificada — bônus creditado',
  REJECTED: 'Não qualificada',
  WITHHELD: 'Bônus retido',
  REVERSED: 'Bônus estornado',
};

const referralPartySchema = z.object({ userId: z.uuid(), name: z.string(), email: z.string() });

/** GET /backoffice/referrals: one referral as staff see it, with the staff actions taken on it. */
export const backofficeReferralSchema = z.object({
  id: z.uuid(),
  status: z.enum(referralStatuses),
  /** Why it was rejected (fraud rule), withheld or reversed (staff's words). */
  statusReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  creditedAt: z.iso.datetime().nullable(),
  referrer: referralPartySchema,
  referred: referralPartySchema,
  validBid: z.boolean(),
  confirmedPayment: z.boolean(),
  /** The bonus each side got (null until credited). */
  bonusCents: z.number().int().nullable(),
  /** The audit rows of staff actions, oldest first. */
  actions: z.array(
    z.object({
      action: z.enum(['REFERRAL_BONUS_WITHHELD', 'REFERRAL_BONUS_REVERSED']),
      reason: z.string().nullable(),
      reversedCents: z.number().int(),
      actorName: z.string().nullable(),
      at: z.iso.datetime(),
    }),
  ),
});
export type BackofficeReferral = z.infer<typeof backofficeReferralSchema>;

export const backofficeReferralListSchema = z.object({
  items: z.array(backofficeReferralSchema),
  total: z.number().int(),
});

export const backofficeReferralQuerySchema = z.object({
  status: z.enum([...referralStatuses, 'ALL'], { error: 'Situação inválida' }).default('ALL'),
  /** Part of a name or e-mail of either side. */
  q: z.string().trim().max(100, { error: 'A busca deve ter no máximo 100 caracteres' }).optional(),
  take: z.coerce.number().int().min(1).max(100).default(20),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type BackofficeReferralQuery = z.infer<typeof backofficeReferralQuerySchema>;

export const referralStaffActionResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(referralStatuses),
  reversedCents: z.number().int(),
});

/** The user's referral link (made on first request). */
export const userReferralLinkResponseSchema = z.object({ userReferralLink: userReferralLinkSchema });
/** The user's referral link as read: null until they create it. */
export const userReferralLinkLookupSchema = z.object({ userReferralLink: userReferralLinkSchema.nullable() });
/** The referral campaign now running. */
export const userReferralCampaignResponseSchema = z.object({
  userReferralCampaign: userReferralCampaignSchema,
});
