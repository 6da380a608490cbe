import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bidAreaProps, bidLotId } from '../../../../test/bid-area';
import { type FakeApi, fakeApi, jsonResponse } from '../../../../test/fake-api';
import { fakeAccessToken, signInForTest } from '../../../../test/session';
import { BidForm } from './bid-form';

const lotId = bidLotId;
const token = fakeAccessToken();
const props = bidAreaProps;

const text = (node: HTMLElement) => (node.textContent ?? '').replace(/\u00a0/g, ' ');
let api: FakeApi;
/** The Authorization header of each bid sent, in order. */
let authorizations: (string | null)[];

beforeEach(() => {
  authorizations = [];
  signInForTest();
  api = fakeApi(({ method, url, request, body }) => {
    if (method === 'GET' && url.pathname.endsWith('/automatic-bid'))
      return jsonResponse({ automaticBid: null });
    authorizations.push(request.headers.get('authorization'));
    const { amountCents } = body as { amountCents: number };
    return jsonResponse(
      {
        bid: { id: 'bid-2', sequence: 2, amountCents, createdAt: '2026-03-01T14:50:00.000Z' },
        lot: {
          currentBidCents: amountCents,
          bidCount: 2,
          lastBidId: 'bid-2',
          nextMinimumBidCents: 53_000,
          scheduledEndAt: '2026-03-01T15:00:00.000Z',
        },
        winning: true,
        serverTime: '2026-03-01T14:50:00.000Z',
      },
      201,
    );
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('<BidForm>', () => {
  it('shows the total of the chosen amount from the domain pricing and refuses one below the minimum', async () => {
    render(<BidForm {...props()} />);
    fireEvent.change(screen.getByLabelText('Valor do lance'), { target: { value: '50000' } });
    // R$ 500,00 + 5% of the auctioneer.
    expect(text(screen.getByTestId('total-do-lance'))).toBe('R$ 525,00');
    fireEvent.click(screen.getByRole('button', { name: /^Dar lance de/ }));
    await waitFor(() =>
      expect(text(screen.getByTestId('retorno-lance'))).toContain('O lance mínimo agora é R$ 510,00.'),
    );
    expect(api.sent).toEqual([]);
  });

  it('sends a quick bid with the last bid seen and a key, merges the answer, and leaves the standing to the panel', async () => {
    const mergeState = vi.fn();
    render(<BidForm {...props({ mergeState })} />);
    fireEvent.click(screen.getByRole('button', { name: /R\$\s520,00/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Dar lance de/ }));
    await waitFor(() =>
      expect(text(screen.getByTestId('retorno-lance'))).toContain('Lance de R$ 520,00 registrado'),
    );
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.path).toContain(`/web/lots/${lotId}/bids`);
    expect(authorizations).toEqual([`Bearer ${token}`]);
    expect(api.sent[0]!.body).toMatchObject({
      amountCents: 52_000,
      lastSeenBidId: 'bid-1',
      confirmHighAmount: false,
    });
    expect(typeof (api.sent[0]!.body as { idempotencyKey?: unknown }).idempotencyKey).toBe('string');
    expect(mergeState).toHaveBeenCalledWith(expect.objectContaining({ bidCount: 2, lastBidId: 'bid-2' }));
    // A receipt is a fact of its moment: it does not claim a standing or an end that may change next second.
    expect(text(screen.getByTestId('retorno-lance'))).not.toContain('Você está vencendo');
    expect(text(screen.getByTestId('retorno-lance'))).not.toContain('Encerramento');
  });

  it('asks for an amount before sending anything, and clears the refusal once one is chosen', async () => {
    render(<BidForm {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dar lance' }));
    await waitFor(() =>
      expect(text(screen.getByTestId('retorno-lance'))).toContain('Informe o valor do lance.'),
    );
    fireEvent.click(screen.getByRole('button', { name: /R\$\s510,00/ }));
    await waitFor(() => expect(text(screen.getByTestId('retorno-lance'))).toBe(''));
    expect(api.sent).toEqual([]);
  });

  it('asks to confirm a large jump before sending it', async () => {
    render(<BidForm {...props()} />);
    fireEvent.change(screen.getByLabelText('Valor do lance'), { target: { value: '5000000' } });
    fireEvent.click(screen.getByRole('button', { name: /^Dar lance de/ }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    expect(api.sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Confirmar lance de/ }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body).toMatchObject({ amountCents: 5_000_000, confirmHighAmount: true });
  });
});
