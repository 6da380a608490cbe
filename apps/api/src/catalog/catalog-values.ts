import {
  type DisplayStatus,
  listingSegments,
  type listingTypes,
  macroCategories,
  slugify,
} from '@circula/domain';

/** Lot states: OPEN takes bids or purchases while its Event is open; CLOSED after its end; CANCELLED withdrawn. */
export const lotStatuses = ['OPEN', 'CLOSED', 'CANCELLED'] as const;
export type LotStatus = (typeof lotStatuses)[number];

/** What a visitor sees of an Event or lot (the domain's display statuses). */
export { type DisplayStatus, displayStatuses } from '@circula/domain';

export const displayStatusLabels: Record<DisplayStatus, string> = {
  aberto: 'Aberto',
  'em-breve': 'Em breve',
  encerrado: 'Encerrado',
  esgotado: 'Esgotado',
};

export const searchSorts = ['relevancia', 'encerrando', 'recentes', 'menor-preco', 'maior-preco'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Segments go in URLs by slug: 'Desativação de Loja' → 'desativacao-de-loja'. */
export const segmentSlugs = listingSegments.map((segment) => slugify(segment)) as [string, ...string[]];
export const segmentBySlug = new Map(listingSegments.map((segment) => [slugify(segment), segment]));

export const categorySlugs = macroCategories.map((category) => category.slug) as [string, ...string[]];

export const listingTypeLabels: Record<(typeof listingTypes)[number], string> = {
  AUCTION: 'Leilão',
  DIRECT_SALE: 'Venda direta',
  JUDICIAL_PHASED_AUCTION: 'Leilão judicial',
};
