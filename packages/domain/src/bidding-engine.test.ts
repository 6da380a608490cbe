import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AutomaticBid } from './automatic-bids.js';
import { defaultIncrementCents } from './bidding.js';
import { addBusinessDays } from './bidding-deadlines.js';
import {
  applyManualBid,
  checkAutomaticBidMaximum,
  type LotBidRules,
  type LotBidState,
  nextMinimumBidCents,
  runAutomaticBids,
} from './bidding-engine.js';

const end = new Date('2026-05-10T15:00:00Z');
const rules: LotBidRules = {
  startingBidCents: 50_000,
  incrementCents: 1_000,
  softClose: { windowSeconds: 180, extensionSeconds: 180 },
};
const empty: LotBidState = { lastBid: null, bidCount: 0, scheduledEndAt: end };
const early = new Date(end.getTime() - 3_600_000);
const auto = (buyerId: string, maxCents: number, at = 0): AutomaticBid => ({
  buyerId,
  maxCents,
  createdAt: new Date(at),
});

describe('applyManualBid', () => {
  it('places the bid with the next sequence and leaves the end alone outside the window', () => {
    const step = applyManualBid(
      empty,
      rules,
      { buyerId: 'a', amountCents: 50_000, lastSeenBidId: null },
      [],
      early,
      randomUUID,
    );
    expect(step.ok).toBe(true);
    if (!step.ok) return;
    expect(step.placed).toMatchObject([{ buyerId: 'a', amountCents: 50_000, sequence: 1, automatic: false }]);
    expect(step.state).toMatchObject({ bidCount: 1, scheduledEndAt: end });
    expect(step.extended).toBe(false);
  });

  it('extends the end for a bid inside the window, the edge included', () => {
    for (const secondsBefore of [180, 1, 0]) {
      const at = new Date(end.getTime() - secondsBefore * 1000);
      const step = applyManualBid(
        empty,
        rules,
        { buyerId: 'a', amountCents: 50_000, lastSeenBidId: null },
        [],
        at,
        randomUUID,
      );
      expect(step.ok && step.state.scheduledEndAt.getTime()).toBe(
        Math.max(end.getTime(), at.getTime() + 180_000),
      );
    }
    const justBefore = new Date(end.getTime() - 180_001);
    const step = applyManualBid(
      empty,
      rules,
      { buyerId: 'a', amountCents: 50_000, lastSeenBidId: null },
      [],
      justBefore,
      randomUUID,
    );
    expect(step.ok && step.extended).toBe(false);
  });

  it('refuses the leader bidding over their own bid', () => {
    const first = applyManualBid(
      empty,
      rules,
      { buyerId: 'a', amountCents: 50_000, lastSeenBidId: null },
      [],
      early,
      randomUUID,
    );
    if (!first.ok) throw new Error('expected ok');
    const again = applyManualBid(
      first.state,
      rules,
      { buyerId: 'a', amountCents: 60_000, lastSeenBidId: first.placed[0]!.id },
      [],
      early,
      randomUUID,
    );
    expect(again).toEqual({ ok: false, reason: 'ALREADY_HIGHEST_BIDDER' });
  });

  it('answers a manual bid with the automatic bid of another buyer, in the same step', () => {
    const step = applyManualBid(
      empty,
      rules,
      { buyerId: 'a', amountCents: 50_000, lastSeenBidId: null },
      [auto('b', 70_000)],
      early,
      randomUUID,
    );
    if (!step.ok) throw new Error('expected ok');
    expect(step.placed.map((bid) => [bid.buyerId, bid.amountCents, bid.sequence, bid.automatic])).toEqual([
      ['a', 50_000, 1, false],
      ['b', 51_000, 2, true],
    ]);
  });
});

describe('amount bounds in the engine', () => {
  const bid = (amountCents: number, confirmed = false) =>
    applyManualBid(
      empty,
      { ...rules, appraisalCents: 100_000 },
      { buyerId: 'a', amountCents, lastSeenBidId: null, confirmed },
      [],
      early,
      randomUUID,
    );

  it('refuses a bid above 10× the reference value, confirmed or not', () => {
    expect(bid(1_000_001, true)).toEqual({
      ok: false,
      reason: 'AMOUNT_ABOVE_MAXIMUM',
      maximumCents: 1_000_000,
    });
    expect(bid(Number.MAX_SAFE_INTEGER, true)).toMatchObject({ ok: false, reason: 'AMOUNT_ABOVE_MAXIMUM' });
    expect(bid(1_000_000, true).ok).toBe(true);
  });

  it('places a large jump only once confirmed', () => {
    expect(bid(100_000)).toEqual({ ok: false, reason: 'CONFIRMATION_REQUIRED', amountCents: 100_000 });
    expect(bid(100_000, true).ok).toBe(true);
    expect(bid(99_999).ok).toBe(true);
  });

  it('bounds automatic-bid maxima by the same rule, from the automatic-bid floor', () => {
    const lotRules = { ...rules, appraisalCents: 100_000 };
    const check = (maxCents: number, confirmed = false) =>
      checkAutomaticBidMaximum(empty, lotRules, { buyerId: 'a', maxCents, confirmed });
    expect(check(49_999)).toEqual({ ok: false, reason: 'BELOW_FLOOR', floorCents: 50_000, leading: false });
    expect(check(99_999)).toEqual({ ok: true });
    expect(check(100_000)).toEqual({ ok: false, reason: 'CONFIRMATION_REQUIRED', amountCents: 100_000 });
    expect(check(100_000, true)).toEqual({ ok: true });
    expect(check(1_000_001, true)).toEqual({
      ok: false,
      reason: 'AMOUNT_ABOVE_MAXIMUM',
      maximumCents: 1_000_000,
    });
  });
});

describe('the engine over random bidding', () => {
  const buyers = ['a', 'b', 'c', 'd', 'e'];
  const action = fc.oneof(
    fc.record({
      kind: fc.constant('manual' as const),
      buyer: fc.constantFrom(...buyers),
      over: fc.nat(30_000),
    }),
    fc.record({
      kind: fc.constant('automatic' as const),
      buyer: fc.constantFrom(...buyers),
      maxCents: fc.integer({ min: 40_000, max: 400_000 }),
    }),
  );
  const increment = fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: null });

  it('keeps sequences gapless and amounts rising, and lets no automatic bid exceed its maximum', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), increment, (actions, incrementCents) => {
        const lotRules = { ...rules, incrementCents };
        let state = empty;
        const autos = new Map<string, AutomaticBid>();
        const history: { buyerId: string; amountCents: number; sequence: number; automatic: boolean }[] = [];
        let clock = 0;
        for (const next of actions) {
          clock += 1;
          const at = new Date(early.getTime() + clock);
          if (next.kind === 'automatic') {
            // Maxima are only raised (the API refuses lowering one).
            if ((autos.get(next.buyer)?.maxCents ?? 0) >= next.maxCents) continue;
            autos.set(next.buyer, auto(next.buyer, next.maxCents, clock));
            const run = runAutomaticBids(state, lotRules, [...autos.values()], at, randomUUID);
            history.push(...run.placed);
            state = run.state;
            continue;
          }
          const amountCents = nextMinimumBidCents(state, lotRules) + next.over;
          const step = applyManualBid(
            state,
            lotRules,
            { buyerId: next.buyer, amountCents, lastSeenBidId: state.lastBid?.id ?? null },
            [...autos.values()],
            at,
            randomUUID,
          );
          if (step.ok) {
            history.push(...step.placed);
            state = step.state;
          }
        }
        history.forEach((bid, index) => {
          expect(bid.sequence).toBe(index + 1);
          if (index > 0) expect(bid.amountCents).toBeGreaterThan(history[index - 1]!.amountCents);
          if (bid.automatic) expect(bid.amountCents).toBeLessThanOrEqual(autos.get(bid.buyerId)!.maxCents);
        });
        expect(state.bidCount).toBe(history.length);
        expect(state.lastBid?.amountCents ?? null).toBe(history.at(-1)?.amountCents ?? null);
      }),
    );
  });

  it('between automatic bids set together, the highest maximum wins at no more than the second maximum plus one increment', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            buyer: fc.constantFrom(...buyers),
            maxCents: fc.integer({ min: 50_000, max: 900_000 }),
          }),
          {
            minLength: 2,
            maxLength: 5,
            selector: (entry) => entry.buyer,
          },
        ),
        increment,
        (entries, incrementCents) => {
          const lotRules = { ...rules, incrementCents };
          const autos = entries.map((entry, index) => auto(entry.buyer, entry.maxCents, index));
          const { state } = runAutomaticBids(empty, lotRules, autos, early, randomUUID);
          const sorted = [...autos].sort(
            (a, b) => b.maxCents - a.maxCents || a.createdAt.getTime() - b.createdAt.getTime(),
          );
          const [top, second] = [sorted[0]!, sorted[1]!];
          expect(state.lastBid?.buyerId).toBe(top.buyerId);
          const step = incrementCents ?? defaultIncrementCents(second.maxCents);
          expect(state.lastBid!.amountCents).toBeLessThanOrEqual(
            Math.max(second.maxCents + step, rules.startingBidCents),
          );
          expect(state.lastBid!.amountCents).toBeLessThanOrEqual(top.maxCents);
          expect(state.lastBid!.amountCents).toBeGreaterThanOrEqual(Math.min(second.maxCents, top.maxCents));
        },
      ),
    );
  });
});

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays in São Paulo and keeps the time of day', () => {
    // Thursday 2026-05-07 14:00 in São Paulo.
    const thursday = new Date('2026-05-07T17:00:00Z');
    expect(addBusinessDays(thursday, 2).toISOString()).toBe('2026-05-11T17:00:00.000Z');
    expect(addBusinessDays(thursday, 1).toISOString()).toBe('2026-05-08T17:00:00.000Z');
    expect(addBusinessDays(thursday, 0)).toEqual(thursday);
    // Friday 22:30 in São Paulo is already Saturday in UTC: still counted from Friday.
    expect(addBusinessDays(new Date('2026-05-09T01:30:00Z'), 1).toISOString()).toBe(
      '2026-05-12T01:30:00.000Z',
    );
  });
});
