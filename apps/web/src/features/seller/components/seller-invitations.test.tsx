import type { PendingSellerInvitation, SellerClosing, UserSellersResponse } from '@circula/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { Refreshable, refreshAll } from '../../../../test/swr-refresh';
import { SellerArea } from './seller-area';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const sellerId = '5e11e700-0000-4000-8000-000000000001';
const lar: PendingSellerInvitation = {
  id: 'c0000000-0000-4000-8000-000000000001',
  sellerName: 'Magazine Lar Feliz Ltda.',
  role: 'VIEWER',
  invitedByName: 'Ana Admin',
  expiresAt: '2026-12-07T15:30:00.000Z',
};
const hotel: PendingSellerInvitation = {
  id: 'c0000000-0000-4000-8000-000000000002',
  sellerName: 'Hotel Atlântico Ltda',
  role: 'ADMIN',
  invitedByName: null,
  expiresAt: '2026-12-08T15:30:00.000Z',
};

/**
 * A user of no seller with two invitations. Accepting the first joins its seller; declining the second
 * deletes it; `gone` makes every answer find the invitation already withdrawn.
 */
function invitedApi({ gone = false } = {}) {
  let invitations = [lar, hotel];
  let sellers: UserSellersResponse['sellers'] = [];
  return fakeApi(({ method, path }) => {
    const answered = /\/web\/sellers\/invitations\/([^/]+)\/(accept|decline)$/.exec(path);
    if (method === 'POST' && answered) {
      const [, id, answer] = answered;
      if (gone) {
        invitations = invitations.filter((invitation) => invitation.id !== id);
        return jsonResponse(
          {
            code: 'SELLER_INVITATION_NOT_FOUND',
            message:
              'Este convite não está mais disponível: ele foi cancelado pelo vendedor, recusado ou já aceito.',
          },
          404,
        );
      }
      invitations = invitations.filter((invitation) => invitation.id !== id);
      if (answer === 'decline') return jsonResponse({ removed: true });
      sellers = [{ id: sellerId, name: lar.sellerName, role: 'VIEWER' }];
      return jsonResponse({ seller: sellers[0] });
    }
    if (path.endsWith('/web/sellers')) {
      const answer: UserSellersResponse = { sellers, invitations, refusedInvitations: [] };
      return jsonResponse(answer);
    }
    if (path.endsWith(`/seller/sellers/${sellerId}/events`)) {
      return jsonResponse({ seller: sellers[0], events: [] });
    }
    if (path.includes('/seller/lot-closings')) return jsonResponse({ lotClosings: [] });
    return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
  });
}

describe('<SellerArea> with invitations to the user’s address', () => {
  it('offers each invitation with what joining means; accepting joins, declining removes it', async () => {
    signInForTest({ sub: 'u', sid: 's' });
    const api = invitedApi();
    render(<SellerArea />, { wrapper: fresh });
    const section = await screen.findByRole('region', { name: 'Convites para equipes' });
    const [larRow, hotelRow] = within(section).getAllByRole('listitem');
    expect(larRow!.textContent).toContain('Magazine Lar Feliz Ltda. convidou você para a equipe');
    expect(larRow!.textContent).toContain('leitura: acompanha as vendas');
    expect(larRow!.textContent).toContain('Convite de Ana Admin');
    expect(larRow!.textContent).toContain('7 de dezembro de 2026');
    expect(larRow!.textContent).toContain('não dá lances nos eventos dele');
    expect(hotelRow!.textContent).toContain('administrador');
    expect(hotelRow!.textContent).not.toContain('Convite de');
    // Not yet a member: the page does not say the account belongs to no company while it is invited.
    expect(screen.queryByText(/sua conta não faz parte de nenhuma/)).toBeNull();

    fireEvent.click(within(larRow!).getByRole('button', { name: 'Aceitar convite' }));
    expect(
      await screen.findByText('Você entrou na equipe de Magazine Lar Feliz Ltda. com o papel de leitura.'),
    ).toBeTruthy();
    const companies = await screen.findByRole('region', { name: 'Suas empresas' });
    expect(companies.textContent).toContain('Magazine Lar Feliz Ltda.');

    const left = await screen.findByRole('region', { name: 'Convite para uma equipe' });
    fireEvent.click(within(left).getByRole('button', { name: 'Recusar' }));
    expect(
      await screen.findByText('Você recusou o convite de Hotel Atlântico Ltda e não entrou na equipe.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Convite/ })).toBeNull();
    expect(api.sent.map((request) => [request.method, request.path.replace(/^.*\/web\//, '/web/')])).toEqual([
      ['POST', `/web/sellers/invitations/${lar.id}/accept`],
      ['POST', `/web/sellers/invitations/${hotel.id}/decline`],
    ]);
  });

  it('says so when the invitation was withdrawn meanwhile, and drops it from the list', async () => {
    signInForTest({ sub: 'u', sid: 's' });
    invitedApi({ gone: true });
    render(<SellerArea />, { wrapper: fresh });
    const section = await screen.findByRole('region', { name: 'Convites para equipes' });
    const [larRow] = within(section).getAllByRole('listitem');
    fireEvent.click(within(larRow!).getByRole('button', { name: 'Aceitar convite' }));
    expect(
      await screen.findByText(
        'Este convite não está mais disponível: ele foi cancelado pelo vendedor, recusado ou já aceito.',
      ),
    ).toBeTruthy();
    const remaining = await screen.findByRole('region', { name: 'Convite para uma equipe' });
    expect(remaining.textContent).toContain('Hotel Atlântico Ltda');
    expect(remaining.textContent).not.toContain('Magazine Lar Feliz');
  });
});

describe('<SellerArea> when a refresh fails', () => {
  it('keeps the conditional sale waiting for an answer, and says the sales are out of date', async () => {
    const closing: SellerClosing = {
      id: 'c1000000-0000-4000-8000-000000000001',
      status: 'PENDING_CONFIRMATION',
      amountCents: 23_000,
      reserveCents: 46_000,
      sellerDeadlineAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
      closedAt: new Date().toISOString(),
      buyerUsername: 'carla_garimpa',
      seller: { id: sellerId, name: lar.sellerName },
      lot: { id: 'c2000000-0000-4000-8000-000000000001', number: 8, title: 'Micro-ondas 20 L' },
      listing: { id: 'c3000000-0000-4000-8000-000000000001', slug: 'evento', title: 'Bens de apartamento' },
      canAnswer: true,
    };
    const network = fakeApi(({ path }) => {
      if (path.endsWith('/web/sellers')) {
        const answer: UserSellersResponse = {
          sellers: [{ id: sellerId, name: lar.sellerName, role: 'ADMIN' }],
          invitations: [],
          refusedInvitations: [],
        };
        return jsonResponse(answer);
      }
      if (path.endsWith(`/seller/sellers/${sellerId}/events`)) return jsonResponse({ events: [] });
      if (path.includes('/seller/lot-closings')) return jsonResponse({ lotClosings: [closing] });
      return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    });
    signInForTest({ sub: 'u', sid: 's' });
    render(<SellerArea />, { wrapper: Refreshable });
    const sales = await screen.findByRole('region', { name: 'Vendas condicionais' });
    await within(sales).findByRole('button', { name: /^Aceitar venda por R\$\s230,00$/ });

    network.setOffline(true);
    await act(() => refreshAll());
    expect(
      await within(sales).findByText(
        'Não foi possível atualizar as vendas condicionais; o que aparece aqui é da última leitura.',
      ),
    ).toBeTruthy();
    expect(within(sales).getByRole('button', { name: /^Aceitar venda por R\$\s230,00$/ })).toBeTruthy();
    expect(within(sales).queryByRole('alert')).toBeNull();

    network.setOffline(false);
    await act(() => refreshAll());
    await waitFor(() =>
      expect(within(sales).queryByText(/^Não foi possível atualizar as vendas condicionais/)).toBeNull(),
    );
  });
});
