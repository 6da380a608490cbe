import type { OfferView } from '@circula/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { SellerOffers } from './seller-offers';

const offer: OfferView = {
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
};

let api: FakeApi;

beforeEach(() => {
  signInForTest();
  api = fakeApi(({ method }) =>
    jsonResponse(
      method === 'GET'
        ? { offers: [offer] }
        : { offer: { ...offer, status: 'PENDING_BUYER_RESPONSE', nextActions: [] } },
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openRow() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Toaster />
      <SellerOffers />
    </SWRConfig>,
  );
  return screen.findByTestId('oferta-vendedor');
}

describe('<SellerOffers> answering an offer', () => {
  it('checks the counter-price against the offer and the asking price before sending it', async () => {
    const row = await openRow();
    fireEvent.click(within(row).getByRole('button', { name: 'Fazer contraproposta' }));
    const price = within(row).getByLabelText('Contraproposta (R$ por unidade)');
    fireEvent.change(price, { target: { value: '1.200,00' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Enviar contraproposta' }));
    expect(
      await within(row).findByText(
        /A contraproposta deve ser maior que a oferta .* e menor que o preço pedido/,
      ),
    ).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);

    fireEvent.change(price, { target: { value: '800,00' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Enviar contraproposta' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.path).toContain(`/seller/offers/${offer.id}/counter`);
    expect(api.sent[0]!.body).toEqual({ unitPriceCents: 80_000 });
    expect(await screen.findByText('Contraproposta enviada')).toBeTruthy();
  });

  it('needs a reason to refuse, and shows the refusal of the API as a toast', async () => {
    api.refuseWrites({
      status: 409,
      body: { code: 'OFFER_NOT_PENDING', message: 'A oferta já foi respondida.' },
    });
    const row = await openRow();
    fireEvent.click(within(row).getByRole('button', { name: 'Recusar' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Recusar oferta' }));
    await waitFor(() =>
      expect(within(row).getByLabelText('Motivo da recusa').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.sent).toEqual([]);

    fireEvent.change(within(row).getByLabelText('Motivo da recusa'), {
      target: { value: 'Preço baixo demais' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Recusar oferta' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body).toEqual({ reason: 'Preço baixo demais' });
    expect(await screen.findByText('A oferta já foi respondida.')).toBeTruthy();
  });
});
