import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthClient } from '@/features/auth/lib/session';
import { AutomaticBidForm } from './automatic-bid-form';

const lotId = '00000000-0000-4000-8000-000000000041';
const token = `e30.${btoa(JSON.stringify({ sub: 'u', sid: 's' })).replace(/=+$/, '')}.sig`;
const text = (node: HTMLElement) => (node.textContent ?? '').replace(/\u00a0/g, ' ');

let sent: { method: string; url: string; body: unknown }[];
/** What the API answers the next PUT with: the change, or a refusal. */
let putAnswer: { status: number; body: unknown };

const lotState = {
  currentBidCents: 50_000,
  bidCount: 1,
  lastBidId: '00000000-0000-4000-8000-000000000051',
  nextMinimumBidCents: 51_000,
  scheduledEndAt: '2026-03-01T15:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  putAnswer = {
    status: 200,
    body: {
      automaticBid: { maxCents: 60_000, setAt: '2026-03-01T14:50:00.000Z' },
      lot: lotState,
      winning: true,
      serverTime: '2026-03-01T14:50:00.000Z',
    },
  };
  act(() =>
    getAuthClient().completeSignIn({ accessToken: token, refreshTokenExpiresAt: '2026-12-22T00:00:00.000Z' }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'GET') return json(200, { automaticBid: null });
      sent.push({ method: request.method, url: request.url, body: await request.json() });
      return json(putAnswer.status, putAnswer.body);
    }),
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
    expect(sent).toEqual([]);
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
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: expect.stringContaining(`/web/lots/${lotId}/automatic-bid`),
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
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Confirmar máximo de/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ maxCents: 5_000_000, confirmHighAmount: true });
  });

  it("shows the domain's refusal message", async () => {
    putAnswer = {
      status: 422,
      body: { code: 'AUTOMATIC_BID_TOO_LOW', message: 'too low', details: {} },
    };
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
