import type { BuyerPicture } from '@circula/domain';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { Refreshable, refreshAll } from '../../../../test/swr-refresh';
import { BuyerPictureSections } from './buyer-picture';

const buyerId = '00000000-0000-4000-8000-0000000000b1';
const session = (id: string, method: string) => ({
  id,
  label: 'Chrome 156 em Linux',
  method,
  createdAt: '2026-11-30T06:12:00.000Z',
  lastUsedAt: '2026-11-30T06:20:00.000Z',
});
const picture: BuyerPicture = {
  applications: [],
  enrolments: [],
  bids: [],
  paymentIntents: [],
  blocks: [],
  sessions: [
    session('00000000-0000-4000-8000-0000000000c1', 'credentials'),
    session('00000000-0000-4000-8000-0000000000c2', 'login-link'),
    session('00000000-0000-4000-8000-0000000000c3', 'some-older-method'),
  ],
};

beforeEach(() => {
  signInForTest();
  fakeApi(({ url }) =>
    url.pathname.endsWith(`/backoffice/buyers/${buyerId}/picture`)
      ? jsonResponse(picture)
      : jsonResponse({ message: 'não encontrado' }, 404),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the buyer page for support', () => {
  it('says in words how each open session was started', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <BuyerPictureSections buyerId={buyerId} />
      </SWRConfig>,
    );
    const sessions = within(await screen.findByRole('region', { name: 'Sessões abertas' }));
    const methods = sessions.getAllByRole('row').map((row) => row.querySelectorAll('td')[1]?.textContent);
    expect(methods.filter(Boolean)).toEqual([
      'E-mail e senha',
      'Link de acesso do suporte',
      'some-older-method',
    ]);
  });

  it('keeps the history it showed when a refresh fails, and says so above it', async () => {
    const network = fakeApi(() => jsonResponse(picture));
    render(<BuyerPictureSections buyerId={buyerId} />, { wrapper: Refreshable });
    await screen.findByRole('region', { name: 'Sessões abertas' });

    network.setOffline(true);
    await act(() => refreshAll());
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Não foi possível atualizar o histórico do comprador/,
    );
    expect(screen.getByRole('region', { name: 'Sessões abertas' })).toBeTruthy();

    network.setOffline(false);
    await act(() => refreshAll());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
