import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionMessage } from '@/lib/http/failure-text';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { makeOffer } from '../../../../test/offers';
import { signInForTest } from '../../../../test/session';
import { MyOffersSection } from './my-offers-section';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));

const buyerId = '00000000-0000-4000-8000-0000000000b1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(
  standalone: boolean,
  offers = [makeOffer({ status: 'PENDING_SELLER_RESPONSE', nextActions: ['CANCEL'] })],
) {
  signInForTest();
  fakeApi(({ method, path }) => {
    // An answer to an offer fails as a browser's request does when it is offline.
    if (method === 'POST') throw new TypeError('Failed to fetch');
    return path.endsWith(`/web/buyers/${buyerId}/offers`)
      ? jsonResponse({ offers })
      : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MyOffersSection buyerId={buyerId} standalone={standalone} />
    </SWRConfig>,
  );
}

describe('<MyOffersSection>', () => {
  it('has its own heading among the sections of Minha conta', async () => {
    show(false);
    expect(await screen.findByRole('list', { name: 'Minhas ofertas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Minhas ofertas' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Minhas ofertas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Lote 4 · Geladeira' })).toBeTruthy();
  });

  it('leaves the name to the page’s heading on /conta/ofertas', async () => {
    show(true);
    expect(await screen.findByRole('list', { name: 'Minhas ofertas' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { name: 'Minhas ofertas' })).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Minhas ofertas' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Lote 4 · Geladeira' })).toBeTruthy();
  });

  it('says how to make a first offer when there is none, with no empty list', async () => {
    show(false, []);
    const hint = await screen.findByText(
      'Você ainda não fez ofertas. Nos lotes de venda direta que aceitam ofertas, use “Fazer oferta”.',
    );
    expect(hint.className).toContain('text-muted');
    expect(screen.queryByRole('list', { name: 'Minhas ofertas' })).toBeNull();
  });

  it("says in Portuguese that the server could not be reached when an answer fails, never the browser's text", async () => {
    show(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar oferta' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(connectionMessage));
  });
});
