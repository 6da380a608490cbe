import type { ListingStatus, ListingType } from '@circula/domain';

/** How the seller area names an Event's situation. */
export const eventStatusLabels: Record<ListingStatus, string> = {
  DRAFT: 'Rascunho',
  TEASER: 'Em breve',
  OPEN: 'Aberto',
  CLOSED: 'Encerrado',
  PAYMENT_COLLECTION: 'Em pagamento',
  FULFILLMENT: 'Em retirada',
  FULFILLED: 'Entregue',
  SETTLED: 'Repassado',
  CANCELLED: 'Cancelado',
};

export const eventTypeLabels: Record<ListingType, string> = {
  AUCTION: 'Leilão',
  DIRECT_SALE: 'Venda direta',
  JUDICIAL_PHASED_AUCTION: 'Leilão judicial',
};

export const card = 'rounded-2xl border border-line bg-white p-5';
export const linkStyle = 'font-semibold text-brand-800 underline underline-offset-2';
