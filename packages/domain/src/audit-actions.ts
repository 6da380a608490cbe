import { labelFrom } from './words.js';

/**
 * Every action the audit log records, with its name for staff. The API writes only these codes (its audit
 * entry is typed by this table), so a new action needs its name here first; the log shows a code it finds
 * missing here (an older row) as written.
 */
export const auditActionLabels = {
  ACCOUNT_ANONYMISED: 'Conta anonimizada',
  ACCOUNT_DELETION_CANCELLED: 'Exclusão de conta cancelada',
  ACCOUNT_DELETION_REQUESTED: 'Exclusão de conta solicitada',
  ASSET_CATEGORY_UPDATED: 'Categoria alterada',
  AUCTIONEER_USER_LINKED: 'Usuário vinculado ao leiloeiro',
  AUCTIONEER_USER_UNLINKED: 'Usuário desvinculado do leiloeiro',
  BANNER_CREATED: 'Banner criado',
  BANNER_DELETED: 'Banner excluído',
  BANNER_UPDATED: 'Banner alterado',
  BANNERS_REORDERED: 'Banners reordenados',
  BID_LOG_EXPORTED: 'Registro de lances exportado',
  BUYER_APPLICATION_APPROVED: 'Cadastro de comprador aprovado',
  BUYER_APPLICATION_REJECTED: 'Cadastro de comprador recusado',
  BUYER_APPLICATION_DOCUMENT_APPROVED: 'Documento de cadastro aprovado',
  BUYER_APPLICATION_DOCUMENT_REJECTED: 'Documento de cadastro recusado',
  BUYER_BLOCKED: 'Comprador bloqueado',
  BUYER_CREDIT_APPROVED: 'Crédito de comprador aprovado',
  BUYER_CREDIT_REFUSED: 'Crédito de comprador recusado',
  BUYER_CREDIT_REQUESTED: 'Crédito de comprador pedido',
  BUYER_UNBLOCKED: 'Comprador desbloqueado',
  BUYER_VERIFIED: 'Comprador verificado',
  CONDITIONAL_SALE_APPROVED: 'Venda condicional aprovada',
  CONDITIONAL_SALE_REJECTED: 'Venda condicional recusada',
  COURT_RECORD_DOWNLOADED: 'Auto de arrematação baixado',
  DATA_EXPORT_REQUESTED: 'Exportação de dados pedida',
  LISTING_CANCELLED: 'Evento cancelado',
  LISTING_CREATED: 'Evento criado',
  LISTING_EDITAL_UPLOADED: 'Edital enviado',
  LISTING_PUBLISHED: 'Evento publicado',
  LISTING_SETTLED: 'Evento repassado ao vendedor',
  LISTING_UPDATED: 'Evento alterado',
  LOT_CREATED: 'Lote criado',
  LOT_IMPORT_VALID_ROWS_CONFIRMED: 'Importação confirmada só com as linhas válidas',
  LOT_PHOTO_ADDED: 'Foto do lote adicionada',
  LOT_PHOTO_REMOVED: 'Foto do lote removida',
  LOT_PHOTOS_REORDERED: 'Fotos do lote reordenadas',
  LOT_UPDATED: 'Lote alterado',
  LOTS_IMPORTED: 'Lotes importados',
  LOTS_REORDERED: 'Lotes reordenados',
  NEWSLETTER_CAMPAIGN_APPROVED: 'Campanha aprovada',
  NEWSLETTER_CAMPAIGN_CANCELLED: 'Campanha cancelada',
  NEWSLETTER_CAMPAIGN_CREATED: 'Campanha criada',
  NEWSLETTER_CAMPAIGN_EDITED: 'Campanha alterada',
  NEWSLETTER_CAMPAIGN_PAUSED: 'Campanha pausada',
  NEWSLETTER_CAMPAIGN_RESUMED: 'Campanha retomada',
  PAYMENT_INTENT_CANCELLED: 'Pagamento cancelado',
  PAYMENT_INTENTS_CREATED: 'Pagamentos criados',
  PAYMENT_PIX_CONFIRMED_MANUALLY: 'PIX confirmado manualmente',
  PAYMENT_RECEIPT_APPROVED: 'Comprovante aprovado',
  PAYMENT_RECEIPT_OPENED: 'Comprovante aberto',
  PAYMENT_RECEIPT_REFUSED: 'Comprovante recusado',
  PIX_PAYMENT_RETURNED: 'PIX devolvido ao pagador',
  REFERRAL_BONUS_REVERSED: 'Bônus de indicação estornado',
  REFERRAL_BONUS_WITHHELD: 'Bônus de indicação retido',
  REFUND_APPROVED: 'Reembolso aprovado',
  REFUND_PAYOUT_PAID: 'Reembolso pago',
  REFUND_PHOTO_OPENED: 'Foto de reembolso aberta',
  REFUND_REJECTED: 'Reembolso recusado',
  ROLE_GRANTED: 'Papel concedido',
  ROLE_LEVEL_CHANGED: 'Nível do papel alterado',
  ROLE_REVOKED: 'Papel retirado',
  SELLER_INVITATION_ACCEPTED: 'Convite de vendedor aceito',
  SELLER_INVITATION_DECLINED: 'Convite de vendedor recusado',
  SELLER_INVITATION_RESENT: 'Convite de vendedor reenviado',
  SELLER_INVITATION_REVOKED: 'Convite de vendedor cancelado',
  SELLER_USER_ADDED: 'Pessoa adicionada ao vendedor',
  SELLER_USER_INVITED: 'Pessoa convidada para o vendedor',
  SELLER_USER_REMOVED: 'Pessoa removida do vendedor',
  SELLER_USER_ROLE_CHANGED: 'Papel no vendedor alterado',
  SPECIAL_OFFER_ADDED: 'Oferta especial adicionada',
  SPECIAL_OFFER_REMOVED: 'Oferta especial removida',
  SPECIAL_OFFERS_REORDERED: 'Ofertas especiais reordenadas',
  SPECIAL_PERMISSION_GRANTED: 'Permissão especial concedida',
  SPECIAL_PERMISSION_REVOKED: 'Permissão especial retirada',
  STAFF_INVITATION_ACCEPTED: 'Convite da equipe aceito',
  STAFF_INVITATION_CANCELLED: 'Convite da equipe cancelado',
  STAFF_INVITED: 'Convite da equipe enviado',
  USER_LOGIN_LINK_CREATED: 'Link de acesso criado',
  USER_LOGIN_LINK_USED: 'Link de acesso usado',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof auditActionLabels;

/** The name of an action code read from the log, or undefined for a code without one (an older row). */
export function auditActionName(code: string): string | undefined {
  return labelFrom(auditActionLabels, code);
}

/** The actions sorted by their names, for a filter's options. */
export const auditActionOptions: { code: AuditAction; label: string }[] = (
  Object.entries(auditActionLabels) as [AuditAction, string][]
)
  .map(([code, label]) => ({ code, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
