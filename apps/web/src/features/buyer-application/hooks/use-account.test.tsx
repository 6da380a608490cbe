import type { CurrentUser } from '@circula/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser } from '@/features/auth/client';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { Refreshable } from '../../../../test/swr-refresh';
import { useAccount } from './use-account';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user: CurrentUser = {
  id: 'u',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: null,
  image: null,
  phoneVerifiedAt: null,
  buyerId: null,
  sessionId: 's',
};

let reload: () => Promise<void> = async () => undefined;

/** As on every page: the banners read the account, the avatar reads the user. */
function BannersAndAvatar() {
  const account = useAccount();
  const { user: avatarUser } = useCurrentUser();
  reload = account.reload;
  return (
    <>
      <p>Banners: {account.user?.name ?? '…'}</p>
      <p>Avatar: {avatarUser?.name ?? '…'}</p>
    </>
  );
}

describe('the signed-in user, read by the banners and by the avatar', () => {
  it('is asked for once, and a reload after a change is seen by both', async () => {
    let name = user.name;
    let userReads = 0;
    fakeApi(({ path }) => {
      if (path.endsWith('/web/users/u')) {
        userReads += 1;
        return jsonResponse({ ...user, name });
      }
      if (path.endsWith('/web/buyer-applications/active')) return jsonResponse({ buyerApplication: null });
      return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
    });
    signInForTest({ sub: 'u', sid: 's' });
    render(<BannersAndAvatar />, { wrapper: Refreshable });
    await screen.findByText('Banners: Ana Souza');
    await screen.findByText('Avatar: Ana Souza');
    expect(userReads).toBe(1);

    // The account page saves a new name and reloads the account.
    name = 'Ana Souza Lima';
    await act(() => reload());
    expect(screen.getByText('Banners: Ana Souza Lima')).toBeTruthy();
    expect(await screen.findByText('Avatar: Ana Souza Lima')).toBeTruthy();
    expect(userReads).toBe(2);
  });
});
