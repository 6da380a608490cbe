import { z } from 'zod';
import {
  bankAccountTypes,
  bankTransferTypes,
  buyerRefundStatuses,
  lotClosingStatuses,
  refundCompensations,
  refundReasons,
} from './enums.js';
import { pixKeyTypes } from './refunds.js';

/*
 * The refunds' HTTP contract (buyer and back office). Amounts are integer centavos; instants ISO strings in
 * UTC. The web takes its types from here.
 */

export const refundReasonLabels: Record<(typeof refundReasons)[number], string> = {
  DAMAGED: 'Item danificado',
  NOT_FOUND: 'Item não encontrado',
  OTHER: 'Outro motivo',
};

export const refundCompensationLabels: Record<(typeof refundCompensations)[number], string> = {
  CREDITS_ADMINISTRATIVE_FEES: 'Créditos da taxa administrativa',
  CREDITS_TOTAL_PURCHASE: 'Créditos do valor total da compra',
  PIX: 'Devolução por PIX',
};

/**
 * A request the buyer sent holds its lot: no other refund of that lot can be asked for while it is in analysis,
 * approved or paid. An unsent one (DRAFT) does not: the next request replaces it.
 */
export const refundStatusesHoldingLot = ['IN_ANALYSIS', 'APPROVED', 'PAID'] as const;
export const refundHoldsLot = (status: (typeof buyerRefundStatuses)[number]) =>
  (refundStatusesHoldingLot as readonly string[]).includes(status);

export const refundStatusLabels: Record<(typeof buyerRefundStatuses)[number], string> = {
  DRAFT: 'Rascunho',
  IN_ANALYSIS: 'Em análise',
  APPROVED: 'Aprovado',
  REJECTED: 'Recusado',
  CANCELLED: 'Cancelado',
  PAID: 'Pago',
};

/** The refund agreements (spec §3 buyer terms templates): the text shown and signed, with its version. */
export const refundAgreementTemplates = {
  PIX: {
    version: 'reembolso-pix-2026-11',
    title: 'Termo de reembolso por PIX',
    text:
      'Declaro que as informações prestadas nesta solicitação são verdadeiras e que a conta ou chave PIX ' +
      'informada é de minha titularidade (mesmo CPF ou CNPJ do meu cadastro). Aprovado o reembolso, o valor ' +
      'pago pelo lote será transferido para ela, o que quita integralmente a compra; a arrematação do lote ' +
      'fica desfeita e, quando pedido pela Circula, devolverei o bem no estado em que o recebi.',
  },
  CREDITS: {
    version: 'reembolso-creditos-2026-11',
    title: 'Termo de reembolso em créditos',
    text:
      'Declaro que as informações prestadas nesta solicitação são verdadeiras. Aprovado o reembolso, recebo ' +
      'créditos na plataforma Circula no valor indicado, que quitam integralmente a compra; os créditos são ' +
      'pessoais, intransferíveis, não são convertidos em dinheiro e só abatem compras futuras conforme os ' +
      'Termos de Uso. A arrematação do lote fica desfeita.',
  },
} as const;

const taxIdText = z
  .string({ error: 'Informe o CPF ou CNPJ do titular' })
  .trim()
  .min(11, { error: 'Informe o CPF ou CNPJ do titular' })
  .max(18, { error: 'CPF ou CNPJ inválido' });

export const refundPayoutDestinationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('PIX_KEY'),
      keyType: z.enum(pixKeyTypes, { error: 'Tipo de chave PIX inválido' }),
      key: z
        .string({ error: 'Informe a chave PIX' })
        .trim()
        .min(1, { error: 'Informe a chave PIX' })
        .max(77, { error: 'Chave PIX inválida' }),
      holderTaxId: taxIdText.nullish(),
    }),
    z.object({
      kind: z.literal('BANK_ACCOUNT'),
      bankCode: z
        .string()
        .trim()
        .regex(/^\d{3}$/, { error: 'Código do banco inválido (3 dígitos)' }),
      branch: z
        .string()
        .trim()
        .regex(/^\d{1,5}$/, { error: 'Agência inválida' }),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{1,12}-?[\dXx]?$/, { error: 'Número da conta inválido' }),
      accountType: z.enum(bankAccountTypes, { error: 'Tipo de conta inválido' }),
      transferType: z.enum(bankTransferTypes, { error: 'Tipo de transferência inválido' }),
      holderName: z
        .string({ error: 'Informe o nome do titular' })
        .trim()
        .min(2, { error: 'Informe o nome do titular' })
        .max(120),
      holderTaxId: taxIdText,
    }),
  ],
  { error: 'Informe a chave PIX ou a conta bancária' },
);
export type RefundPayoutDestinationInput = z.infer<typeof refundPayoutDestinationSchema>;

/** POST /web/buyers/:id/refunds: opens a DRAFT for a paid lot. */
export const createRefundSchema = z
  .object({
    paymentIntentId: z.uuid({ error: 'Pagamento inválido' }),
    lotId: z.uuid({ error: 'Lote inválido' }),
    reason: z.enum(refundReasons, { error: 'Escolha o motivo do reembolso' }),
    description: z
      .string({ error: 'Descreva o problema' })
      .trim()
      .min(10, { error: 'Descreva o problema (ao menos 10 caracteres)' })
      .max(2000, { error: 'A descrição pode ter até 2000 caracteres' }),
    compensation: z.enum(refundCompensations, { error: 'Escolha a forma de reembolso' }),
    payoutDestination: refundPayoutDestinationSchema.nullish(),
  })
  .refine((body) => body.compensation !== 'PIX' || !!body.payoutDestination, {
    error: 'Informe a chave PIX ou a conta bancária para receber o reembolso',
    path: ['payoutDestination'],
  });
export type CreateRefundInput = z.infer<typeof createRefundSchema>;

/** POST …/refunds/:refundId/submit: the agreement of the refund's compensation, signed. */
export const submitRefundSchema = z.object({
  agreementVersion: z.string().min(1).max(60),
  agreementAccepted: z.literal(true, { error: 'É preciso aceitar o termo de reembolso' }),
});

export const rejectRefundSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo da recusa' })
    .trim()
    .min(5, { error: 'Informe o motivo da recusa (ao menos 5 caracteres)' })
    .max(1000),
});

export const refundHistoryEntrySchema = z.object({
  fromStatus: z.enum(buyerRefundStatuses).nullable(),
  toStatus: z.enum(buyerRefundStatuses),
  actor: z.enum(['BUYER', 'STAFF', 'FINANCE', 'SYSTEM']),
  note: z.string().nullable(),
  at: z.string(),
});

export const refundViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(buyerRefundStatuses),
  reason: z.enum(refundReasons),
  description: z.string(),
  compensation: z.enum(refundCompensations),
  amountCents: z.number().int(),
  /** The lot's share of the credits the purchase used, back to the balance on approval (decision 287). */
  creditsReturnedCents: z.number().int().nonnegative(),
  paymentIntentId: z.uuid(),
  paymentReference: z.string(),
  lot: z.object({ id: z.uuid(), number: z.number().int(), title: z.string() }),
  lotClosingStatus: z.enum(lotClosingStatuses).nullable(),
  payoutDestination: refundPayoutDestinationSchema.nullable(),
  payout: z.object({ status: z.enum(['PENDING', 'PAID']), paidAt: z.string().nullable() }).nullable(),
  creditId: z.uuid().nullable(),
  rejectionReason: z.string().nullable(),
  agreement: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
  photos: z.array(z.object({ id: z.uuid(), contentType: z.string(), sizeBytes: z.number().int() })),
  history: z.array(refundHistoryEntrySchema),
  /** When the goods reached the buyer (pick-up or the buyer's confirmation), if recorded. */
  goodsReceivedAt: z.string().nullable(),
  /** Direct sales: the end of the 7-day right of withdrawal (CDC art. 49), from goodsReceivedAt. */
  withdrawalDeadlineAt: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const refundListSchema = z.object({ refunds: z.array(refundViewSchema) });

/** A buyer's refunds, all of them or those of one purchase (the purchase page reads only its own). */
export const refundListQuerySchema = z.object({
  paymentIntentId: z.uuid({ error: 'Identificador de compra inválido' }).optional(),
});
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;

export const backofficeRefundSchema = refundViewSchema.extend({
  buyer: z.object({ id: z.uuid(), username: z.string() }),
});
export type BackofficeRefund = z.infer<typeof backofficeRefundSchema>;
export const backofficeRefundListSchema = z.object({
  items: z.array(backofficeRefundSchema),
  total: z.number().int(),
});

/** A short-lived signed link to a private file (a refund photo for staff): open it before `expiresAt`. */
export const fileLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type FileLink = z.infer<typeof fileLinkSchema>;
