import type { ListingFigures } from '@circula/domain';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishListingState } from '@/features/live';
import { liveEventFigures } from '../lib/event-figures';
import { EventFigures } from './event-figures';

const listingId = '00000000-0000-4000-8000-000000000200';
const serverTime = '2026-11-22T12:00:00.000Z';
const figures: ListingFigures = {
  openLots: 2,
  totalLots: 3,
  totalBids: 5,
  bidders: 2,
  firstCloseAt: '2026-11-22T12:10:00.000Z',
  lastCloseAt: '2026-11-22T14:00:00.000Z',
  unitsLeft: null,
};
const summary = (status: 'OPEN' | 'CLOSED', bidCount: number, scheduledEndAt: string) => ({
  status,
  currentBidCents: bidCount ? 10_000 : null,
  bidCount,
  scheduledEndAt,
  extended: false,
  result: null,
});

// The device clock stands still, so a slow render never turns 10m 00s into 09m 59s.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T15:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  publishListingState(listingId, {});
});

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'O evento em números' }))
    .getByText(label)
    .closest('div')!;

describe('<EventFigures>', () => {
  it('shows open lots, bids, bidders and the time to the first and last close from the page', () => {
    render(
      <EventFigures listingId={listingId} figures={figures} auction live={false} serverTime={serverTime} />,
    );
    expect(figure('Lotes abertos').textContent).toBe('Lotes abertos2 de 3');
    expect(figure('Lances').textContent).toBe('Lances5');
    expect(figure('Participantes').textContent).toBe('Participantes2 pessoas');
    expect(figure('Primeiro encerramento em').textContent).toContain('10m 00s');
    expect(figure('Último encerramento em').textContent).toContain('02h 00m 00s');
  });

  it('follows the Event stream once its snapshot covers every lot', () => {
    render(<EventFigures listingId={listingId} figures={figures} auction live serverTime={serverTime} />);
    act(() =>
      publishListingState(listingId, {
        a: summary('CLOSED', 3, '2026-11-22T11:50:00.000Z'),
        b: summary('OPEN', 4, '2026-11-22T12:30:00.000Z'),
        c: summary('OPEN', 0, '2026-11-22T14:00:00.000Z'),
      }),
    );
    expect(figure('Lotes abertos').textContent).toBe('Lotes abertos2 de 3');
    expect(figure('Lances').textContent).toBe('Lances7');
    expect(figure('Primeiro encerramento em').textContent).toContain('30m 00s');
  });

  it('for a direct sale shows units left instead of bids', () => {
    render(
      <EventFigures
        listingId={listingId}
        figures={{ ...figures, unitsLeft: 6, firstCloseAt: null, lastCloseAt: null }}
        auction={false}
        live={false}
        serverTime={serverTime}
      />,
    );
    expect(figure('Unidades disponíveis').textContent).toBe('Unidades disponíveis6');
    expect(screen.queryByText('Lances')).toBeNull();
    expect(screen.queryByText('Primeiro encerramento em')).toBeNull();
  });
});

describe('liveEventFigures', () => {
  it('keeps the page figures until the snapshot covers every lot', () => {
    const partial = { a: summary('OPEN', 9, '2026-11-22T12:30:00.000Z') };
    expect(liveEventFigures(figures, partial, Date.parse(serverTime))).toBe(figures);
  });
});
