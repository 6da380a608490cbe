import { z } from 'zod';
import { formatSpreadsheetDateTime } from './dates.js';
import {
  listingStatuses,
  listingTypes,
  lotClosingStatuses,
  paymentIntentStatuses,
  sellerRoles,
} from './enums.js';

/*
 * The seller area's HTTP contract (see docs/decisions/145-seller-area.md): the API declares its routes with
 * these schemas and the web takes its types from them. Amounts are integer centavos; instants are ISO
 * strings in UTC (the web shows them in horário de Brasília).
 */

/** One of the user's sellers and the user's role there (GET /web/sellers). */
export const userSellerSchema = z.object({ id: z.uuid(), name: z.string(), role: z.enum(sellerRoles) });
export type UserSeller = z.infer<typeof userSellerSchema>;
/**
 * An invitation to the user's address that can no longer be claimed (decision 163): the seller area tells the
 * person why they are not in the team and what to do.
 */
export const refusedSellerInvitationSchema = z.object({
  invitationId: z.uuid(),
  sellerName: z.string(),
  code: z.literal('SELLER_INVITATION_EXPIRED'),
  message: z.string(),
  expiredAt: z.iso.datetime(),
});
export type RefusedSellerInvitation = z.infer<typeof refusedSellerInvitationSchema>;
/**
 * An open invitation to the user's proven address (decision 281): the person joins only by accepting it in the
 * seller area, before `expiresAt`; declining deletes it.
 */
export const pendingSellerInvitationSchema = z.object({
  id: z.uuid(),
  sellerName: z.string(),
  role: z.enum(sellerRoles),
  /** Who sent (or last re-sent) it; null when that account is gone. */
  invitedByName: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type PendingSellerInvitation = z.infer<typeof pendingSellerInvitationSchema>;
export const userSellersResponseSchema = z.object({
  sellers: z.array(userSellerSchema),
  invitations: z.array(pendingSellerInvitationSchema),
  refusedInvitations: z.array(refusedSellerInvitationSchema),
});
export type UserSellersResponse = z.infer<typeof userSellersResponseSchema>;

/** Live figures of an Event, as the seller follows it. */
export const sellerEventFiguresSchema = z.object({
  lots: z.number().int(),
  bids: z.number().int(),
  enrolledBuyers: z.number().int(),
  /** Sum of the lots' current (or winning) bids, cancelled lots left out; direct sales: what was bought. */
  currentTotalCents: z.number().int(),
  /** Lots with a confirmed sale (auction approved, or at least one unit bought). */
  soldLots: z.number().int(),
  /** Price of the sales already paid (what the seller receives, see the statement). */
  paidCents: z.number().int(),
});
export type SellerEventFigures = z.infer<typeof sellerEventFiguresSchema>;

export const sellerEventSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(listingTypes),
  status: z.enum(listingStatuses),
  startsAt: z.iso.datetime(),
  scheduledEndAt: z.iso.datetime(),
  figures: sellerEventFiguresSchema,
});
export type SellerEventSummary = z.infer<typeof sellerEventSummarySchema>;

/** GET /seller/sellers/{id}/events */
export const sellerEventsResponseSchema = z.object({
  seller: userSellerSchema,
  events: z.array(sellerEventSummarySchema),
});
export type SellerEventsResponse = z.infer<typeof sellerEventsResponseSchema>;

/**
 * A lot's result for the seller: OPEN (still taking bids or purchases), UNSOLD (closed without a bid, or a
 * conditional sale refused or released), CONDITIONAL (waiting for the seller's answer), SOLD (approved, or
 * units bought), ABANDONED (the buyer did not pay), CANCELLED, REFUNDED.
 */
export const sellerLotResults = [
  'OPEN',
  'UNSOLD',
  'CONDITIONAL',
  'SOLD',
  'ABANDONED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type SellerLotResult = (typeof sellerLotResults)[number];

export const sellerLotResultLabels: Record<SellerLotResult, string> = {
  OPEN: 'Em andamento',
  UNSOLD: 'Não vendido',
  CONDITIONAL: 'Venda condicional',
  SOLD: 'Vendido',
  ABANDONED: 'Abandonado pelo comprador',
  CANCELLED: 'Cancelado',
  REFUNDED: 'Reembolsado',
};

/**
 * What the seller learns of a buyer: the username always; name and one way to reach them only once that
 * sale is paid, for the pick-up (the verified phone, else the e-mail).
 */
export const sellerBuyerSchema = z.object({
  username: z.string(),
  contact: z
    .object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
});
export type SellerBuyer = z.infer<typeof sellerBuyerSchema>;

/** One purchase of a lot (an auction lot has at most one; a direct-sale lot one per purchase). */
export const sellerLotSaleSchema = z.object({
  /** Stable key of the sale on the page (the charge's id, or the result's while no charge exists). */
  id: z.uuid(),
  buyer: sellerBuyerSchema,
  quantity: z.number().int(),
  priceCents: z.number().int(),
  /** The payment of the price (null while the sale waits for the seller, or before the charge exists). */
  paymentStatus: z.enum(paymentIntentStatuses).nullable(),
  paidAt: z.iso.datetime().nullable(),
});
export type SellerLotSale = z.infer<typeof sellerLotSaleSchema>;

export const sellerLotSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  /** Direct sales: the asking price of one unit (null for auction lots). */
  unitPriceCents: z.number().int().nullable(),
  /** Direct sales: units nobody holds (quantity minus those held by open or paid purchases); null for auctions. */
  unitsLeft: z.number().int().nullable(),
  bidCount: z.number().int(),
  currentBidCents: z.number().int().nullable(),
  scheduledEndAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  result: z.enum(sellerLotResults),
  closingStatus: z.enum(lotClosingStatuses).nullable(),
  sales: z.array(sellerLotSaleSchema),
});
export type SellerLot = z.infer<typeof sellerLotSchema>;

/** GET /seller/events/{id} */
export const sellerEventResponseSchema = z.object({
  event: sellerEventSummarySchema.extend({ seller: userSellerSchema }),
  lots: z.array(sellerLotSchema),
});
export type SellerEventResponse = z.infer<typeof sellerEventResponseSchema>;

/** One paid sale of the statement (price, the charges the buyer paid the provider, what the seller gets). */
export const statementRowSchema = z.object({
  lotNumber: z.number().int(),
  lotTitle: z.string(),
  buyerUsername: z.string(),
  quantity: z.number().int(),
  paidAt: z.iso.datetime(),
  priceCents: z.number().int(),
  commissionCents: z.number().int(),
  administrativeFeeCents: z.number().int(),
  sellerReceivesCents: z.number().int(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementTotalsSchema = z.object({
  priceCents: z.number().int(),
  commissionCents: z.number().int(),
  administrativeFeeCents: z.number().int(),
  sellerReceivesCents: z.number().int(),
  /** Price of sales charged but not paid yet (not in the rows). */
  awaitingPaymentCents: z.number().int(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

/** GET /seller/events/{id}/statement */
export const sellerStatementSchema = z.object({
  event: z.object({ id: z.uuid(), title: z.string(), sellerName: z.string() }),
  rows: z.array(statementRowSchema),
  totals: statementTotalsSchema,
  generatedAt: z.iso.datetime(),
});
export type SellerStatement = z.infer<typeof sellerStatementSchema>;

/** A member of a seller's team (GET /seller/sellers/{id}/users). */
export const sellerMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(sellerRoles),
  since: z.iso.datetime(),
});
export type SellerMember = z.infer<typeof sellerMemberSchema>;

/**
 * An invitation sent to an address: it becomes a membership when the account with that (proven) address accepts
 * it before `expiresAt` (7 days after it was sent or re-sent, decisions 163 and 281); an expired one waits for
 * an ADMIN to resend.
 */
export const sellerInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(sellerRoles),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type SellerInvitation = z.infer<typeof sellerInvitationSchema>;

export const sellerTeamResponseSchema = z.object({
  seller: userSellerSchema,
  members: z.array(sellerMemberSchema),
  invitations: z.array(sellerInvitationSchema),
});
export type SellerTeamResponse = z.infer<typeof sellerTeamResponseSchema>;

export const inviteSellerUserBodySchema = z.object({
  email: z.email({ error: 'Email inválido' }).max(320, { error: 'Email inválido' }),
  role: z.enum(sellerRoles, { error: 'Papel deve ser ADMIN ou VIEWER' }),
});
export type InviteSellerUserBody = z.infer<typeof inviteSellerUserBodySchema>;

/**
 * POST /seller/sellers/{id}/users: always an invitation the person accepts (decision 281), whether or not the
 * address has an account; the answer does not tell which.
 */
export const inviteSellerUserResponseSchema = z.object({
  outcome: z.literal('INVITED'),
  invitation: sellerInvitationSchema,
});
export type InviteSellerUserResponse = z.infer<typeof inviteSellerUserResponseSchema>;

/** Days an invitation can be claimed after it was sent or re-sent. */
export const SELLER_INVITATION_DAYS = 7;

/** POST /web/sellers/invitations/{id}/accept: the seller the user has just joined, with the role. */
export const acceptSellerInvitationResponseSchema = z.object({ seller: userSellerSchema });
export type AcceptSellerInvitationResponse = z.infer<typeof acceptSellerInvitationResponseSchema>;

export const changeSellerRoleBodySchema = z.object({
  role: z.enum(sellerRoles, { error: 'Papel deve ser ADMIN ou VIEWER' }),
});

export const sellerRoleLabels: Record<(typeof sellerRoles)[number], string> = {
  ADMIN: 'Administrador',
  VIEWER: 'Leitura',
};

/** 123456 → '1234,56' (no thousands dots, no currency sign: a number a spreadsheet in pt-BR reads). */
export function csvDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be an integer');
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)},${digits.slice(-2)}`;
}

/** A field quoted when it holds the separator, quotes or line breaks; formula starts are neutralised. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Byte-order mark so Excel opens the UTF-8 file with its accents. */
export const CSV_BOM = '\uFEFF';

/**
 * The statement as a pt-BR CSV: UTF-8 with BOM, `;` between fields, decimal comma, CRLF line ends, dates
 * in horário de Brasília (dd/mm/aaaa hh:mm), one row per paid sale and a totals row.
 */
export function statementCsv(statement: SellerStatement): string {
  const header = [
    'Lote',
    'Descrição',
    'Comprador',
    'Quantidade',
    'Pago em (horário de Brasília)',
    'Valor de venda (R$)',
    'Comissão do leiloeiro paga pelo comprador (R$)',
    'Taxa administrativa paga pelo comprador (R$)',
    'Valor ao vendedor (R$)',
  ];
  const lines = [header.map(csvField).join(';')];
  for (const row of statement.rows) {
    lines.push(
      [
        String(row.lotNumber),
        csvField(row.lotTitle),
        csvField(row.buyerUsername),
        String(row.quantity),
        formatSpreadsheetDateTime(row.paidAt),
        csvDecimal(row.priceCents),
        csvDecimal(row.commissionCents),
        csvDecimal(row.administrativeFeeCents),
        csvDecimal(row.sellerReceivesCents),
      ].join(';'),
    );
  }
  const totals = statement.totals;
  lines.push(
    [
      'Total',
      '',
      '',
      '',
      '',
      csvDecimal(totals.priceCents),
      csvDecimal(totals.commissionCents),
      csvDecimal(totals.administrativeFeeCents),
      csvDecimal(totals.sellerReceivesCents),
    ].join(';'),
  );
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Answers of the team routes: a member changed, one removed (or an invitation revoked), an invitation resent. */
export const sellerMemberResponseSchema = z.object({ member: sellerMemberSchema });
export const sellerRemovedResponseSchema = z.object({ removed: z.literal(true) });
export const sellerInvitationResponseSchema = z.object({ invitation: sellerInvitationSchema });
