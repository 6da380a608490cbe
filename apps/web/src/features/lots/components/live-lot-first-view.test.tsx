import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bids, props } from '../../../../test/live-lot-props';
import { LiveLotFirstView } from './live-lot-first-view';

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('LiveLotFirstView', () => {
  it('shows an open lot’s price, leader, bids, time, total and history before the live panel arrives', () => {
    render(
      <LiveLotFirstView
        {...props(
          { currentBidCents: 60_000, bidCount: 2, minimumNextBidCents: 65_000 },
          { bids, extensions: [] },
        )}
      />,
    );
    const panel = screen.getByTestId('pregao-ao-vivo');
    expect(screen.getByTestId('situacao-lote').dataset.kind).toBe('open-others');
    expect(text(screen.getByTestId('lance-atual'))).toBe('R$ 600,00');
    expect(text(screen.getByTestId('licitante-atual'))).toBe('por bruno');
    expect(text(screen.getByTestId('lance-minimo'))).toBe('R$ 650,00');
    expect(text(screen.getByTestId('encerramento'))).toContain('(horário de Brasília)');
    // One hour left by the page's server time, ticking in the browser.
    expect(text(panel)).toContain('Tempo restante');
    expect(text(panel)).toContain('Carregando sua conta…');
    expect(within(panel).getByRole('heading', { name: 'Total a pagar' })).toBeTruthy();
    const history = within(panel).getByRole('region', { name: 'Histórico de lances' });
    expect(text(history)).toContain('bruno');
    expect(text(history)).toContain('R$ 550,00');
    expect(screen.getByTestId('grafico-lances')).toBeTruthy();
  });

  it('invites the first bid on a lot without bids, with the minimum as the price', () => {
    render(<LiveLotFirstView {...props()} />);
    expect(screen.getByTestId('situacao-lote').dataset.kind).toBe('open-no-bids');
    expect(text(screen.getByTestId('lance-atual'))).toBe('R$ 500,00');
    expect(screen.queryByTestId('grafico-lances')).toBeNull();
  });

  it('says a closed lot ended, with no bid area, total or countdown', () => {
    render(
      <LiveLotFirstView
        {...props({ status: 'CLOSED', currentBidCents: 60_000, bidCount: 2 }, { bids, extensions: [] })}
      />,
    );
    const panel = screen.getByTestId('pregao-ao-vivo');
    expect(screen.getByTestId('situacao-lote').dataset.kind).toBe('closed');
    expect(text(panel)).toContain('Lote encerrado.');
    expect(text(panel)).not.toContain('Carregando sua conta');
    expect(text(panel)).not.toContain('Tempo restante');
    expect(within(panel).queryByRole('heading', { name: 'Total a pagar' })).toBeNull();
  });
});
