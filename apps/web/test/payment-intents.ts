import { type PaymentIntentView, paymentLineLabels } from '@circula/domain';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const testIds = { intent: id(1), lot: id(2), listing: id(3), related: id(4) };

/** A buyer's payment intent as the API answers it, awaiting payment; tests override what they look at. */
export function makeIntent(overrides: Partial<PaymentIntentView> = {}): PaymentIntentView {
  return {
    id: testIds.intent,
    reference: 'PAG-7F3A9C21',
    type: 'AUCTION_END',
    status: 'PENDING_PAYMENT',
    method: null,
    allowedMethods: ['PIX', 'DEPOSIT_RECEIPT'],
    totalCents: 1_080_000,
    lines: [
      { kind: 'PRICE', lotId: testIds.lot, label: paymentLineLabels.PRICE, amountCents: 1_000_000 },
      { kind: 'COMMISSION', lotId: testIds.lot, label: paymentLineLabels.COMMISSION, amountCents: 50_000 },
      {
        kind: 'ADMINISTRATIVE_FEE',
        lotId: testIds.lot,
        label: paymentLineLabels.ADMINISTRATIVE_FEE,
        amountCents: 30_000,
      },
    ],
    listing: {
      id: testIds.listing,
      slug: 'leilao-de-veiculos',
      title: 'Leilão de Veículos',
      type: 'AUCTION',
      seller: { name: 'Frota Paulista Locadora S.A.', taxId: '11222333000181' },
      auctioneer: { name: 'Marina Exemplo', registration: 'JUCESP nº 9.001' },
    },
    lots: [
      {
        lotId: testIds.lot,
        number: 7,
        title: 'Caminhonete Hilux 2019',
        priceCents: 1_000_000,
        quantity: 1,
        closingStatus: null,
      },
    ],
    dueAt: '2026-11-27T02:59:59.999Z',
    createdAt: '2026-11-24T13:00:00.000Z',
    paidAt: null,
    pix: null,
    receipt: null,
    depositAccount: 'Banco de testes (000) · agência 0001 · conta corrente 12345-6 · Circula',
    relatedIntentId: null,
    history: [
      { from: null, to: 'PENDING_PAYMENT', at: '2026-11-24T13:00:00.000Z', actor: 'SYSTEM', reason: null },
    ],
    pixReturns: [],
    ...overrides,
  };
}

/** A purchase paid by PIX on 25 November 2026 at 14:30 UTC (11:30 in Brasília), nothing left to pay. */
export function makePaidIntent(overrides: Partial<PaymentIntentView> = {}): PaymentIntentView {
  return makeIntent({
    status: 'PAID',
    method: 'PIX',
    dueAt: null,
    paidAt: '2026-11-25T14:30:00.000Z',
    ...overrides,
  });
}

export const testPix = {
  copyAndPaste: '00020126580014br.gov.bcb.pix0136circula-teste520400005303986540510800.005802BR6304ABCD',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  txid: 'PAG7F3A9C21',
  simulated: true,
};
