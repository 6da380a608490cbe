import type { LotResult } from '@circula/domain';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishListingState } from '@/features/live';
import { lotCard } from '../../../../test/lot-cards';
import { LiveEventLots } from './live-event-lots';

const lot = (number: number, result: LotResult | null, bidCount: number) => {
  const card = lotCard(number, {
    currentBidCents: bidCount > 0 ? 150_000 : null,
    bidCount,
    displayStatus: result ? 'encerrado' : 'aberto',
  });
  return {
    ...card,
    estimatedValueCents: null,
    result,
    listing: { ...card.listing, status: 'CLOSED' as const },
  };
};

describe('<LiveEventLots> after a reload', () => {
  it('shows how each closed lot ended, read with the page', () => {
    render(
      <LiveEventLots
        listingId="00000000-0000-4000-8000-000000000100"
        live={false}
        serverTime="2026-11-22T12:00:00.000Z"
        lots={[
          lot(1, 'SOLD', 4),
          lot(2, 'CONDITIONAL', 2),
          lot(3, 'UNSOLD', 0),
          lot(4, 'UNSOLD', 3),
          lot(5, null, 0),
        ]}
      />,
    );
    const label = (number: number) => within(screen.getByTestId(`lote-${number}`));
    expect(label(1).getByText('Arrematado')).toBeTruthy();
    expect(label(2).getByText('Venda condicional')).toBeTruthy();
    expect(label(3).getByText('Sem lances')).toBeTruthy();
    expect(label(4).getByText('Não arrematado')).toBeTruthy();
    for (const text of ['Arrematado', 'Venda condicional', 'Sem lances', 'Não arrematado']) {
      expect(label(5).queryByText(text)).toBeNull();
    }
  });
});

describe('<LiveEventLots> while the Event is live', () => {
  const listingId = '00000000-0000-4000-8000-000000000200';
  const open = { ...lot(1, null, 2), id: '00000000-0000-4000-8000-000000000201' };
  const other = { ...lot(2, null, 0), id: '00000000-0000-4000-8000-000000000202' };

  it("shows the server's card until the stream speaks of a lot, then that lot's bid, end, extension and result", () => {
    render(
      <LiveEventLots
        listingId={listingId}
        live={false}
        serverTime="2026-11-20T17:00:00.000Z"
        lots={[open, other]}
      />,
    );
    const card = within(screen.getByTestId('lote-1'));
    expect(card.getByText('R$ 1.500,00')).toBeTruthy();
    expect(card.getByText('Aberto')).toBeTruthy();
    expect(card.queryByText('Prorrogado')).toBeNull();

    act(() =>
      publishListingState(listingId, {
        [open.id]: {
          status: 'OPEN',
          currentBidCents: 160_000,
          bidCount: 3,
          scheduledEndAt: '2026-11-20T18:02:00.000Z',
          extended: true,
          result: null,
        },
      }),
    );
    expect(card.getByText('R$ 1.600,00')).toBeTruthy();
    expect(card.getByText('Prorrogado')).toBeTruthy();
    expect(card.getByRole('time').getAttribute('dateTime')).toBe('2026-11-20T18:02:00.000Z');
    // The lot the stream did not mention keeps what the server rendered.
    expect(within(screen.getByTestId('lote-2')).getByText('R$ 1.000,00')).toBeTruthy();

    act(() =>
      publishListingState(listingId, {
        [open.id]: {
          status: 'CLOSED',
          currentBidCents: 160_000,
          bidCount: 3,
          scheduledEndAt: '2026-11-20T18:02:00.000Z',
          extended: true,
          result: 'SOLD',
        },
      }),
    );
    expect(card.getByText('Encerrado')).toBeTruthy();
    expect(card.getByText('Arrematado')).toBeTruthy();
    expect(card.queryByText('Prorrogado')).toBeNull();
    expect(card.getByText(/Encerrou em/)).toBeTruthy();
  });
});
