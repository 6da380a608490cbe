import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { AvatarMenu } from './avatar-menu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = {
  id: 'u',
  name: 'Maria Aparecida',
  email: 'maria@example.com',
  phone: '+5511999990000',
  image: null,
  phoneVerifiedAt: '2026-01-10T12:00:00.000Z',
  buyerId: 'b',
  sessionId: 's',
};
const buyer = { id: 'b', username: 'maria_a', status: 'VERIFIED', type: 'INDIVIDUAL', blockReason: null };

/** The account as the API answers it for a verified buyer with a verified phone and no application. */
function account({ blockedAt, referralLink }: { blockedAt: string | null; referralLink: unknown }) {
  fakeApi(({ path }) => {
    if (path.endsWith('/web/users/u')) return jsonResponse(user);
    if (path.endsWith('/web/buyers/b')) return jsonResponse({ buyer: { ...buyer, blockedAt } });
    if (path.endsWith('/web/buyer-applications/active')) return jsonResponse({ buyerApplication: null });
    if (path.endsWith('/web/referrals/link')) return jsonResponse({ userReferralLink: referralLink });
    return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
  });
  signInForTest({ sub: 'u', sid: 's' });
}

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe("the account menu's name says what its badge shows", () => {
  it('warns in words while the buyer has no referral link (the lookup answers null)', async () => {
    account({ blockedAt: null, referralLink: null });
    render(<AvatarMenu />, { wrapper: fresh });
    // The desktop dropdown's trigger and the phone drawer's: CSS shows one of them.
    const triggers = await screen.findAllByRole('button', {
      name: 'Menu da conta — atenção: pendências na conta',
    });
    expect(triggers).toHaveLength(2);
  });

  it('says the account is blocked', async () => {
    account({
      blockedAt: '2026-11-01T12:00:00.000Z',
      referralLink: {
        slug: 'maria-abc123',
        url: 'http://localhost/?ref=maria-abc123',
        createdAt: user.phoneVerifiedAt,
      },
    });
    render(<AvatarMenu />, { wrapper: fresh });
    expect(await screen.findAllByRole('button', { name: 'Menu da conta — conta bloqueada' })).toHaveLength(2);
  });
});
