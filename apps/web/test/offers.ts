import type { OfferView } from '@circula/domain';

/** An offer of 1 unit at R$ 600,00 on a lot asked at R$ 1.000,00, awaiting the seller, as the API sends it. */
export function makeOffer(overrides: Partial<OfferView> = {}): OfferView {
  return {
    id: '00000000-0000-4000-8000-000000000061',
    status: 'PENDING_SELLER_RESPONSE',
    closedReason: null,
    quantity: 1,
    askingUnitPriceCents: 100_000,
    offerUnitPriceCents: 60_000,
    counterUnitPriceCents: null,
    agreedUnitPriceCents: null,
    message: null,
    rejectionReason: null,
    expiresAt: '2026-03-03T15:00:00.000Z',
    createdAt: '2026-03-01T15:00:00.000Z',
    updatedAt: '2026-03-01T15:00:00.000Z',
    buyerUsername: 'ana',
    seller: { id: '00000000-0000-4000-8000-000000000062', name: 'Loja' },
    lot: { id: '00000000-0000-4000-8000-000000000063', number: 4, title: 'Geladeira' },
    listing: { id: '00000000-0000-4000-8000-000000000064', slug: 'venda', title: 'Venda direta' },
    paymentIntentId: null,
    nextActions: ['ACCEPT', 'REJECT', 'COUNTER'],
    history: [],
    ...overrides,
  };
}
