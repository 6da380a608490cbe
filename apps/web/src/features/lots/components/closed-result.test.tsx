import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveLotState } from '@/features/live';
import { ClosedResult } from './closed-result';

function closedLot(closing: LiveLotState['closing']): LiveLotState {
  return {
    lotId: 'lot-1',
    status: 'CLOSED',
    currentBidCents: closing?.amountCents ?? null,
    bidCount: closing?.amountCents === null ? 0 : 3,
    lastBidId: null,
    nextMinimumBidCents: null,
    scheduledEndAt: '2026-03-01T15:00:00.000Z',
    bids: [],
    contiguousSequence: 0,
    extension: null,
    extensions: [],
    closing,
  };
}

const unsoldWithBid = closedLot({
  result: 'UNSOLD',
  winnerUsername: 'ana.souza',
  amountCents: 520_00,
  closedAt: '2026-03-01T15:00:00.000Z',
  sellerDeadlineAt: null,
});

// Currency amounts carry a no-break space after R$.
function textOf(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/\u00a0/g, ' ');
}

describe('<ClosedResult>', () => {
  it('tells the highest bidder that an unconfirmed sale costs nothing, without naming a reason', () => {
    render(<ClosedResult lot={unsoldWithBid} username="ana.souza" />);
    const result = screen.getByTestId('resultado');
    const text = textOf(result);
    expect(text).toContain('O vendedor não confirmou a venda');
    expect(text).toContain('A venda do seu lance de R$ 520,00 não foi confirmada. Nada será cobrado.');
    // The sale may have been refused, lapsed or cancelled by staff: the reserve is not the only reason.
    expect(text).not.toContain('reserva');
  });

  it('tells everyone else the highest bid and that the sale did not happen', () => {
    render(<ClosedResult lot={unsoldWithBid} username="bruno.lima" />);
    const result = screen.getByTestId('resultado');
    const text = textOf(result);
    expect(text).toContain('Lote não arrematado');
    expect(text).toContain('O maior lance foi de R$ 520,00, e a venda não foi confirmada.');
    expect(text).not.toContain('Nada será cobrado');
  });

  it('says a lot closed without bids', () => {
    render(
      <ClosedResult
        lot={closedLot({
          result: 'UNSOLD',
          winnerUsername: null,
          amountCents: null,
          closedAt: '2026-03-01T15:00:00.000Z',
          sellerDeadlineAt: null,
        })}
        username={null}
      />,
    );
    expect(screen.getByTestId('resultado').textContent).toBe('Lote encerrado sem lances.');
  });
});
