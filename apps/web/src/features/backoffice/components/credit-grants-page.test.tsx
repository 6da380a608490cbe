import type { BuyerSearchItem } from '@circula/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionMessage } from '@/lib/http/failure-text';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { Refreshable, refreshAll } from '../../../../test/swr-refresh';
import type { StaffAccessLike } from '../lib/access';
import { CreditGrantsPage } from './credit-grants-page';
import { StaffAccessProvider } from './staff-access';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));

const found = (n: number, name: string, username: string): BuyerSearchItem => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  username,
  status: 'VERIFIED',
  type: 'NATURAL_PERSON',
  blockedAt: null,
  name,
  email: `${username}@example.com`,
  taxIdCensored: '***.456.789-**',
  createdAt: '2026-10-01T12:00:00.000Z',
});
const elisa = found(1, 'Elisa Martins Prado', 'elisa_rj');
const eliseu = found(2, 'Eliseu Souza', 'eliseu');

let api: FakeApi;
let searched: string[];

beforeEach(() => {
  searched = [];
  toast.success.mockClear();
  toast.error.mockClear();
  signInForTest();
  api = fakeApi(({ method, url, body }) => {
    if (url.pathname.endsWith('/backoffice/buyers')) {
      searched.push(`${url.searchParams.get('q')} take=${url.searchParams.get('take')}`);
      return jsonResponse({ buyers: [elisa, eliseu], total: 2 });
    }
    if (url.pathname.endsWith(`/backoffice/buyers/${eliseu.id}`)) {
      return jsonResponse({
        buyer: {
          id: eliseu.id,
          username: eliseu.username,
          status: 'VERIFIED',
          type: 'NATURAL_PERSON',
          blockedAt: null,
          blockReason: null,
          blockNote: null,
          userId: '00000000-0000-4000-8000-0000000000a1',
          createdAt: '2026-10-01T12:00:00.000Z',
          updatedAt: '2026-10-01T12:00:00.000Z',
        },
        user: { id: '00000000-0000-4000-8000-0000000000a1', name: eliseu.name, email: eliseu.email },
        buyerApplication: null,
        auditTrail: [],
      });
    }
    if (method === 'POST' && url.pathname.endsWith('/backoffice/credit-grants')) {
      const sent = body as {
        buyerId: string;
        amountCents: number;
        type: string;
        reason: string;
        description: string;
      };
      return jsonResponse(
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          buyerId: sent.buyerId,
          buyerUsername: 'elisa_rj',
          type: sent.type,
          reason: sent.reason,
          amountCents: sent.amountCents,
          expiresAt: null,
          description: sent.description,
          status: 'PENDING',
          requestedByName: 'Ana Suporte',
          requestedByMe: true,
          decisionNote: null,
          createdAt: '2026-11-30T12:00:00.000Z',
          decidedAt: null,
        },
        201,
      );
    }
    return jsonResponse({ items: [], canApprove: false });
  });
});
afterEach(cleanup);

const supportStaff = { roles: [{ role: 'CIRCULA_CUSTOMER_SUPPORT' as const, level: 1 }] };
const marketingStaff = { roles: [{ role: 'CIRCULA_MARKETING' as const, level: 1 }] };

function renderPage(access: StaffAccessLike, presetBuyerId: string | null = null) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StaffAccessProvider access={access}>
        <CreditGrantsPage presetBuyerId={presetBuyerId} />
      </StaffAccessProvider>
    </SWRConfig>,
  );
}

const posts = () => api.sent.filter((request) => request.path.endsWith('/backoffice/credit-grants'));

async function fillAndSend(amount: string) {
  const form = screen.getByRole('form', { name: 'Pedir crédito' });
  fireEvent.change(within(form).getByLabelText('Valor (R$)'), { target: { value: amount } });
  fireEvent.change(within(form).getByLabelText('Descrição (o comprador lê no extrato)'), {
    target: { value: 'Atraso na retirada do lote 7' },
  });
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Pedir crédito' }));
  });
}

describe('/backoffice/creditos: asking for a buyer credit', () => {
  it('support finds the buyer by name and chooses them; the amount in reais is sent in centavos', async () => {
    renderPage(supportStaff);
    await screen.findByText('Nenhum pedido de crédito pendente.');
    expect(screen.queryByLabelText('Identificador do comprador')).toBeNull();

    const search = screen.getByLabelText('Comprador: nome, e-mail, usuário ou CPF/CNPJ');
    fireEvent.change(search, { target: { value: '  elis ' } });
    // Enter searches; it does not send the request form around the picker.
    fireEvent.keyDown(search, { key: 'Enter' });
    const matches = await screen.findByRole('list', { name: 'Compradores encontrados' });
    // Asks for no more matches than it lists.
    expect(searched).toEqual(['elis take=5']);
    expect(posts()).toEqual([]);
    expect(within(matches).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(matches).getByRole('button', { name: 'Escolher Elisa Martins Prado (elisa_rj)' }));
    expect(screen.getByTestId('comprador-escolhido').textContent).toContain('Elisa Martins Prado (elisa_rj)');

    await fillAndSend('1.234,56');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ buyerId: elisa.id, amountCents: 123_456, type: 'TOTAL' });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Pedido de crédito enviado para aprovação'),
    );
    // Sent, the form starts over: no buyer chosen.
    expect(screen.queryByTestId('comprador-escolhido')).toBeNull();
  });

  it('arrives from a buyer page with that buyer chosen, who can be swapped for another', async () => {
    renderPage(supportStaff, eliseu.id);
    const chosen = await screen.findByTestId('comprador-escolhido');
    expect(chosen.textContent).toContain('Eliseu Souza (eliseu)');
    await fillAndSend('15,50');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ buyerId: eliseu.id, amountCents: 1_550 });
    // Sent, the form starts over: the preset buyer is not chosen again behind the analyst's back.
    await waitFor(() => expect(screen.queryByTestId('comprador-escolhido')).toBeNull());
    expect(screen.getByLabelText('Comprador: nome, e-mail, usuário ou CPF/CNPJ')).toBeTruthy();
  });

  it('sends nothing without a buyer or with an amount that is not in reais, and says why', async () => {
    renderPage(supportStaff);
    await screen.findByText('Nenhum pedido de crédito pendente.');
    await fillAndSend('50,00');
    expect(toast.error).toHaveBeenLastCalledWith('Escolha o comprador.');

    const search = screen.getByLabelText('Comprador: nome, e-mail, usuário ou CPF/CNPJ');
    fireEvent.change(search, { target: { value: 'elisa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Escolher Elisa Martins Prado (elisa_rj)' }));
    for (const amount of ['cinquenta', '10,005', '0,00']) {
      await fillAndSend(amount);
      expect(toast.error).toHaveBeenLastCalledWith('Informe o valor em reais, por exemplo 50,00.');
    }
    expect(posts()).toEqual([]);
  });

  it('someone who only approves sees the pending requests and no form to ask', async () => {
    renderPage({
      roles: [{ role: 'CIRCULA_CUSTOMER_SUPPORT', level: 0 }],
      specialPermissions: ['APPROVE_BUYER_CREDIT'],
    });
    await screen.findByText('Nenhum pedido de crédito pendente.');
    expect(screen.queryByRole('form', { name: 'Pedir crédito' })).toBeNull();
  });

  it('marketing, who cannot read buyers, gives the identifier instead of searching', async () => {
    renderPage(marketingStaff);
    await screen.findByText('Nenhum pedido de crédito pendente.');
    expect(screen.queryByLabelText('Comprador: nome, e-mail, usuário ou CPF/CNPJ')).toBeNull();
    fireEvent.change(screen.getByLabelText('Identificador do comprador'), {
      target: { value: ` ${eliseu.id} ` },
    });
    await fillAndSend('20');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ buyerId: eliseu.id, amountCents: 2_000 });
    expect(searched).toEqual([]);
  });

  it('says in Portuguese when the server cannot be reached, and keeps the requests shown when a refresh fails', async () => {
    const network = fakeApi(() => jsonResponse({ items: [], canApprove: true }));
    network.setOffline(true);
    render(
      <Refreshable>
        <StaffAccessProvider access={supportStaff}>
          <CreditGrantsPage presetBuyerId={null} />
        </StaffAccessProvider>
      </Refreshable>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(connectionMessage);

    network.setOffline(false);
    await act(() => refreshAll());
    await screen.findByText('Nenhum pedido de crédito pendente.');
    expect(screen.queryByRole('alert')).toBeNull();

    network.setOffline(true);
    await act(() => refreshAll());
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Não foi possível atualizar esta página/,
    );
    expect(screen.getByText('Nenhum pedido de crédito pendente.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Pedir crédito' })).toBeTruthy();
  });
});
