import type { ListingCheckoutReview } from '@circula/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { ListingCheckoutPage } from './listing-checkout-page';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/listing-checkouts/x',
  useRouter: () => ({ push, replace: vi.fn(), prefetch: vi.fn() }),
}));

const lotId = '00000000-0000-4000-8000-000000000091';

const reviewAnswer: ListingCheckoutReview = {
  lot: { id: lotId, number: 7, title: 'Cadeira de escritório', unitPriceCents: 12_000, availableQuantity: 5 },
  listing: {
    id: '00000000-0000-4000-8000-000000000092',
    slug: 'queima-de-estoque',
    title: 'Queima de estoque',
    sellerName: 'Loja',
    city: 'Campinas',
    state: 'SP',
    acceptBuyersMode: 'ALL',
    checkOutType: 'PICK_UP_V0',
    inspectionConditions: '',
    pickUpConditions: '',
    paymentDeadlineBusinessDays: 2,
  },
  quantity: 1,
  lines: [{ kind: 'PRICE', lotId, label: 'Valor da compra', amountCents: 12_000 }],
  totalCents: 12_000,
};

const unpaidLimit = {
  statusCode: 409,
  code: 'DIRECT_SALE_UNPAID_LIMIT',
  message:
    'Você já tem 3 compras aguardando pagamento. Pague ou cancele uma delas em Minhas compras para poder comprar de novo.',
  details: { limit: 3 },
};

beforeEach(() => {
  push.mockReset();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<ListingCheckoutPage> refused confirmation', () => {
  it('shows the API message of the unpaid-purchases cap and leads to Minhas compras', async () => {
    const api = fakeApi(
      ({ method, path }) => {
        if (method === 'POST' && path.endsWith('/web/listing-checkouts')) return jsonResponse(reviewAnswer);
        if (path.endsWith('/web/listing-checkouts/confirm')) return jsonResponse(unpaidLimit, 409);
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
      },
      { isRead: ({ path }) => path.endsWith('/web/listing-checkouts') },
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ListingCheckoutPage lotId={lotId} initialQuantity={1} />
      </SWRConfig>,
    );
    fireEvent.click(
      await screen.findByLabelText('Li e aceito as condições deste evento e os Termos de uso.'),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Confirmar compra de/ }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Compras aguardando pagamento' })).toBeTruthy();
    expect(within(notice).getByText(unpaidLimit.message)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Ver Minhas compras' }).getAttribute('href')).toBe(
      '/conta#conta-compras',
    );
    expect(api.sent.map((request) => request.path)).toEqual([
      expect.stringMatching(/\/web\/listing-checkouts\/confirm$/),
    ]);
    expect(push).not.toHaveBeenCalled();
  });

  it('a buyer already at the cap learns it from the review, before any form to fill', async () => {
    fakeApi(
      ({ method, path }) => {
        if (method === 'POST' && path.endsWith('/web/listing-checkouts'))
          return jsonResponse(unpaidLimit, 409);
        return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Não encontrado.' }, 404);
      },
      { isRead: ({ path }) => path.endsWith('/web/listing-checkouts') },
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ListingCheckoutPage lotId={lotId} initialQuantity={1} />
      </SWRConfig>,
    );
    expect(await screen.findByRole('heading', { name: 'Compras aguardando pagamento' })).toBeTruthy();
    expect(screen.getByText(unpaidLimit.message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver Minhas compras' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Confirmar compra de/ })).toBeNull();
  });
});
