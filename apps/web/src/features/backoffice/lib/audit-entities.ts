import type { BackofficeSection } from './access';

/** A kind of record the audit log names, and the back-office page that opens one, where there is one. */
export interface AuditEntityKind {
  label: string;
  record?: { section: BackofficeSection['key']; href: (id: string) => string };
}

/**
 * The audit log's `entityType` codes in words, for the log's rows and its filter. A code missing here (a
 * newer kind) is shown as written.
 */
export const auditEntityKinds: Record<string, AuditEntityKind> = {
  asset_category: { label: 'Categoria' },
  auctioneer: { label: 'Leiloeiro' },
  banner: {
    label: 'Banner',
    record: { section: 'banners', href: (id) => `/backoffice/banners/${id}` },
  },
  buyer: {
    label: 'Comprador',
    record: { section: 'compradores', href: (id) => `/backoffice/compradores/${id}` },
  },
  buyer_application: {
    label: 'Cadastro de comprador',
    record: { section: 'cadastros', href: (id) => `/backoffice/cadastros/${id}` },
  },
  buyer_application_document: { label: 'Documento de cadastro' },
  buyer_credit_grant_request: { label: 'Pedido de crédito' },
  buyer_refund: {
    label: 'Reembolso',
    record: { section: 'reembolsos', href: (id) => `/backoffice/reembolsos/${id}` },
  },
  listing: {
    label: 'Evento',
    record: { section: 'catalogo', href: (id) => `/backoffice/catalogo/${id}` },
  },
  lot: { label: 'Lote' },
  lot_closing: { label: 'Encerramento de lote' },
  newsletter_campaign: {
    label: 'Campanha',
    record: { section: 'campanhas', href: (id) => `/backoffice/campanhas/${id}` },
  },
  payment_intent: {
    label: 'Pagamento',
    record: { section: 'pagamentos', href: (id) => `/backoffice/pagamentos/${id}` },
  },
  referral: { label: 'Indicação' },
  seller: { label: 'Vendedor' },
  staff_invitation: { label: 'Convite da equipe' },
  user: { label: 'Usuário' },
};

/** The kinds sorted by their words, for a filter's options. */
export const auditEntityOptions = Object.entries(auditEntityKinds)
  .map(([code, kind]) => ({ code, label: kind.label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
