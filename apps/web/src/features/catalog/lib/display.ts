import { formatBRL, formatDateTimeLong, type ListingType } from '@circula/domain';
import type { DisplayStatus, LotCardData } from '../types';

export const listingTypeLabels: Record<ListingType, string> = {
  AUCTION: 'Leilão',
  DIRECT_SALE: 'Venda direta',
  JUDICIAL_PHASED_AUCTION: 'Leilão judicial',
};

export const displayStatusLabels: Record<DisplayStatus, string> = {
  aberto: 'Aberto',
  'em-breve': 'Em breve',
  encerrado: 'Encerrado',
  esgotado: 'Esgotado',
};

export const isAuctionType = (type: ListingType) => type !== 'DIRECT_SALE';

/** The price a card shows and what it is: the current bid, the starting bid, or the asking price. */
export function cardPrice(
  lot: Pick<LotCardData, 'currentBidCents' | 'startingBidCents' | 'unitPriceCents'> & {
    type: ListingType;
  },
): { label: string; cents: number } | null {
  if (!isAuctionType(lot.type)) {
    return lot.unitPriceCents === null ? null : { label: 'Preço', cents: lot.unitPriceCents };
  }
  if (lot.currentBidCents !== null) return { label: 'Lance atual', cents: lot.currentBidCents };
  if (lot.startingBidCents !== null) return { label: 'Lance inicial', cents: lot.startingBidCents };
  return null;
}

/** '28 de abril de 2025 às 14:30 (horário de Brasília)' */
export const brasiliaDateTime = (iso: string) => `${formatDateTimeLong(iso)} (horário de Brasília)`;

export const money = (cents: number) => formatBRL(cents);

export const lotHref = (id: string) => `/lotes/${id}`;
export const eventHref = (slug: string) => `/eventos/${slug}`;
export const categoryHref = (slug: string) => `/categorias/${slug}`;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
