import type { AdminListing } from '@circula/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: navigation.push }) }));

import { emptyForm, inputOf, ListingEditor } from './listing-editor';
import { LotEditor } from './lots-panel';

const sellerId = '6f1c1f43-4a61-4f5c-9a55-0b6f43f1e2a1';
const auctioneerId = '0c3c0b52-8f2e-4b43-8d1f-2b0b7c0f3f10';
const listingId = '00000000-0000-4000-8000-000000000081';

const typed = {
  ...emptyForm(),
  sellerId,
  auctioneerId,
  title: 'Desativação de escritório',
  city: 'Curitiba',
  startsAt: '2026-12-01T09:00',
  scheduledEndAt: '2026-12-03T16:00',
};
const savedListing = {
  ...inputOf(typed),
  id: listingId,
  slug: 'desativacao-de-escritorio',
  status: 'DRAFT',
  editalUploaded: false,
  publishedAt: null,
  nextStatuses: [],
  lots: [],
} as unknown as AdminListing;

let api: FakeApi;

beforeEach(() => {
  navigation.push.mockReset();
  signInForTest();
  api = fakeApi(({ method }) =>
    jsonResponse(
      method === 'GET'
        ? {
            sellers: [{ id: sellerId, name: 'Vendedora Demo' }],
            auctioneers: [{ id: auctioneerId, name: 'Leiloeiro Demo' }],
          }
        : { listing: savedListing },
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(children: React.ReactNode) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Toaster />
      {children}
    </SWRConfig>,
  );
}

async function fillEvent(form: HTMLElement) {
  await within(form).findByRole('option', { name: 'Vendedora Demo' });
  const change = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  change('Vendedor', sellerId);
  change('Leiloeiro', auctioneerId);
  change('Título', typed.title);
  change('Cidade', typed.city);
  change('Início', typed.startsAt);
  change('Encerramento', typed.scheduledEndAt);
}

describe('the Event editor submits through its form', () => {
  it("checks by the domain's schema before sending and names the fields to fix", async () => {
    renderWith(<ListingEditor />);
    const form = screen.getByRole('form', { name: 'Dados do evento' });
    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Criar rascunho' }));
    expect(await screen.findByText('Corrija os campos indicados.')).toBeTruthy();
    expect(within(form).getByText('O título deve ter pelo menos 5 caracteres.')).toBeTruthy();
    expect(within(form).getByLabelText('Título').getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Título') as HTMLInputElement).value).toBe('Abc');
    expect(api.sent).toEqual([]);
  });

  it('offers delivery and who may buy in the words the Event page shows the public', async () => {
    renderWith(<ListingEditor />);
    const form = screen.getByRole('form', { name: 'Dados do evento' });
    const options = (label: string) =>
      within(within(form).getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Entrega')).toEqual([
      'Retirada no local, com agendamento',
      'Transferência de titularidade',
    ]);
    expect(options('Quem pode participar')).toEqual([
      'Somente pessoas físicas',
      'Somente pessoas jurídicas',
      'Pessoas físicas e jurídicas',
    ]);
  });

  it('creates the draft with what was typed (fee rows included) and opens it', async () => {
    renderWith(<ListingEditor />);
    const form = screen.getByRole('form', { name: 'Dados do evento' });
    await fillEvent(form);
    fireEvent.click(within(form).getByLabelText('Tabela por faixa de valor'));
    fireEvent.click(within(form).getByRole('button', { name: 'Acrescentar faixa' }));
    fireEvent.change(within(form).getByLabelText('De (R$)'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Até (R$)'), { target: { value: '1.000,00' } });
    fireEvent.change(within(form).getByLabelText('Taxa (R$)'), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Criar rascunho' }));
    expect(await screen.findByText('Evento criado como rascunho')).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/backoffice\/listings$/),
        body: {
          ...inputOf(typed),
          buyerFeeBasisPoints: null,
          feeRows: [{ fromValueCents: 0, toValueCents: 100_000, feeCents: 5_000 }],
        },
      },
    ]);
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/backoffice/catalogo/${listingId}`));
  });

  it("shows the API's issues beside their inputs and says the save failed", async () => {
    api.refuseWrites({
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Corrija os campos destacados.',
        details: { issues: [{ path: 'title', message: 'Já existe um evento com este título.' }] },
      },
    });
    renderWith(<ListingEditor />);
    const form = screen.getByRole('form', { name: 'Dados do evento' });
    await fillEvent(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Criar rascunho' }));
    expect(await within(form).findByText('Já existe um evento com este título.')).toBeTruthy();
    expect(within(form).getByLabelText('Título').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Corrija os campos destacados.')).toBeTruthy();
    expect(navigation.push).not.toHaveBeenCalled();
  });
});

describe('the lot editor submits through its form', () => {
  const auction = { id: listingId, type: 'AUCTION' } as unknown as AdminListing;

  it("checks by the domain's lot schema before sending", async () => {
    renderWith(<LotEditor listing={auction} lot={null} onSaved={() => {}} onCancel={() => {}} />);
    const form = screen.getByRole('form', { name: 'Novo lote' });
    fireEvent.click(within(form).getByRole('button', { name: 'Criar lote' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Título do lote').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.sent).toEqual([]);
  });

  it('creates the lot in centavos and hands back the saved Event', async () => {
    const onSaved = vi.fn();
    renderWith(<LotEditor listing={auction} lot={null} onSaved={onSaved} onCancel={() => {}} />);
    const form = screen.getByRole('form', { name: 'Novo lote' });
    const change = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    change('Título do lote', 'Mesa de reunião');
    change('Avaliação (R$)', '1.200,00');
    change('Lance inicial (R$)', '300,00');
    fireEvent.click(within(form).getByRole('button', { name: 'Criar lote' }));
    expect(await screen.findByText('Lote criado')).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(new RegExp(`/backoffice/listings/${listingId}/lots$`)),
        body: expect.objectContaining({
          title: 'Mesa de reunião',
          macroCategory: 'OUTROS',
          estimatedValueCents: 120_000,
          startingBidCents: 30_000,
        }),
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: listingId }));
  });

  it("puts the API's issue on the field that shows it (centavos on the reais input)", async () => {
    api.refuseWrites({
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Não foi possível salvar o lote.',
        details: { issues: [{ path: 'startingBidCents', message: 'O lance inicial é alto demais.' }] },
      },
    });
    renderWith(<LotEditor listing={auction} lot={null} onSaved={() => {}} onCancel={() => {}} />);
    const form = screen.getByRole('form', { name: 'Novo lote' });
    fireEvent.change(within(form).getByLabelText('Título do lote'), { target: { value: 'Mesa de reunião' } });
    fireEvent.change(within(form).getByLabelText('Avaliação (R$)'), { target: { value: '1.200,00' } });
    fireEvent.change(within(form).getByLabelText('Lance inicial (R$)'), { target: { value: '300,00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Criar lote' }));
    expect(await within(form).findByText('O lance inicial é alto demais.')).toBeTruthy();
    expect(within(form).getByLabelText('Lance inicial (R$)').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(screen.getByText('Não foi possível salvar o lote.')).toBeTruthy());
  });
});
