import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  applyLotEvent,
  createServerClock,
  initialLotState,
  LiveCountdown,
  type LiveLotState,
  type LotStreamEvent,
  lotViewOf,
} from '@/features/live';
import { lotEvent } from '../../../../test/live-events';
import { BidHistory } from './bid-history';
import { LotLiveStatus } from './lot-live-status';
import { TotalToPay } from './total-to-pay';

const lotId = '00000000-0000-4000-8000-000000000009';
const end = '2026-03-01T15:00:00.000Z';
const later = '2026-03-01T15:03:00.000Z';
const beforeEnd = Date.parse(end) - 60_000;
const pricing = { listingType: 'AUCTION' as const, feeTable: [], buyerFeePercentage: null };

const bid = (sequence: number, amountCents: number, username: string, scheduledEndAt = end): LotStreamEvent =>
  lotEvent('bid', {
    lotId,
    bidId: `bid-${sequence}`,
    sequence,
    amountCents,
    username,
    automatic: false,
    createdAt: '2026-03-01T14:59:00.000Z',
    scheduledEndAt,
    currentBidCents: amountCents,
    bidCount: sequence,
    nextMinimumBidCents: amountCents + 1_000,
  });

const text = () => (document.body.textContent ?? '').replace(/\u00a0/g, ' ');

/** The panel's status, total and history as the panel renders them from one view. */
function Page({ lot, serverNowMs }: { lot: LiveLotState; serverNowMs: number }) {
  const view = lotViewOf({
    lot,
    closing: lot.closing,
    serverNowMs,
    startsAt: null,
    biddable: true,
    username: 'ana',
    startingBidCents: 50_000,
    pricing,
  });
  return (
    <>
      <LotLiveStatus
        view={view}
        lot={lot}
        username="ana"
        startingBidCents={50_000}
        estimatedValueCents={null}
        countdown={
          <LiveCountdown
            endIso={lot.scheduledEndAt ?? end}
            clock={createServerClock({
              serverTimeIso: new Date(serverNowMs).toISOString(),
              deviceNowMs: Date.now(),
            })}
            initialServerNowMs={serverNowMs}
          />
        }
      />
      {view.total ? (
        <TotalToPay
          total={view.total.breakdown}
          listingType="AUCTION"
          priceLabel={view.total.priceLabel}
          note={view.total.note}
        />
      ) : null}
      <BidHistory bids={lot.bids} ownUsername="ana" emptyText={view.emptyHistoryText} />
    </>
  );
}

describe('<LotLiveStatus> through a live auction', () => {
  it('never shows two stories at once: winning, outbid with the new end, then the close', () => {
    let lot = initialLotState(lotId, {
      currentBidCents: null,
      bidCount: 0,
      lastBidId: null,
      nextMinimumBidCents: 50_000,
      scheduledEndAt: end,
    });
    const { rerender } = render(<Page lot={lot} serverNowMs={beforeEnd} />);
    expect(screen.getByText('Aberto')).toBeTruthy();
    expect(text()).toContain('Nenhum lance ainda. Seja o primeiro!');
    expect(screen.queryByTestId('situacao-lance')).toBeNull();
    expect(screen.getByTestId('total-a-pagar').textContent).toBe('R$ 525,00'.replace(' ', '\u00a0'));

    lot = applyLotEvent(lot, bid(1, 50_000, 'ana'), beforeEnd);
    rerender(<Page lot={lot} serverNowMs={beforeEnd} />);
    expect(screen.getByTestId('situacao-lance').textContent).toBe('Você está vencendo');

    lot = applyLotEvent(lot, bid(2, 90_000, 'bruno', later), beforeEnd);
    lot = applyLotEvent(
      lot,
      lotEvent('extension', { lotId, previousScheduledEndAt: end, scheduledEndAt: later }),
      beforeEnd,
    );
    rerender(<Page lot={lot} serverNowMs={beforeEnd} />);
    expect(screen.getAllByTestId('situacao-lance').map((node) => node.textContent)).toEqual([
      'Seu lance foi superado',
    ]);
    expect(text()).not.toContain('Você está vencendo');
    expect(screen.getByTestId('encerramento').getAttribute('datetime')).toBe(later);
    expect(screen.getByTestId('prorrogado')).toBeTruthy();
    // The total follows the bid: R$ 900,00 + 5%.
    expect(text()).toContain('R$ 945,00');

    lot = applyLotEvent(
      lot,
      lotEvent('closed', {
        lotId,
        status: 'CLOSED',
        result: 'SOLD',
        winnerUsername: 'bruno',
        amountCents: 90_000,
        closedAt: later,
        sellerDeadlineAt: null,
        bidCount: 2,
      }),
      Date.parse(later),
    );
    rerender(<Page lot={lot} serverNowMs={Date.parse(later) + 1_000} />);
    expect(screen.getByText('Encerrado')).toBeTruthy();
    expect(screen.queryByText('Aberto')).toBeNull();
    expect(screen.queryByTestId('situacao-lance')).toBeNull();
    expect(screen.queryByTestId('prorrogado')).toBeNull();
    expect(screen.queryByTestId('lance-minimo')).toBeNull();
    expect(screen.queryByTestId('total-a-pagar')).toBeNull();
    expect(text()).toContain('Encerrou em');
    expect(text()).not.toContain('Tempo restante');
    expect(text()).not.toContain('se o lote for arrematado');
  });

  it("shows the winner the total of the winning amount and a closed lot without bids doesn't invite one", () => {
    const closed = (closing: LiveLotState['closing'], bidCount: number): LiveLotState => ({
      ...initialLotState(lotId, {
        currentBidCents: closing?.amountCents ?? null,
        bidCount,
        lastBidId: null,
        nextMinimumBidCents: null,
        scheduledEndAt: end,
        status: 'CLOSED',
      }),
      closing,
    });
    const { rerender } = render(
      <Page
        lot={closed(
          {
            result: 'SOLD',
            winnerUsername: 'ana',
            amountCents: 52_000,
            closedAt: end,
            sellerDeadlineAt: null,
          },
          4,
        )}
        serverNowMs={Date.parse(end) + 5_000}
      />,
    );
    // R$ 520,00 + 5% = R$ 546,00, not a total of an older price.
    expect(screen.getByTestId('total-a-pagar').textContent?.replace(/\u00a0/g, ' ')).toBe('R$ 546,00');
    expect(text()).toContain('Seu lance vencedor');

    rerender(
      <Page
        lot={closed(
          {
            result: 'UNSOLD',
            winnerUsername: null,
            amountCents: null,
            closedAt: end,
            sellerDeadlineAt: null,
          },
          0,
        )}
        serverNowMs={Date.parse(end) + 5_000}
      />,
    );
    expect(text()).toContain('Nenhum lance.');
    expect(text()).not.toContain('Seja o primeiro');
    expect(screen.queryByTestId('total-a-pagar')).toBeNull();
  });
});
