import type { OfferTerms } from '@circula/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOffer } from '../../../../test/offers';
import { signInForTest } from '../../../../test/session';
import { MakeOfferButton } from './make-offer-button';

const lotId = '00000000-0000-4000-8000-000000000081';

const offer = makeOffer({
  id: '00000000-0000-4000-8000-000000000082',
  offerUnitPriceCents: 80_000,
  seller: { id: '00000000-0000-4000-8000-000000000083', name: 'Loja' },
  lot: { id: lotId, number: 4, title: 'Geladeira' },
  listing: { id: '00000000-0000-4000-8000-000000000084', slug: 'venda', title: 'Venda direta' },
  nextActions: ['CANCEL'],
});

let terms: OfferTerms;
let sent: { path: string; body: unknown }[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  terms = {
    lotId,
    acceptsOffers: true,
    askingUnitPriceCents: 100_000,
    minimumUnitPriceCents: 50_000,
    quantity: 1,
    expiryHours: 48,
  };
  signInForTest();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith('/offer-terms')) return json(200, terms);
      sent.push({ path, body: await request.json().catch(() => null) });
      return json(201, { offer });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MakeOfferButton lotId={lotId} lotTitle="Geladeira" />
    </SWRConfig>,
  );
}

describe('<MakeOfferButton>', () => {
  it('shows nothing when the lot does not take offers now', async () => {
    terms = { ...terms, acceptsOffers: false };
    renderButton();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Fazer oferta' })).toBeNull();
  });

  it('opens the dialog it loads on the first click, checks the price and sends the offer', async () => {
    renderButton();
    const button = await screen.findByRole('button', { name: 'Fazer oferta' });
    // The page's own button until the dialog is wanted: it announces a dialog, none is there yet.
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Fazer oferta' });
    expect(within(dialog).getByText(/preço pedido R\$\s1\.000,00/)).toBeTruthy();
    const price = within(dialog).getByLabelText(/Sua oferta/);
    fireEvent.change(price, { target: { value: '100,00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(dialog).findByText(/A oferta mínima é/)).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(price, { target: { value: '800,00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(dialog).findByText(/Oferta enviada!/)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toMatch(new RegExp(`/web/lots/${lotId}/offers$`));
    expect(sent[0]!.body).toEqual({ unitPriceCents: 80_000 });
  });

  it('closes back to its own button, which opens it again with an empty form', async () => {
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Fazer oferta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fazer oferta' });
    fireEvent.change(within(dialog).getByLabelText(/Sua oferta/), { target: { value: '700,00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const trigger = screen.getByRole('button', { name: 'Fazer oferta' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    fireEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Fazer oferta' });
    expect((within(again).getByLabelText(/Sua oferta/) as HTMLInputElement).value).toBe('');
  });
});
