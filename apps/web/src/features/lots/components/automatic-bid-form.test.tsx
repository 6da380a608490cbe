import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { signInForTest } from '../../../../test/session';
import { AutomaticBidForm } from './automatic-bid-form';

const lotId = '00000000-0000-4000-8000-000000000041';
const text = (node: HTMLElement) => (node.textContent ?? '').replace(/\u00a0/g, ' ');

let api: FakeApi;

const lotState = {
  currentBidCents: 50_000,
  bidCount: 1,
  lastBidId: '00000000-0000-4000-8000-000000000051',
  nextMinimumBidCents: 51_000,
  scheduledEndAt: '2026-03-01T15:00:00.000Z',
};

beforeEach(() => {
  signInForTest();
  api = fakeApi(({ method }) =>
    jsonResponse(
      method === 'GET'
        ? { automaticBid: null }
        : {
            automaticBid: { maxCents: 60_000, setAt: '2026-03-01T14:50:00.000Z' },
            lot: lotState,
            winning: true,
            serverTime: '2026-03-01T14:50:00.000Z',
          },
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(onLotState = vi.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AutomaticBidForm lotId={lotId} minimum={51_000} onLotState={onLotState} />
    </SWRConfig>,
  );
  return onLotState;
}

describe('<AutomaticBidForm>', () => {
  it('asks for the maximum before sending anything', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Ativar lance automático' }));
    await waitFor(() => expect(text(screen.getByRole('status'))).toContain('Informe o valor máximo.'));
    expect(api.sent).toEqual([]);
  });

  it('masks the amount, sends the maximum and tells the lot state', async () => {
    const onLotState = renderForm();
    const amount = screen.getByLabelText('Valor máximo');
    fireEvent.change(amount, { target: { value: '60000' } });
    expect((amount as HTMLInputElement).value.replace(/\u00a0/g, ' ')).toBe('R$ 600,00');
    fireEvent.click(screen.getByRole('button', { name: 'Ativar lance automático' }));
    await waitFor(() =>
      expect(text(screen.getByRole('status'))).toContain(
        'Lance automático ativo até R$ 600,00. Você está vencendo.',
      ),
    );
    expect(api.sent).toEqual([
      {
        method: 'PUT',
        path: expect.stringContaining(`/web/lots/${lotId}/automatic-bid`),
        body: { maxCents: 60_000, confirmHighAmount: false },
      },
    ]);
    expect(onLotState).toHaveBeenCalledWith(lotState);
  });

  it('confirms a maximum far above the minimum before sending it', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Valor máximo'), { target: { value: '5000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ativar lance automático' }));
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeTruthy());
    expect(api.sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Confirmar máximo de/ }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body).toEqual({ maxCents: 5_000_000, confirmHighAmount: true });
  });

  it("shows the domain's refusal message", async () => {
    api.refuseWrites({
      status: 422,
      body: { code: 'AUTOMATIC_BID_TOO_LOW', message: 'too low', details: {} },
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('Valor máximo'), { target: { value: '51000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ativar lance automático' }));
    await waitFor(() =>
      expect(text(screen.getByRole('status'))).toContain(
        'O valor máximo do lance automático precisa chegar ao próximo lance mínimo.',
      ),
    );
  });
});
