import { listingSegments, type listingTypes, macroCategories, slugify } from '@circula/domain';

/** Lot states: OPEN takes bids or purchases while its Event is open; CLOSED after its end; CANCELLED withdrawn. */
export const lotStatuses = ['OPEN', 'CLOSED', 'CANCELLED'] as const;
export type LotStatus = (typeof lotStatuses)[number];

/**
 * What a visitor sees of an Event or lot, in the words of the site and its URLs:
 * 'aberto' takes bids or purchases now, 'em-breve' is announced (TEASER, or OPEN before its start),
 * 'encerrado' has ended (CLOSED and later states, or the lot itself has closed), 'esgotado' is an open
 * direct-sale lot with no unit left (every unit held by an open or paid purchase; it reopens when one lapses).
 */
export const displayStatuses = ['aberto', 'em-breve', 'encerrado', 'esgotado'] as const;
export type DisplayStatus = (typeof displayStatuses)[number];

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
