import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../db/schema/index.js';

/** Which of the person's ids a column holds. */
export type Subject = 'user' | 'buyer';

export interface ExportedTable {
  /** File name inside the ZIP (dados/<file>.json). */
  file: string;
  table: PgTable;
  /** The columns (Drizzle keys) that point at the person; a row is theirs when any of them matches. */
  match: Record<string, Subject>;
  /** Columns never exported: secrets that are not information about the person. */
  omit?: string[];
}

/**
 * Every table that refers to a user or a buyer, and the columns that do. A person's copy of their data
 * (LGPD art. 18, II and V) holds every row matched here; `export-tables.test.ts` lists the schema's
 * user/buyer columns and fails when a table or column is missing, so a new table cannot be forgotten.
 * Columns that record a member of staff acting (reviewedByUserId, actorUserId…) are included too: for a
 * member of staff they are their own actions, for anyone else they match nothing.
 */
export const exportedTables: ExportedTable[] = [
  { file: 'usuario', table: t.users, match: { id: 'user', buyerId: 'buyer' }, omit: ['passwordHash'] },
  { file: 'comprador', table: t.buyers, match: { userId: 'user' } },
  { file: 'contas_vinculadas', table: t.accounts, match: { userId: 'user' } },
  { file: 'sessoes', table: t.sessions, match: { userId: 'user' } },
  { file: 'eventos_de_acesso', table: t.authEvents, match: { userId: 'user' } },
  { file: 'consentimentos', table: t.userConsents, match: { userId: 'user' } },
  { file: 'preferencias_de_privacidade', table: t.privacyPreferences, match: { userId: 'user' } },
  { file: 'notificacoes', table: t.userNotifications, match: { userId: 'user' } },
  { file: 'pedidos_de_exclusao', table: t.accountDeletionRequests, match: { userId: 'user' } },
  {
    file: 'pedidos_de_copia_dos_dados',
    table: t.dataExportRequests,
    match: { userId: 'user' },
    omit: ['storageKey'],
  },
  { file: 'papeis', table: t.userRoles, match: { userId: 'user' } },
  { file: 'vinculos_de_leiloeiro', table: t.auctioneerUsers, match: { userId: 'user' } },
  { file: 'permissoes_especiais', table: t.userSpecialPermissions, match: { userId: 'user' } },
  {
    file: 'campanhas_de_newsletter',
    table: t.newsletterCampaigns,
    match: { authorUserId: 'user', approvedByUserId: 'user' },
  },
  {
    file: 'cadastros_de_comprador',
    table: t.buyerApplications,
    match: { userId: 'user', buyerId: 'buyer', reviewedByUserId: 'user' },
  },
  {
    file: 'documentos_do_cadastro',
    table: t.buyerApplicationDocuments,
    match: { reviewedByUserId: 'user' },
    omit: ['storageKey'],
  },
  { file: 'historico_do_cadastro', table: t.buyerApplicationHistory, match: { actorUserId: 'user' } },
  { file: 'habilitacoes', table: t.listingEnrolments, match: { buyerId: 'buyer' } },
  { file: 'lances', table: t.bids, match: { buyerId: 'buyer' } },
  { file: 'lances_automaticos', table: t.automaticBids, match: { buyerId: 'buyer' } },
  { file: 'avisos_de_lance_superado', table: t.outbidNotices, match: { buyerId: 'buyer' } },
  { file: 'acordos_de_lance_alto', table: t.highBidAgreements, match: { buyerId: 'buyer' } },
  { file: 'lotes_em_que_lidera', table: t.lots, match: { lastBidBuyerId: 'buyer' } },
  { file: 'encerramentos_de_lote', table: t.lotClosings, match: { buyerId: 'buyer' } },
  { file: 'negociacoes', table: t.negotiations, match: { buyerId: 'buyer' } },
  { file: 'historico_de_negociacoes', table: t.negotiationHistory, match: { actorUserId: 'user' } },
  { file: 'pedidos_de_venda_direta', table: t.directSaleOrders, match: { buyerId: 'buyer' } },
  { file: 'pagamentos', table: t.paymentIntents, match: { buyerId: 'buyer' } },
  { file: 'historico_de_pagamentos', table: t.paymentIntentHistory, match: { actorUserId: 'user' } },
  {
    file: 'comprovantes_analisados',
    table: t.paymentReceipts,
    match: { reviewedByUserId: 'user' },
    omit: ['storageKey'],
  },
  { file: 'agendamentos', table: t.bookings, match: { buyerId: 'buyer' } },
  {
    file: 'retiradas_e_entregas',
    table: t.lotFulfilments,
    match: {
      buyerId: 'buyer',
      collectedByUserId: 'user',
      buyerDocumentsByUserId: 'user',
      sellerDocumentsByUserId: 'user',
      transferredByUserId: 'user',
    },
  },
  { file: 'reembolsos', table: t.buyerRefunds, match: { buyerId: 'buyer', decidedByUserId: 'user' } },
  { file: 'historico_de_reembolsos', table: t.buyerRefundHistory, match: { actorUserId: 'user' } },
  { file: 'pagamentos_de_reembolso', table: t.buyerRefundPayouts, match: { paidByUserId: 'user' } },
  { file: 'devolucoes_de_pix', table: t.pixNotices, match: { returnedByUserId: 'user' } },
  { file: 'creditos', table: t.buyerCredits, match: { buyerId: 'buyer' } },
  { file: 'extrato_de_creditos', table: t.buyerCreditEntries, match: { buyerId: 'buyer' } },
  {
    file: 'pedidos_de_credito',
    table: t.buyerCreditGrantRequests,
    match: { buyerId: 'buyer', requestedByUserId: 'user', decidedByUserId: 'user' },
  },
  { file: 'links_de_indicacao', table: t.referralLinks, match: { userId: 'user' } },
  { file: 'indicacoes', table: t.referrals, match: { referrerUserId: 'user', referredUserId: 'user' } },
  { file: 'listas_de_favoritos', table: t.favoriteLists, match: { userId: 'user' } },
  { file: 'vendedores_em_que_atua', table: t.sellerUsers, match: { userId: 'user' } },
  {
    file: 'convites_de_vendedor',
    table: t.sellerInvitations,
    match: { invitedByUserId: 'user', acceptedUserId: 'user' },
  },
  {
    file: 'convites_de_equipe',
    table: t.staffInvitations,
    match: { invitedByUserId: 'user', acceptedUserId: 'user' },
  },
  { file: 'acoes_registradas', table: t.auditLog, match: { actorUserId: 'user' } },
];
