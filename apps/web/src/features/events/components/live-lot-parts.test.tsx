import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishListingState } from '@/features/live';
import { LiveLotFacts, LiveLotStatus } from './live-lot-parts';

const listingId = '00000000-0000-4000-8000-000000000300';
const lot = {
  id: '00000000-0000-4000-8000-000000000301',
  currentBidCents: 150_000,
  startingBidCents: 100_000,
  unitPriceCents: null,
  scheduledEndAt: '2026-11-20T18:00:00.000Z',
  displayStatus: 'aberto' as const,
  listing: { type: 'AUCTION' as const },
};
const streamed = {
  status: 'OPEN' as const,
  currentBidCents: 150_000,
  bidCount: 2,
  // The stream writes the same instant without milliseconds.
  scheduledEndAt: '2026-11-20T18:00:00Z',
  extended: false,
  result: null,
};

function renderIslands() {
  render(
    <>
      <LiveLotStatus listingId={listingId} lot={lot}>
        <span>badge from the server</span>
      </LiveLotStatus>
      <LiveLotFacts listingId={listingId} lot={lot} estimatedValueCents={null}>
        <p>facts from the server</p>
      </LiveLotFacts>
    </>,
  );
}

describe("a card's live islands", () => {
  it("keep the server's rendering while the stream repeats the page's figures", () => {
    renderIslands();
    act(() => publishListingState(listingId, { [lot.id]: streamed }));
    expect(screen.getByText('badge from the server')).toBeTruthy();
    expect(screen.getByText('facts from the server')).toBeTruthy();
  });

  it('render the price, end and status themselves once the stream changes one of them', () => {
    renderIslands();
    act(() => publishListingState(listingId, { [lot.id]: { ...streamed, currentBidCents: 160_000 } }));
    expect(screen.queryByText('facts from the server')).toBeNull();
    expect(screen.getByText('R$ 1.600,00')).toBeTruthy();
    expect(screen.getByText('badge from the server')).toBeTruthy();

    act(() =>
      publishListingState(listingId, {
        [lot.id]: { ...streamed, scheduledEndAt: '2026-11-20T18:02:00.000Z', extended: true },
      }),
    );
    expect(screen.getByRole('time').getAttribute('dateTime')).toBe('2026-11-20T18:02:00.000Z');

    act(() =>
      publishListingState(listingId, { [lot.id]: { ...streamed, status: 'CLOSED', result: 'SOLD' } }),
    );
    expect(screen.queryByText('badge from the server')).toBeNull();
    expect(screen.getByText('Encerrado')).toBeTruthy();
    expect(screen.getByText(/Encerrou em/)).toBeTruthy();
  });
});
