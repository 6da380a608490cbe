import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AutomaticBid, resolveAutomaticBids, type SystemBid } from './automatic-bids.js';
import { minimumNextBidCents } from './bidding.js';

const t0 = new Date('2026-05-10T20:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const lot = { startingBidCents: 100_000, incrementCents: 10_000 };

describe('resolveAutomaticBids', () => {
  it('does nothing without automatic bids', () => {
    expect(
      resolveAutomaticBids({ ...lot, lastBid: { buyerId: 'ana', amountCents: 100_000 }, automaticBids: [] }),
    ).toEqual([]);
  });

  it('bids the starting bid for a lone automatic bidder on a lot without bids', () => {
    const automaticBids = [{ buyerId: 'ana', maxCents: 500_000, createdAt: at(0) }];
    expect(resolveAutomaticBids({ ...lot, lastBid: null, automaticBids })).toEqual([
      { buyerId: 'ana', amountCents: 100_000 },
    ]);
  });

  it('answers an outbid buyer with the minimum needed', () => {
    const automaticBids = [{ buyerId: 'ana', maxCents: 500_000, createdAt: at(0) }];
    expect(
      resolveAutomaticBids({ ...lot, lastBid: { buyerId: 'bia', amountCents: 200_000 }, automaticBids }),
    ).toEqual([{ buyerId: 'ana', amountCents: 210_000 }]);
  });

  it('stops at the maximum', () => {
    const automaticBids = [{ buyerId: 'ana', maxCents: 500_000, createdAt: at(0) }];
    expect(
      resolveAutomaticBids({ ...lot, lastBid: { buyerId: 'bia', amountCents: 495_000 }, automaticBids }),
    ).toEqual([]);
    expect(
      resolveAutomaticBids({ ...lot, lastBid: { buyerId: 'ana', amountCents: 200_000 }, automaticBids }),
    ).toEqual([]);
  });

  it('lets the higher maximum win at the other maximum plus one increment', () => {
    const automaticBids = [
      { buyerId: 'ana', maxCents: 500_000, createdAt: at(0) },
      { buyerId: 'bia', maxCents: 800_000, createdAt: at(1) },
    ];
    expect(
      resolveAutomaticBids({ ...lot, lastBid: { buyerId: 'ana', amountCents: 200_000 }, automaticBids }),
    ).toEqual([
      { buyerId: 'ana', amountCents: 500_000 },
      { buyerId: 'bia', amountCents: 510_000 },
    ]);
  });

  it('caps the winner at its own maximum', () => {
    const automaticBids = [
      { buyerId: 'ana', maxCents: 500_000, createdAt: at(0) },
      { buyerId: 'bia', maxCents: 505_000, createdAt: at(1) },
    ];
    expect(resolveAutomaticBids({ ...lot, lastBid: null, automaticBids })).toEqual([
      { buyerId: 'ana', amountCents: 500_000 },
      { buyerId: 'bia', amountCents: 505_000 },
    ]);
  });

  it('gives equal maxima to the earlier automatic bid', () => {
    const automaticBids = [
      { buyerId: 'bia', maxCents: 500_000, createdAt: at(1) },
      { buyerId: 'ana', maxCents: 500_000, createdAt: at(0) },
    ];
    expect(
      resolveAutomaticBids({ ...lot, lastBid: { buyerId: 'caio', amountCents: 300_000 }, automaticBids }),
    ).toEqual([{ buyerId: 'ana', amountCents: 500_000 }]);
  });

  it('defends the leader whose maximum is higher', () => {
    const automaticBids = [
      { buyerId: 'ana', maxCents: 900_000, createdAt: at(0) },
      { buyerId: 'bia', maxCents: 400_000, createdAt: at(1) },
    ];
    expect(
      resolveAutomaticBids({ ...lot, lastBid: { buyerId: 'ana', amountCents: 200_000 }, automaticBids }),
    ).toEqual([
      { buyerId: 'bia', amountCents: 400_000 },
      { buyerId: 'ana', amountCents: 410_000 },
    ]);
  });

  const automaticBids = fc.uniqueArray(
    fc.record({
      buyerId: fc.constantFrom('ana', 'bia', 'caio', 'davi', 'eva'),
      maxCents: fc.integer({ min: 1, max: 3_000_000 }),
      createdAt: fc.integer({ min: 0, max: 60 }).map(at),
    }),
    { maxLength: 5, selector: (bid) => bid.buyerId },
  );
  const lastBid = fc.option(
    fc.record({
      buyerId: fc.constantFrom('ana', 'bia', 'zeca'),
      amountCents: fc.integer({ min: 0, max: 2_000_000 }),
    }),
  );
  const increment = fc.option(fc.integer({ min: 1, max: 100_000 }));
  const starting = fc.integer({ min: 0, max: 1_000_000 });

  it('places rising bids, within each maximum, never twice in a row by one buyer, and then rests', () => {
    fc.assert(
      fc.property(
        automaticBids,
        lastBid,
        starting,
        increment,
        (autos, last, startingBidCents, incrementCents) => {
          const lotState = { startingBidCents, incrementCents };
          const bids = resolveAutomaticBids({ ...lotState, lastBid: last, automaticBids: autos });
          let previous: SystemBid | null = last;
          for (const bid of bids) {
            const own = autos.find((auto: AutomaticBid) => auto.buyerId === bid.buyerId)!;
            expect(own).toBeDefined();
            expect(bid.amountCents).toBeLessThanOrEqual(own.maxCents);
            if (previous) {
              expect(bid.amountCents).toBeGreaterThan(previous.amountCents);
              if (bids.indexOf(bid) > 0) expect(bid.buyerId).not.toBe(previous.buyerId);
            }
            const minimum = minimumNextBidCents({
              ...lotState,
              lastBidCents: previous?.amountCents ?? null,
            });
            expect(bid.amountCents === own.maxCents || bid.amountCents >= minimum).toBe(true);
            previous = bid;
          }
          // Once the system has answered, nothing is left to answer.
          expect(resolveAutomaticBids({ ...lotState, lastBid: previous, automaticBids: autos })).toEqual([]);
          if (bids.length > 0) {
            const strongest = [...autos].sort(
              (a, b) => b.maxCents - a.maxCents || a.createdAt.getTime() - b.createdAt.getTime(),
            )[0]!;
            expect(bids.at(-1)!.buyerId).toBe(strongest.buyerId);
          }
        },
      ),
    );
  });
});
