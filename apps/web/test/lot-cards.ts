import type { LotCardData } from '@/features/catalog/types';

/**
 * Lot `number` of an open office-furniture auction in São Paulo, as a card of the API's lists (search,
 * favourites, an Event's lots) carries it: no photo, no bid, R$ 1.000,00 to start. `overrides` replace
 * whole fields, the Event's included.
 */
export function lotCard(number: number, overrides: Partial<LotCardData> = {}): LotCardData {
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    title: `Lote de teste ${number}`,
    photo: null,
    currentBidCents: null,
    startingBidCents: 100_000,
    unitPriceCents: null,
    bidCount: 0,
    scheduledEndAt: '2026-11-20T18:00:00.000Z',
    city: 'São Paulo',
    state: 'SP',
    macroCategory: 'ELETROS',
    displayStatus: 'aberto',
    listing: {
      id: '00000000-0000-4000-8000-000000000100',
      slug: 'evento-de-teste',
      title: 'Evento de teste',
      type: 'AUCTION',
      segment: 'Desativação de Escritório',
      status: 'OPEN',
    },
    ...overrides,
  };
}
