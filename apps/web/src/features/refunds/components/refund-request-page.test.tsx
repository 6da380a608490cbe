import type { PaymentIntentView, RefundView } from '@circula/domain';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { makeIntent } from '../../../../test/payment-intents';
import { makeRefund } from '../../../../test/refunds';
import { signInForTest } from '../../../../test/session';
import { Refreshable, refreshAll } from '../../../../test/swr-refresh';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

import { PurchaseRefunds } from '../../purchases/components/purchase-refunds';
import { RefundRequestPage } from './refund-request-page';
import { RefundsSection } from './refunds-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const lot = (n: number, title: string) => ({
  lotId: id(100 + n),
  number: n,
  title,
  priceCents: 40_000,
  quantity: 1,
  closingStatus: null,
});
const intent: PaymentIntentView = makeIntent({
  status: 'PAID',
  paidAt: '2026-11-29T22:30:00.000Z',
  lots: [lot(1, 'Mesa de reunião'), lot(2, 'Cadeira giratória')],
});

const refund = (n: number, status: RefundView['status'], lotNumber: number) =>
  makeRefund(intent, n, status, lotNumber);

const user = {
  id: 'u',
  name: 'Elisa Prado',
  email: 'elisa@example.com',
  phone: '+5511999990000',
  image: null,
  phoneVerifiedAt: '2026-01-10T12:00:00.000Z',
  buyerId: 'b',
  sessionId: 's',
};
const buyer = { id: 'b', username: 'elisa_rj', status: 'VERIFIED', type: 'INDIVIDUAL', blockReason: null };

/** The purchases whose refunds were asked for, one entry per request (null: every purchase's). */
let askedFor: (string | null)[] = [];

/** The API of a buyer whose purchase has these refunds; it answers a purchase's as the real one does. */
function api(refunds: RefundView[]) {
  askedFor = [];
  signInForTest({ sub: 'u', sid: 's' });
  return fakeApi(({ path, url }) => {
    if (path.endsWith('/web/users/u')) return jsonResponse(user);
    if (path.endsWith('/web/buyers/b')) return jsonResponse({ buyer: { ...buyer, blockedAt: null } });
    if (path.endsWith('/web/buyer-applications/active')) return jsonResponse({ buyerApplication: null });
    if (path.endsWith(`/payment-intents/${intent.id}`)) return jsonResponse(intent);
    if (path.endsWith('/refunds')) {
      const purchase = url.searchParams.get('paymentIntentId');
      askedFor.push(purchase);
      return jsonResponse({ refunds: refunds.filter((r) => !purchase || r.paymentIntentId === purchase) });
    }
    return jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
  });
}

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);
const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ') ?? '';

describe('a paid purchase’s refunds', () => {
  it('lists the requests sent for its lots and still offers a request while a lot has none', async () => {
    // Lot 1's request is in analysis; lot 2's was cancelled, and an unsent one (DRAFT) holds nothing.
    api([refund(1, 'IN_ANALYSIS', 1), refund(2, 'CANCELLED', 2), refund(3, 'DRAFT', 2)]);
    render(<PurchaseRefunds buyerId="b" intent={intent} />, { wrapper: fresh });
    const sent = await screen.findByRole('list', { name: 'Reembolsos desta compra' });
    expect(within(sent).getAllByRole('listitem').map(text)).toEqual([
      'Reembolso REE-00000001 · Lote 1: Em análise · Acompanhar em Minha conta',
    ]);
    expect(screen.getByRole('link', { name: 'Solicitar reembolso' })).toBeTruthy();
    // The page asks for this purchase's refunds only, not for the buyer's whole list.
    expect(askedFor).toEqual([intent.id]);
  });

  it('offers no request once every lot has one sent', async () => {
    api([refund(1, 'IN_ANALYSIS', 1), refund(2, 'APPROVED', 2)]);
    render(<PurchaseRefunds buyerId="b" intent={intent} />, { wrapper: fresh });
    await screen.findByRole('list', { name: 'Reembolsos desta compra' });
    expect(screen.queryByRole('link', { name: 'Solicitar reembolso' })).toBeNull();
  });
});

describe('/conta/compras/[id]/reembolso', () => {
  it('offers only the lots no sent request holds, whichever lot the link named', async () => {
    api([refund(1, 'IN_ANALYSIS', 1)]);
    render(<RefundRequestPage intentId={intent.id} lotId={intent.lots[0]!.lotId} />, { wrapper: fresh });
    const select = (await screen.findByRole('combobox', { name: 'Lote' })) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map(text)).toEqual(['Lote 2 · Cadeira giratória']);
    expect(select.value).toBe(intent.lots[1]!.lotId);
    expect(text(screen.getByRole('list', { name: 'Reembolsos desta compra' }))).toContain('REE-00000001');
  });

  it('says so, and shows no form, when every lot already has a request', async () => {
    api([refund(1, 'IN_ANALYSIS', 1), refund(2, 'PAID', 2)]);
    render(<RefundRequestPage intentId={intent.id} lotId={null} />, { wrapper: fresh });
    expect(text(await screen.findByRole('status'))).toBe(
      'Todos os lotes desta compra já têm um pedido de reembolso.',
    );
    expect(screen.queryByRole('form', { name: 'Solicitar reembolso' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para a compra' }).getAttribute('href')).toBe(
      `/conta/compras/${intent.id}`,
    );
  });
});

describe('a refresh that fails on the refund pages', () => {
  it('keeps the request form and what the buyer wrote, with the notice above it', async () => {
    const network = api([]);
    render(<RefundRequestPage intentId={intent.id} lotId={null} />, { wrapper: Refreshable });
    const description = within(await screen.findByRole('form', { name: 'Solicitar reembolso' })).getByRole(
      'textbox',
      { name: 'Descrição do problema' },
    ) as HTMLTextAreaElement;
    fireEvent.change(description, { target: { value: 'A cadeira chegou com o pistão quebrado.' } });

    network.setOffline(true);
    await act(() => refreshAll());
    expect(text(await screen.findByRole('status'))).toMatch(/^Não foi possível atualizar esta página/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      (screen.getByRole('textbox', { name: 'Descrição do problema' }) as HTMLTextAreaElement).value,
    ).toBe('A cadeira chegou com o pistão quebrado.');

    network.setOffline(false);
    await act(() => refreshAll());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('keeps the refunds listed in Minha conta and names them in the notice', async () => {
    const network = api([refund(3, 'IN_ANALYSIS', 1)]);
    render(<RefundsSection buyerId="b" />, { wrapper: Refreshable });
    await screen.findByTestId('refund-REE-00000003');

    network.setOffline(true);
    await act(() => refreshAll());
    expect(text(await screen.findByRole('status'))).toMatch(
      /^Não foi possível atualizar seus reembolsos; o que aparece aqui é da última leitura/,
    );
    expect(screen.getByTestId('refund-REE-00000003')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/conta → Reembolsos', () => {
  it('leaves out the requests cancelled before they were sent', async () => {
    api([
      refund(1, 'CANCELLED', 1),
      { ...refund(2, 'CANCELLED', 1), submittedAt: '2026-11-29T22:41:00.000Z' },
      refund(3, 'IN_ANALYSIS', 1),
    ]);
    render(<RefundsSection buyerId="b" />, { wrapper: fresh });
    expect(await screen.findByTestId('refund-REE-00000003')).toBeTruthy();
    expect(screen.getByTestId('refund-REE-00000002')).toBeTruthy();
    expect(screen.queryByTestId('refund-REE-00000001')).toBeNull();
  });
});
