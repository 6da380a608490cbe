import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { makeOffer } from '../../../../test/offers';
import { signInForTest } from '../../../../test/session';
import { SellerOffers } from './seller-offers';

const offer = makeOffer();

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
  it('lists the offers under the page’s own heading, without a second one', async () => {
    await openRow();
    expect(screen.queryAllByRole('heading', { name: 'Ofertas recebidas' })).toHaveLength(0);
    // Each offer is a heading one level under the page's h1.
    expect(screen.getByRole('heading', { level: 2, name: 'Lote 4 · Geladeira' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ofertas recebidas' })).toBeTruthy();
    expect(screen.getByText('1 oferta aguarda sua resposta.')).toBeTruthy();
  });

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
