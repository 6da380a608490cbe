import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../../../test/fake-api';
import { makeIntent } from '../../../../test/payment-intents';
import { makeRefund } from '../../../../test/refunds';
import { signInForTest } from '../../../../test/session';
import { RefundQueuePage, RefundStaffPage } from './refund-queue-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('/backoffice/reembolsos', () => {
  it('shows when each request was sent, in horário de Brasília', async () => {
    const intent = makeIntent({ status: 'PAID' });
    const buyer = { id: '00000000-0000-4000-8000-000000000301', username: 'elisa_rj' };
    const items = [
      { ...makeRefund(intent, 1, 'IN_ANALYSIS', 7), submittedAt: '2026-11-29T22:41:00.000Z', buyer },
    ];
    fakeApi(({ path }) =>
      path.endsWith('/backoffice/refunds')
        ? jsonResponse({ items, total: 1 })
        : jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404),
    );
    signInForTest();
    render(<RefundQueuePage />, { wrapper: fresh });
    const row = await screen.findByTestId('backoffice-refund-REE-00000001');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('enviado em 29/11/2026, 19:41');
  });

  it('says a refund the API does not know is not found, and any other failure that it could not load', async () => {
    const missing = '00000000-0000-4000-8000-000000000404';
    fakeApi(({ path }) =>
      path.endsWith(`/backoffice/refunds/${missing}`)
        ? jsonResponse({ code: 'NOT_FOUND', message: 'Não encontrado.' }, 404)
        : jsonResponse({ code: 'INTERNAL_ERROR', message: 'Erro interno.' }, 500),
    );
    signInForTest();
    render(<RefundStaffPage refundId={missing} />, { wrapper: fresh });
    expect((await screen.findByRole('alert')).textContent).toBe('Reembolso não encontrado.');
    cleanup();
    render(<RefundStaffPage refundId="00000000-0000-4000-8000-000000000500" />, { wrapper: fresh });
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível carregar o reembolso.');
  });
});
