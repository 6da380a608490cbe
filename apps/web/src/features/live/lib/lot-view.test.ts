import { totalFromPrice } from '@circula/domain';
import { describe, expect, it } from 'vitest';
import { lotEvent } from '../../../../test/live-events';
import { applyLotEvent, initialLotState, type LiveLotState, type LotStreamEvent } from './live-lot-state';
import { extensionNoticeMs, type LotViewInput, lotViewOf } from './lot-view';

const lotId = '00000000-0000-4000-8000-000000000001';
const startsAt = '2026-03-01T12:00:00.000Z';
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

const fresh = () =>
  initialLotState(lotId, {
    currentBidCents: null,
    bidCount: 0,
    lastBidId: null,
    nextMinimumBidCents: 50_000,
    scheduledEndAt: end,
  });

function view(lot: LiveLotState, overrides: Partial<LotViewInput> = {}) {
  return lotViewOf({
    lot,
    closing: lot.closing,
    serverNowMs: beforeEnd,
    startsAt,
    biddable: true,
    username: 'ana',
    startingBidCents: 50_000,
    pricing,
    ...overrides,
  });
}

const totalOf = (priceCents: number) => totalFromPrice({ ...pricing, priceCents });

describe('lot view state', () => {
  it('is upcoming before the start: it says when it starts, never when it ends, and takes no bid', () => {
    const state = view(fresh(), { serverNowMs: Date.parse(startsAt) - 1 });
    expect(state).toMatchObject({
      kind: 'upcoming',
      badge: 'em-breve',
      time: { label: 'Começa em', iso: startsAt },
      canBid: false,
      showCountdown: false,
      standing: null,
    });
    expect(state.total?.priceLabel).toBe('Lance inicial');
  });

  it('follows a bidder through no bids, winning, outbid, extension and the close they win', () => {
    let lot = fresh();
    let state = view(lot);
    expect(state).toMatchObject({
      kind: 'open-no-bids',
      badge: 'aberto',
      heading: 'Pregão ao vivo',
      canBid: true,
    });
    expect(state.emptyHistoryText).toBe('Nenhum lance ainda. Seja o primeiro!');
    expect(state.total).toMatchObject({ priceLabel: 'Lance mínimo', breakdown: totalOf(50_000) });

    lot = applyLotEvent(lot, bid(1, 50_000, 'ana'), beforeEnd);
    state = view(lot);
    expect(state.kind).toBe('open-you-winning');
    expect(state.standing).toEqual({ tone: 'good', text: 'Você está vencendo' });
    expect(state.total).toMatchObject({ priceLabel: 'Lance atual', breakdown: totalOf(50_000) });

    // Outbid in the last minutes: the standing flips (never both), the end moves, the total follows.
    lot = applyLotEvent(lot, bid(2, 90_000, 'bruno', later), beforeEnd);
    lot = applyLotEvent(
      lot,
      lotEvent('extension', { lotId, previousScheduledEndAt: end, scheduledEndAt: later }),
      beforeEnd,
    );
    state = view(lot);
    expect(state.kind).toBe('open-you-outbid');
    expect(state.standing).toEqual({ tone: 'bad', text: 'Seu lance foi superado' });
    expect(state.extension).toEqual({ scheduledEndAt: later });
    expect(state.time).toEqual({ label: 'Encerra em', iso: later });
    expect(state.total?.breakdown).toEqual(totalOf(90_000));
    // Past the old end the lot is still open, and the notice fades after a while.
    state = view(lot, { serverNowMs: Date.parse(end) + 1_000 });
    expect(state.kind).toBe('open-you-outbid');
    expect(view(lot, { serverNowMs: beforeEnd + extensionNoticeMs }).extension).toBeNull();

    lot = applyLotEvent(lot, bid(3, 100_000, 'ana', later), beforeEnd);
    expect(view(lot).kind).toBe('open-you-winning');

    // Time up, result not yet heard: no bidding, no standing, the end is in the past tense.
    state = view(lot, { serverNowMs: Date.parse(later) + 1 });
    expect(state).toMatchObject({
      kind: 'closing',
      badge: 'encerrado',
      standing: null,
      canBid: false,
      showCountdown: false,
      time: { label: 'Encerrou em', iso: later },
    });

    lot = applyLotEvent(
      lot,
      lotEvent('closed', {
        lotId,
        status: 'CLOSED',
        result: 'SOLD',
        winnerUsername: 'ana',
        amountCents: 100_000,
        closedAt: later,
        sellerDeadlineAt: null,
        bidCount: 3,
      }),
      Date.parse(later),
    );
    state = view(lot, { serverNowMs: Date.parse(later) + 2_000 });
    expect(state).toMatchObject({
      kind: 'closed-won-by-you',
      phase: 'closed',
      badge: 'encerrado',
      heading: 'Resultado do pregão',
      standing: null,
      extension: null,
      canBid: false,
      showNextMinimum: false,
      emptyHistoryText: 'Nenhum lance.',
    });
    // R$ 1.000,00 + 5% of the auctioneer: the winner's total is the winning amount's.
    expect(state.total).toMatchObject({ priceLabel: 'Seu lance vencedor', breakdown: totalOf(100_000) });
    expect(state.total?.breakdown.totalCents).toBe(105_000);
    expect(state.total?.note).not.toContain('se o lote for arrematado');
    // The loser sees who won, and no total.
    expect(view(lot, { username: 'bruno' })).toMatchObject({ kind: 'closed-sold', total: null });
  });

  it('tells others apart from the viewer: a visitor never reads a standing', () => {
    const lot = applyLotEvent(fresh(), bid(1, 50_000, 'bruno'), beforeEnd);
    expect(view(lot).kind).toBe('open-others');
    expect(view(lot, { username: null })).toMatchObject({ kind: 'open-others', standing: null });
  });

  it('names each closed outcome, without bidding texts', () => {
    const closed = (closing: LiveLotState['closing'], bidCount = 3): LiveLotState => ({
      ...fresh(),
      status: 'CLOSED',
      bidCount,
      closing,
    });
    const base = { winnerUsername: 'ana', amountCents: 52_000, closedAt: end, sellerDeadlineAt: null };
    expect(view(closed({ ...base, result: 'CONDITIONAL' }))).toMatchObject({
      kind: 'closed-conditional-you',
      total: { breakdown: totalOf(52_000) },
    });
    expect(view(closed({ ...base, result: 'CONDITIONAL' }), { username: 'bruno' }).kind).toBe(
      'closed-conditional',
    );
    expect(view(closed({ ...base, result: 'UNSOLD' })).kind).toBe('closed-unsold');
    expect(view(closed({ ...base, result: 'UNSOLD', winnerUsername: null, amountCents: null }, 0)).kind).toBe(
      'closed-no-bids',
    );
    // Closed but the result not read yet.
    expect(view(closed(null))).toMatchObject({ kind: 'closed', badge: 'encerrado', total: null });
    expect(view({ ...fresh(), status: 'CANCELLED' })).toMatchObject({ kind: 'cancelled', canBid: false });
    for (const state of [
      view(closed(null)),
      view(closed({ ...base, result: 'SOLD' }), { username: 'bruno' }),
    ]) {
      expect(state.heading).not.toBe('Pregão ao vivo');
      expect(state.emptyHistoryText).not.toContain('Seja o primeiro');
      expect(state.time?.label).toBe('Encerrou em');
    }
  });

  it('takes no bids before the end when the Event is not open for bids', () => {
    expect(view(fresh(), { biddable: false })).toMatchObject({
      kind: 'not-biddable',
      canBid: false,
      badge: 'aberto',
    });
  });
});
