import type {
  AuctioneerBidLog,
  AuctioneerEvent,
  AuctioneerEventSummary,
  AuctioneerLot,
} from '@circula/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { signInForTest } from '../../../test/session';
import { Refreshable, refreshAll } from '../../../test/swr-refresh';
import { AuctioneerEventPage, AuctioneerEventsList } from './auctioneer-area';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** What a reader reads: the currency's no-break space as a space. */
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ') ?? '';

/** What an Event's summary and its page both say of it. */
const vehicles = {
  id: 'e0000000-0000-4000-8000-000000000001',
  title: 'Leilão de Veículos',
  status: 'OPEN',
  startsAt: '2026-11-26T02:08:00.000Z',
  scheduledEndAt: '2026-12-05T02:08:00.000Z',
  auctioneerName: 'Marina Exemplo',
  sellerName: 'Banco Horizonte S.A.',
} as const;

const summary = (overrides: Partial<AuctioneerEventSummary>): AuctioneerEventSummary => ({
  ...vehicles,
  lotCount: 30,
  bidCount: 12,
  ...overrides,
});

const lot = (overrides: Partial<AuctioneerLot>): AuctioneerLot => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  number: 1,
  title: 'Lote',
  status: 'OPEN',
  bidCount: 0,
  currentBidCents: null,
  closedAt: null,
  result: null,
  ...overrides,
});

const eventHeader = (overrides: Partial<AuctioneerEvent['event']>): AuctioneerEvent['event'] => ({
  ...vehicles,
  auctioneerRegistration: 'JUCESP nº 9.001',
  city: null,
  state: null,
  ...overrides,
});

describe('the auctioneer’s Events', () => {
  it('name each Event’s status and dates, and count lots and bids in the right number', async () => {
    fakeApi(({ path }) =>
      path.endsWith('/auctioneer/events')
        ? jsonResponse({
            events: [
              summary({}),
              summary({
                id: 'e0000000-0000-4000-8000-000000000002',
                title: 'Desativação de escritório',
                status: 'FULFILLMENT',
                lotCount: 1,
                bidCount: 1,
              }),
            ],
          })
        : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404),
    );
    signInForTest({ sub: 'u', sid: 's' });
    render(<AuctioneerEventsList />, { wrapper: fresh });
    const item = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;

    const open = text(await item('Leilão de Veículos'));
    expect(open).toContain('Aberto · Marina Exemplo · Banco Horizonte S.A.');
    expect(open).toContain(
      'início 25/11/2026, 23:08 · encerramento 04/12/2026, 23:08 · 30 lotes · 12 lances',
    );

    const delivering = text(await item('Desativação de escritório'));
    expect(delivering).toContain('Em entrega · Marina Exemplo');
    expect(delivering).toContain('· 1 lote · 1 lance');
    expect(delivering).not.toMatch(/1 lotes|1 lances/);
  });
});

describe('an Event in the auctioneer’s area', () => {
  it('says of each lot its bids and its result, or its current bid while it runs', async () => {
    const answer: AuctioneerEvent = {
      event: eventHeader({ status: 'CLOSED', city: 'São Paulo', state: 'SP' }),
      lots: [
        lot({
          number: 1,
          title: 'Fiat Strada',
          status: 'CLOSED',
          bidCount: 1,
          currentBidCents: 4_500_000,
          closedAt: '2026-12-05T02:08:10.000Z',
          result: {
            status: 'APPROVED',
            amountCents: 4_500_000,
            winnerUsername: 'ana_arremata',
            closedAt: '2026-12-05T02:08:10.000Z',
          },
        }),
        lot({
          id: 'a0000000-0000-4000-8000-000000000002',
          number: 2,
          title: 'VW Saveiro',
          status: 'CLOSED',
          closedAt: '2026-12-05T02:09:00.000Z',
        }),
        lot({
          id: 'a0000000-0000-4000-8000-000000000003',
          number: 3,
          title: 'Renault Kangoo',
          bidCount: 3,
          currentBidCents: 2_100_000,
        }),
      ],
    };
    fakeApi(({ path }) =>
      path.endsWith(`/auctioneer/events/${answer.event.id}`)
        ? jsonResponse(answer)
        : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404),
    );
    signInForTest({ sub: 'u', sid: 's' });
    render(<AuctioneerEventPage eventId={answer.event.id} />, { wrapper: fresh });

    const header = text((await screen.findByRole('heading', { name: 'Leilão de Veículos' })).parentElement);
    expect(header).toContain(
      'Encerrado · Marina Exemplo (JUCESP nº 9.001) · Banco Horizonte S.A. · São Paulo/SP',
    );
    expect(header).toContain('· 3 lotes');
    const lotText = (title: string) => text(screen.getByText(new RegExp(title)).closest('li'));
    expect(lotText('Fiat Strada')).toContain(
      'Encerrado · 1 lance · Arrematado: R$ 45.000,00 para ana_arremata · encerrado em 04/12/2026, 23:08',
    );
    expect(lotText('VW Saveiro')).toContain('Encerrado · 0 lances · encerrado em 04/12/2026, 23:09');
    expect(lotText('Renault Kangoo')).toContain('Aberto · 3 lances · lance atual R$ 21.000,00');
    // The court record exists once the hammer falls (or the lot closes unsold); the bids are seen before.
    const buttons = (title: string) =>
      [...(screen.getByText(new RegExp(title)).closest('li')?.querySelectorAll('button') ?? [])].map(
        (button) => button.textContent,
      );
    expect(buttons('Fiat Strada')).toEqual(['Ver lances', 'Baixar auto de arrematação']);
    expect(buttons('VW Saveiro')).toEqual(['Ver lances', 'Baixar auto de arrematação']);
    expect(buttons('Renault Kangoo')).toEqual(['Ver lances']);
  });
});

describe('a lot’s bid log in the auctioneer’s area', () => {
  it('keeps the bids it showed when a refresh fails, and says so under the lot, not for the page', async () => {
    const running = lot({ title: 'Renault Kangoo', bidCount: 1, currentBidCents: 2_100_000 });
    const answer: AuctioneerEvent = {
      event: eventHeader({}),
      lots: [running],
    };
    const log: AuctioneerBidLog = {
      event: { id: answer.event.id, title: answer.event.title },
      lot: running,
      bids: [
        {
          sequence: 1,
          createdAt: '2026-12-01T13:00:00.000Z',
          username: 'bruno_lances',
          amountCents: 2_100_000,
          automatic: false,
        },
      ],
    };
    let bidLogOffline = false;
    fakeApi(({ path }) => {
      if (path.endsWith(`/auctioneer/lots/${running.id}/bid-log`)) {
        if (bidLogOffline) throw new TypeError('Failed to fetch');
        return jsonResponse(log);
      }
      return path.endsWith(`/auctioneer/events/${answer.event.id}`)
        ? jsonResponse(answer)
        : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    });
    signInForTest({ sub: 'u', sid: 's' });
    render(<AuctioneerEventPage eventId={answer.event.id} />, { wrapper: Refreshable });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver lances' }));
    const lotItem = within(screen.getByText(/Renault Kangoo/).closest('li') as HTMLElement);
    await lotItem.findByRole('cell', { name: 'bruno_lances' });

    bidLogOffline = true;
    await act(() => refreshAll());
    const notice = await lotItem.findByRole('status');
    expect(notice.textContent).toMatch(/^Não foi possível atualizar os lances deste lote/);
    expect(lotItem.getByRole('cell', { name: 'bruno_lances' })).toBeTruthy();
    // The Event itself was read: the page's own notice is not shown.
    expect(screen.getAllByRole('status')).toEqual([notice]);

    bidLogOffline = false;
    await act(() => refreshAll());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
