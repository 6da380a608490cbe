import type { SellerTeamResponse, UserSellersResponse } from '@circula/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { Refreshable, refreshAll } from '../../../../test/swr-refresh';
import { SellerTeamPage } from './seller-team-page';

const sellerId = '5e11e700-0000-4000-8000-000000000001';
const me = '0e000000-0000-4000-8000-000000000001';
const admin = '0e000000-0000-4000-8000-000000000002';
const since = '2026-11-01T12:00:00.000Z';

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** A VIEWER of one seller, until the DELETE of their own membership goes through. */
function viewerApi(): FakeApi {
  let member = true;
  return fakeApi(({ method, path }) => {
    if (method === 'DELETE' && path.endsWith(`/seller/sellers/${sellerId}/users/${me}`)) {
      member = false;
      return jsonResponse({ removed: true });
    }
    if (path.endsWith('/web/sellers')) {
      const answer: UserSellersResponse = {
        sellers: member ? [{ id: sellerId, name: 'Magazine Lar Feliz Ltda.', role: 'VIEWER' }] : [],
        invitations: [],
        refusedInvitations: [],
      };
      return jsonResponse(answer);
    }
    if (path.endsWith(`/seller/sellers/${sellerId}/users`)) {
      const answer: SellerTeamResponse = {
        seller: { id: sellerId, name: 'Magazine Lar Feliz Ltda.', role: 'VIEWER' },
        members: [
          { userId: admin, name: 'Ana Admin', email: 'ana@example.com', role: 'ADMIN', since },
          { userId: me, name: 'Vera Leitura', email: 'vera@example.com', role: 'VIEWER', since },
        ],
        invitations: [],
      };
      return jsonResponse(answer);
    }
    return jsonResponse({}, 404);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('<SellerTeamPage> for a member with the reading role', () => {
  it('offers leaving on their own row only, and says so once they left', async () => {
    signInForTest({ sub: me, sid: 's' });
    const api = viewerApi();
    render(<SellerTeamPage sellerId={sellerId} />, { wrapper: fresh });
    const list = await screen.findByRole('list', { name: 'Usuários' });
    const [adminRow, myRow] = within(list).getAllByRole('listitem');
    expect(within(adminRow!).queryByRole('button')).toBeNull();
    fireEvent.click(within(myRow!).getByRole('button', { name: 'Sair da equipe' }));
    expect(
      await screen.findByText('Você não faz mais parte da equipe de Magazine Lar Feliz Ltda.'),
    ).toBeTruthy();
    expect(await screen.findByText('Sua conta não faz parte de nenhuma empresa vendedora.')).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: 'DELETE',
        path: expect.stringContaining(`/seller/sellers/${sellerId}/users/${me}`),
        body: null,
      },
    ]);
  });
});

describe('<SellerTeamPage> when a refresh fails', () => {
  it('keeps the companies and the team it showed, and says which read is out of date', async () => {
    signInForTest({ sub: me, sid: 's' });
    const network = viewerApi();
    render(<SellerTeamPage sellerId={sellerId} />, { wrapper: Refreshable });
    await screen.findByRole('list', { name: 'Usuários' });

    network.setOffline(true);
    await act(() => refreshAll());
    await waitFor(() => expect(screen.getAllByRole('status').length).toBeGreaterThanOrEqual(2));
    const notices = screen.getAllByRole('status').map((notice) => notice.textContent ?? '');
    expect(notices).toContainEqual(expect.stringMatching(/^Não foi possível atualizar esta página/));
    expect(notices).toContainEqual(expect.stringMatching(/^Não foi possível atualizar a equipe; /));
    expect(within(screen.getByRole('list', { name: 'Usuários' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();

    network.setOffline(false);
    await act(() => refreshAll());
    await waitFor(() =>
      expect(
        screen
          .queryAllByRole('status')
          .filter((notice) => notice.textContent?.startsWith('Não foi possível')),
      ).toEqual([]),
    );
  });
});
