import type { SellerEventSummary, SellerLot } from '@circula/domain';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { Refreshable, refreshAll } from '../../../../test/swr-refresh';
import { useSellerMemberships } from '../hooks/use-seller-memberships';
import { PickUpEventChooser } from './pick-up-event-chooser';
import { SellerEventPage } from './seller-event-page';
import { SellerEvents } from './seller-events';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const seller = {
  id: '5e11e700-0000-4000-8000-000000000001',
  name: 'Magazine Lar Feliz Ltda.',
  role: 'ADMIN' as const,
};
const day = 24 * 60 * 60 * 1000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

function event(overrides: Partial<SellerEventSummary>): SellerEventSummary {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    slug: 'evento',
    title: 'Evento',
    type: 'AUCTION',
    status: 'OPEN',
    startsAt: iso(-3 * day),
    scheduledEndAt: iso(2 * day),
    figures: {
      lots: 20,
      bids: 39,
      enrolledBuyers: 5,
      currentTotalCents: 831_000,
      soldLots: 2,
      paidCents: 44_000,
    },
    ...overrides,
  };
}

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** What a reader reads: the currency's no-break space as a space. */
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ') ?? '';

function figuresOf(item: HTMLElement): Record<string, string> {
  const terms = within(item).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [text(term), text(term.nextElementSibling)]));
}

describe('the seller’s Events on /vendedor', () => {
  it('shows an auction’s bids and a direct sale’s sales, each end in the tense of its state', async () => {
    const events = [
      event({ id: 'e0000000-0000-4000-8000-000000000001', title: 'Leilão aberto' }),
      event({
        id: 'e0000000-0000-4000-8000-000000000002',
        title: 'Leilão encerrado',
        status: 'CLOSED',
        scheduledEndAt: iso(-4 * day),
        figures: {
          lots: 25,
          bids: 12,
          enrolledBuyers: 4,
          currentTotalCents: 150_000,
          soldLots: 3,
          paidCents: 0,
        },
      }),
      event({
        id: 'e0000000-0000-4000-8000-000000000003',
        title: 'Queima de estoque',
        type: 'DIRECT_SALE',
        figures: {
          lots: 25,
          bids: 0,
          enrolledBuyers: 0,
          currentTotalCents: 24_000,
          soldLots: 1,
          paidCents: 12_000,
        },
      }),
      event({ id: 'e0000000-0000-4000-8000-000000000004', title: 'Cancelado', status: 'CANCELLED' }),
    ];
    fakeApi(({ path }) =>
      path.endsWith(`/seller/sellers/${seller.id}/events`)
        ? jsonResponse({ seller, events })
        : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404),
    );
    signInForTest({ sub: 'u', sid: 's' });
    render(<SellerEvents seller={seller} />, { wrapper: fresh });
    const item = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;

    const open = await item('Leilão aberto');
    expect(text(open)).toMatch(/Leilão · Aberto · encerra em \d/);
    expect(figuresOf(open)).toEqual({
      Lotes: '20',
      Lances: '39',
      Habilitados: '5',
      'Total atual': 'R$ 8.310,00',
      Pago: 'R$ 440,00',
    });

    const closed = await item('Leilão encerrado');
    expect(text(closed)).toMatch(/Leilão · Encerrado · encerrou em \d/);
    expect(figuresOf(closed)).toMatchObject({ 'Total arrematado': 'R$ 1.500,00' });

    const directSale = await item('Queima de estoque');
    expect(text(directSale)).toMatch(/Venda direta · Aberto · encerra em \d/);
    expect(figuresOf(directSale)).toEqual({
      Lotes: '25',
      'Lotes vendidos': '1',
      'Total vendido': 'R$ 240,00',
      Pago: 'R$ 120,00',
    });

    const cancelled = await item('Cancelado');
    expect(text(cancelled)).toContain('Leilão · Cancelado');
    expect(text(cancelled)).not.toMatch(/encerr/);
  });
});

describe('a direct sale’s page in the seller area', () => {
  it('shows each lot’s unit price and units left, not bids', async () => {
    const lot = (overrides: Partial<SellerLot>): SellerLot => ({
      id: 'a0000000-0000-4000-8000-000000000001',
      number: 1,
      title: 'Celular',
      quantity: 10,
      unitPriceCents: 89_900,
      unitsLeft: 7,
      bidCount: 0,
      currentBidCents: null,
      scheduledEndAt: iso(2 * day),
      closedAt: null,
      result: 'SOLD',
      closingStatus: null,
      sales: [],
      ...overrides,
    });
    const sale = event({ type: 'DIRECT_SALE', title: 'Queima de estoque' });
    fakeApi(({ path }) =>
      path.endsWith(`/seller/events/${sale.id}`)
        ? jsonResponse({
            event: { ...sale, seller },
            lots: [
              lot({}),
              lot({ id: 'a0000000-0000-4000-8000-000000000002', number: 2, quantity: 1, unitsLeft: 0 }),
              lot({ id: 'a0000000-0000-4000-8000-000000000003', number: 3, quantity: 1, unitsLeft: 1 }),
            ],
          })
        : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404),
    );
    signInForTest({ sub: 'u', sid: 's' });
    render(<SellerEventPage eventId={sale.id} />, { wrapper: fresh });
    expect(text(await screen.findByTestId('lote-1'))).toContain(
      'R$ 899,00 a unidade · 7 disponíveis de 10 unidades',
    );
    expect(text(screen.getByTestId('lote-1'))).toContain('Vendido em parte');
    expect(text(screen.getByTestId('lote-2'))).toContain('R$ 899,00 · sem estoque');
    expect(text(screen.getByTestId('lote-2'))).toMatch(/Vendido(?! em parte)/);
    expect(text(screen.getByTestId('lote-3'))).toContain('R$ 899,00 · disponível');
    expect(text(screen.getByTestId('lote-1'))).not.toMatch(/lance/);
    const figures = screen
      .getByRole('heading', { name: 'Números do evento' })
      .closest('section') as HTMLElement;
    expect(figuresOf(figures)).toEqual({
      Lotes: '20',
      'Lotes vendidos': '2',
      'Total vendido': 'R$ 8.310,00',
      'Já pago': 'R$ 440,00',
    });
  });
});

/** As in the site's layout: the banners, above the page, are the first to ask for the user's companies. */
function SiteBanners() {
  useSellerMemberships();
  return null;
}

describe('/vendedor/retiradas without an Event', () => {
  it('lists the user’s published Events, each opening its pick-up schedule', async () => {
    const events = [
      event({
        id: 'e0000000-0000-4000-8000-000000000011',
        title: 'Desativação de escritório',
        status: 'FULFILLMENT',
      }),
      event({ id: 'e0000000-0000-4000-8000-000000000012', title: 'Queima de estoque', type: 'DIRECT_SALE' }),
      event({ id: 'e0000000-0000-4000-8000-000000000013', title: 'Leilão cancelado', status: 'CANCELLED' }),
    ];
    fakeApi(({ path }) => {
      if (path.endsWith('/web/sellers'))
        return jsonResponse({ sellers: [seller], invitations: [], refusedInvitations: [] });
      if (path.endsWith(`/seller/sellers/${seller.id}/events`)) return jsonResponse({ seller, events });
      return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    });
    signInForTest({ sub: 'u', sid: 's' });
    render(<PickUpEventChooser />, { wrapper: fresh });
    const list = await screen.findByRole('region', { name: `Eventos de ${seller.name}` });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => [text(link), link.getAttribute('href')])).toEqual([
      ['Desativação de escritório', '/vendedor/retiradas?evento=e0000000-0000-4000-8000-000000000011'],
      ['Queima de estoque', '/vendedor/retiradas?evento=e0000000-0000-4000-8000-000000000012'],
    ]);
    expect(text(list)).toContain('Leilão · Em entrega');
  });

  it('says when the companies could not be read, and keeps the Events through a failed refresh', async () => {
    const network = fakeApi(({ path }) => {
      if (path.endsWith('/web/sellers'))
        return jsonResponse({ sellers: [seller], invitations: [], refusedInvitations: [] });
      if (path.endsWith(`/seller/sellers/${seller.id}/events`))
        return jsonResponse({ seller, events: [event({ title: 'Queima de estoque' })] });
      return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    });
    signInForTest({ sub: 'u', sid: 's' });
    network.setOffline(true);
    render(<PickUpEventChooser />, { wrapper: Refreshable });
    // Before, a failed first read left the page with nothing under its title.
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível carregar suas empresas.');

    network.setOffline(false);
    await act(() => refreshAll());
    const list = await screen.findByRole('region', { name: `Eventos de ${seller.name}` });
    await within(list).findByRole('link', { name: 'Queima de estoque' });

    network.setOffline(true);
    await act(() => refreshAll());
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([
      'Não foi possível atualizar suas empresas; o que aparece aqui é da última leitura.',
      'Não foi possível atualizar os eventos; o que aparece aqui é da última leitura.',
    ]);
    expect(within(list).getByRole('link', { name: 'Queima de estoque' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the companies again when the tab regains focus, though the site’s banners read them first', async () => {
    let companyReads = 0;
    const network = fakeApi(({ path }) => {
      if (path.endsWith('/web/sellers')) {
        companyReads += 1;
        return jsonResponse({ sellers: [seller], invitations: [], refusedInvitations: [] });
      }
      if (path.endsWith(`/seller/sellers/${seller.id}/events`))
        return jsonResponse({ seller, events: [event({ title: 'Queima de estoque' })] });
      return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    });
    signInForTest({ sub: 'u', sid: 's' });
    render(
      // A focus counts at once, not only 5 s after the page opened.
      <SWRConfig
        value={{
          provider: () => new Map(),
          dedupingInterval: 0,
          shouldRetryOnError: false,
          focusThrottleInterval: 0,
        }}
      >
        <SiteBanners />
        <PickUpEventChooser />
      </SWRConfig>,
    );
    const list = await screen.findByRole('region', { name: `Eventos de ${seller.name}` });
    await within(list).findByRole('link', { name: 'Queima de estoque' });
    const readsBefore = companyReads;

    network.setOffline(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      await screen.findByText(
        'Não foi possível atualizar suas empresas; o que aparece aqui é da última leitura.',
      ),
    ).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Queima de estoque' })).toBeTruthy();

    network.setOffline(false);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(companyReads).toBeGreaterThan(readsBefore);
  });

  it('leaves out, through a failed refresh, a company whose last reading had no Event with pick-ups', async () => {
    let eventReads = 0;
    const network = fakeApi(({ path }) => {
      if (path.endsWith('/web/sellers'))
        return jsonResponse({ sellers: [seller], invitations: [], refusedInvitations: [] });
      if (path.endsWith(`/seller/sellers/${seller.id}/events`)) {
        eventReads += 1;
        return jsonResponse({ seller, events: [event({ title: 'Leilão cancelado', status: 'CANCELLED' })] });
      }
      return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    });
    signInForTest({ sub: 'u', sid: 's' });
    render(<PickUpEventChooser />, { wrapper: Refreshable });
    await waitFor(() => expect(eventReads).toBeGreaterThan(0));
    await act(() => refreshAll());
    expect(eventReads).toBeGreaterThan(1);
    expect(screen.queryByRole('region')).toBeNull();

    network.setOffline(true);
    await act(() => refreshAll());
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([
        'Não foi possível atualizar suas empresas; o que aparece aqui é da última leitura.',
      ]),
    );
    // No company's name over an empty list, and no notice for Events that were never shown.
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
