import type { LotResult } from '@circula/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveEventLots } from './live-event-lots';

const lot = (number: number, result: LotResult | null, bidCount: number) => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  number,
  title: `Lote de teste ${number}`,
  photo: null,
  currentBidCents: bidCount > 0 ? 150_000 : null,
  startingBidCents: 100_000,
  unitPriceCents: null,
  bidCount,
  scheduledEndAt: '2026-11-20T18:00:00.000Z',
  city: 'São Paulo',
  state: 'SP',
  macroCategory: 'ELETROS' as const,
  displayStatus: result ? ('encerrado' as const) : ('aberto' as const),
  estimatedValueCents: null,
  result,
  listing: {
    id: '00000000-0000-4000-8000-000000000100',
    slug: 'evento-de-teste',
    title: 'Evento de teste',
    type: 'AUCTION' as const,
    segment: 'Desativação de Escritório' as const,
    status: 'CLOSED' as const,
  },
});

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
