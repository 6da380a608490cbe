import type { AccountFavoritesAnswer, FavoriteListAnswer } from '@circula/domain';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { lotCard } from '../../../../test/lot-cards';
import { signInForTest } from '../../../../test/session';
import { Refreshable, refreshAll } from '../../../../test/swr-refresh';

const navigation = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({
  useRouter: () => navigation,
  useSearchParams: () => new URLSearchParams(),
}));

import { getFavoritesState, resetFavorites, setFavoritesState } from '../lib/favorites-store';
import { FavoritesPage } from './favorites-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetFavorites();
});

const token = 'A'.repeat(43);
const lot = (number: number) =>
  lotCard(number, { title: `Cadeira de escritório ${number}`, startingBidCents: 20_000 });
const lots = [lot(1), lot(2)];
const pageNotice =
  'Não foi possível atualizar esta página; ela mostra os dados da última leitura. Uma nova tentativa será feita em instantes.';

const shownTitles = async () =>
  within(await screen.findByRole('list', { name: 'Lotes favoritos' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/favoritos of a browser’s e-mailed list, when a refresh fails', () => {
  it('keeps the lots it showed and says the page is from the last reading', async () => {
    setFavoritesState({ token, lotIds: lots.map((l) => l.id) });
    const list: FavoriteListAnswer = { email: 'elisa@example.com', lotIds: lots.map((l) => l.id), lots };
    const network = fakeApi(({ path }) =>
      path.endsWith(`/web/favorite-lists/${token}`)
        ? jsonResponse(list)
        : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404),
    );
    render(<FavoritesPage />, { wrapper: Refreshable });
    expect(await shownTitles()).toEqual(['Cadeira de escritório 1', 'Cadeira de escritório 2']);

    network.setOffline(true);
    await act(() => refreshAll());
    expect((await screen.findByRole('status')).textContent).toBe(pageNotice);
    expect(await shownTitles()).toEqual(['Cadeira de escritório 1', 'Cadeira de escritório 2']);

    network.setOffline(false);
    await act(() => refreshAll());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('forgets a list the API no longer keeps, without a notice about it', async () => {
    setFavoritesState({ token, lotIds: [lots[0]!.id] });
    let kept = true;
    fakeApi(() =>
      kept
        ? jsonResponse({ email: 'elisa@example.com', lotIds: [lots[0]!.id], lots: [lots[0]] })
        : jsonResponse({ code: 'FAVORITE_LIST_NOT_FOUND', message: 'Lista não encontrada.' }, 404),
    );
    render(<FavoritesPage />, { wrapper: Refreshable });
    expect(await shownTitles()).toEqual(['Cadeira de escritório 1']);

    kept = false;
    await act(() => refreshAll());
    await screen.findByText(/^Você ainda não tem favoritos neste aparelho/);
    expect(getFavoritesState().token).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('/favoritos of a signed-in account, when a refresh fails', () => {
  it('keeps the lots it showed and says the page is from the last reading', async () => {
    const favorites: AccountFavoritesAnswer = { lotIds: lots.map((l) => l.id), lots };
    const network = fakeApi(({ path }) =>
      path.endsWith('/web/users/u/favorites')
        ? jsonResponse(favorites)
        : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404),
    );
    signInForTest({ sub: 'u', sid: 's' });
    render(<FavoritesPage />, { wrapper: Refreshable });
    expect(await shownTitles()).toEqual(['Cadeira de escritório 1', 'Cadeira de escritório 2']);
    expect(screen.getByText('Os favoritos da sua conta, em qualquer aparelho.')).toBeTruthy();

    network.setOffline(true);
    await act(() => refreshAll());
    expect((await screen.findByRole('status')).textContent).toBe(pageNotice);
    expect(await shownTitles()).toEqual(['Cadeira de escritório 1', 'Cadeira de escritório 2']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/favoritos when its first read fails', () => {
  it('alerts that the list could not be read, for an account, and shows it once the read succeeds', async () => {
    const favorites: AccountFavoritesAnswer = { lotIds: [lots[0]!.id], lots: [lots[0]!] };
    const network = fakeApi(() => jsonResponse(favorites));
    network.setOffline(true);
    signInForTest({ sub: 'u', sid: 's' });
    render(<FavoritesPage />, { wrapper: Refreshable });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível carregar seus favoritos agora. Tente de novo em instantes.',
    );
    expect(screen.getByRole('link', { name: 'Ver oportunidades' }).getAttribute('href')).toBe('/busca');

    network.setOffline(false);
    await act(() => refreshAll());
    expect(await shownTitles()).toEqual(['Cadeira de escritório 1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('alerts for a browser’s e-mailed list too', async () => {
    setFavoritesState({ token, lotIds: [lots[0]!.id] });
    fakeApi(() => jsonResponse({ code: 'INTERNAL', message: 'Erro interno.' }, 500));
    render(<FavoritesPage />, { wrapper: Refreshable });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível carregar seus favoritos agora. Tente de novo em instantes.',
    );
    expect(getFavoritesState().token).toBe(token);
  });
});
