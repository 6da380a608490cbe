import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BID_HARD_CAP_CENTS,
  checkAmountBounds,
  defaultIncrementCents,
  evaluateBid,
  firstBidMinimumCents,
  HIGH_BID_THRESHOLD_CENTS,
  judicialPhaseMinimumCents,
  maximumBidCents,
  minimumNextBidCents,
  needsAmountConfirmation,
  needsHighBidAgreement,
  softCloseEnd,
  softCloseSettings,
} from './bidding.js';
import { placeBidSchema } from './bidding-schemas.js';
import { formatBRL } from './currency.js';

describe('defaultIncrementCents', () => {
  it.each([
    [0, 2_000],
    [99_999, 2_000],
    [100_000, 10_000],
    [999_999, 10_000],
    [1_000_000, 50_000],
    [9_999_999, 50_000],
    [10_000_000, 200_000],
    [99_999_999, 200_000],
    [100_000_000, 1_000_000],
    [5_000_000_000, 1_000_000],
  ])('is %s → %s', (current, increment) => {
    expect(defaultIncrementCents(current)).toBe(increment);
  });
});

describe('minimumNextBidCents', () => {
  it('is the starting bid when there is no bid', () => {
    expect(minimumNextBidCents({ startingBidCents: 50_000, lastBidCents: null, incrementCents: 1_000 })).toBe(
      50_000,
    );
  });

  it('adds the lot increment, else the default one', () => {
    expect(
      minimumNextBidCents({ startingBidCents: 50_000, lastBidCents: 60_000, incrementCents: 1_000 }),
    ).toBe(61_000);
    expect(
      minimumNextBidCents({ startingBidCents: 50_000, lastBidCents: 60_000, incrementCents: null }),
    ).toBe(62_000);
    expect(minimumNextBidCents({ startingBidCents: 50_000, lastBidCents: 100_000, incrementCents: 0 })).toBe(
      110_000,
    );
  });

  it('grows with the last bid and always beats it', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        (start, a, b, increment) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const min = (last: number) =>
            minimumNextBidCents({ startingBidCents: start, lastBidCents: last, incrementCents: increment });
          expect(min(low)).toBeLessThanOrEqual(min(high));
          expect(min(low)).toBeGreaterThan(low);
        },
      ),
    );
  });
});

describe('evaluateBid', () => {
  const lastBid = { id: 'b2', amountCents: 100_000 };
  const lot = { startingBidCents: 50_000, incrementCents: null };

  it('accepts the minimum next bid and more', () => {
    expect(evaluateBid({ ...lot, amountCents: 110_000, lastSeenBidId: 'b2', lastBid })).toEqual({ ok: true });
    expect(evaluateBid({ ...lot, amountCents: 500_000, lastSeenBidId: 'b2', lastBid })).toEqual({ ok: true });
  });

  it('accepts a first bid at the starting bid', () => {
    expect(evaluateBid({ ...lot, amountCents: 50_000, lastSeenBidId: null, lastBid: null })).toEqual({
      ok: true,
    });
  });

  it('refuses a bid made on an old view of the lot', () => {
    const outdated = { ok: false, reason: 'OUTDATED_BID' };
    expect(evaluateBid({ ...lot, amountCents: 900_000, lastSeenBidId: 'b1', lastBid })).toEqual(outdated);
    expect(evaluateBid({ ...lot, amountCents: 900_000, lastSeenBidId: null, lastBid })).toEqual(outdated);
    expect(evaluateBid({ ...lot, amountCents: 900_000, lastSeenBidId: 'b1', lastBid: null })).toEqual(
      outdated,
    );
  });

  it('refuses an amount at or below the last bid', () => {
    for (const amountCents of [100_000, 99_999, 0]) {
      expect(evaluateBid({ ...lot, amountCents, lastSeenBidId: 'b2', lastBid })).toEqual({
        ok: false,
        reason: 'AMOUNT_LESS_OR_EQUAL_TO_LAST_BID',
      });
    }
  });

  it('refuses an amount above the last bid but below the increment', () => {
    expect(evaluateBid({ ...lot, amountCents: 109_999, lastSeenBidId: 'b2', lastBid })).toEqual({
      ok: false,
      reason: 'AMOUNT_BELOW_MINIMUM_INCREMENT',
    });
    expect(
      evaluateBid({ ...lot, amountCents: 100_500, incrementCents: 1_000, lastSeenBidId: 'b2', lastBid }),
    ).toEqual({ ok: false, reason: 'AMOUNT_BELOW_MINIMUM_INCREMENT' });
  });

  it('refuses a first bid below the starting bid', () => {
    expect(evaluateBid({ ...lot, amountCents: 49_999, lastSeenBidId: null, lastBid: null })).toEqual({
      ok: false,
      reason: 'AMOUNT_BELOW_MINIMUM_INCREMENT',
    });
  });

  it('accepts exactly the amounts at or above the minimum next bid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 200_000_000 }),
        (start, last, amount) => {
          const result = evaluateBid({
            amountCents: amount,
            lastSeenBidId: 'x',
            lastBid: { id: 'x', amountCents: last },
            startingBidCents: start,
            incrementCents: null,
          });
          const minimum = minimumNextBidCents({
            startingBidCents: start,
            lastBidCents: last,
            incrementCents: null,
          });
          expect(result.ok).toBe(amount >= minimum);
        },
      ),
    );
  });
});

describe('minimumNextBidCents on a last bid stored before amounts were bounded', () => {
  it('saturates at the largest safe integer instead of leaving the safe range', () => {
    const min = minimumNextBidCents({
      startingBidCents: 50_000,
      lastBidCents: Number.MAX_SAFE_INTEGER,
      incrementCents: null,
    });
    expect(min).toBe(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(min)).toBe(true);
  });
});

describe('amount bounds', () => {
  it('allow at most 10× the largest of appraisal, current bid and starting bid, under R$ 1 bilhão', () => {
    expect(maximumBidCents({ appraisalCents: 500_000, lastBidCents: 72_000, startingBidCents: 50_000 })).toBe(
      5_000_000,
    );
    expect(maximumBidCents({ appraisalCents: null, lastBidCents: 900_000, startingBidCents: 50_000 })).toBe(
      9_000_000,
    );
    // A lot with no appraisal and a tiny starting bid still takes a bid of R$ 10.000,00.
    expect(maximumBidCents({ appraisalCents: null, lastBidCents: null, startingBidCents: 100 })).toBe(
      1_000_000,
    );
    expect(maximumBidCents({ appraisalCents: 50_000_000_000, lastBidCents: null, startingBidCents: 0 })).toBe(
      BID_HARD_CAP_CENTS,
    );
    expect(
      maximumBidCents({ appraisalCents: null, lastBidCents: Number.MAX_SAFE_INTEGER, startingBidCents: 0 }),
    ).toBe(BID_HARD_CAP_CENTS);
    expect(BID_HARD_CAP_CENTS).toBe(100_000_000_000);
  });

  it('ask to confirm a jump to twice the minimum or more than R$ 10.000,00 above it', () => {
    expect(needsAmountConfirmation(143_999, 72_000)).toBe(false);
    expect(needsAmountConfirmation(144_000, 72_000)).toBe(true);
    // Issue #22: a R$ 150.000 maximum on a R$ 720 lot.
    expect(needsAmountConfirmation(15_000_000, 72_000)).toBe(true);
    expect(needsAmountConfirmation(11_000_000, 10_000_000)).toBe(false);
    expect(needsAmountConfirmation(11_000_001, 10_000_000)).toBe(true);
    expect(needsAmountConfirmation(999_999, 0)).toBe(false);
    expect(needsAmountConfirmation(1_000_000, 0)).toBe(true);
  });

  it('refuse above the maximum even when confirmed, and a large jump unless confirmed', () => {
    const base = { minimumCents: 72_000, maximumCents: 1_000_000 };
    expect(checkAmountBounds({ ...base, amountCents: 1_000_001, confirmed: true })).toEqual({
      ok: false,
      reason: 'AMOUNT_ABOVE_MAXIMUM',
      maximumCents: 1_000_000,
    });
    expect(checkAmountBounds({ ...base, amountCents: 500_000, confirmed: false })).toEqual({
      ok: false,
      reason: 'CONFIRMATION_REQUIRED',
      amountCents: 500_000,
    });
    expect(checkAmountBounds({ ...base, amountCents: 500_000, confirmed: true })).toEqual({ ok: true });
    expect(checkAmountBounds({ ...base, amountCents: 80_000, confirmed: false })).toEqual({ ok: true });
  });

  it('accept the minimum itself on any lot, under a ceiling never above the hard cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: null }),
        (minimum, appraisal) => {
          const maximumCents = maximumBidCents({
            appraisalCents: appraisal,
            lastBidCents: null,
            startingBidCents: minimum,
          });
          expect(maximumCents).toBeLessThanOrEqual(BID_HARD_CAP_CENTS);
          expect(maximumCents).toBeGreaterThanOrEqual(minimum);
          expect(
            checkAmountBounds({
              amountCents: minimum,
              minimumCents: minimum,
              maximumCents,
              confirmed: false,
            }),
          ).toEqual({ ok: true });
        },
      ),
    );
  });
});

describe('high bids', () => {
  it('need the agreement from R$ 100.000,00', () => {
    expect(HIGH_BID_THRESHOLD_CENTS).toBe(10_000_000);
    expect(needsHighBidAgreement(9_999_999)).toBe(false);
    expect(needsHighBidAgreement(10_000_000)).toBe(true);
    expect(needsHighBidAgreement(500_000, 500_000)).toBe(true);
  });
});

describe('softCloseEnd', () => {
  const scheduledEndAt = new Date('2026-05-10T22:00:00Z');
  const at = (iso: string) => new Date(`2026-05-10T${iso}Z`);

  it('moves the end to 3 minutes after a bid in the last 3 minutes', () => {
    expect(softCloseEnd({ bidAt: at('21:58:30'), scheduledEndAt })).toEqual(at('22:01:30'));
    expect(softCloseEnd({ bidAt: at('21:57:00'), scheduledEndAt })).toEqual(at('22:00:00'));
    expect(softCloseEnd({ bidAt: at('22:00:00'), scheduledEndAt })).toEqual(at('22:03:00'));
  });

  it('leaves the end alone for earlier bids', () => {
    expect(softCloseEnd({ bidAt: at('21:56:59'), scheduledEndAt })).toEqual(scheduledEndAt);
    expect(softCloseEnd({ bidAt: at('22:00:01'), scheduledEndAt })).toEqual(scheduledEndAt);
  });

  it('follows the Event window and extension, never bringing the end forward', () => {
    expect(
      softCloseEnd({ bidAt: at('21:55:00'), scheduledEndAt, windowSeconds: 600, extensionSeconds: 60 }),
    ).toEqual(scheduledEndAt);
    expect(
      softCloseEnd({ bidAt: at('21:59:30'), scheduledEndAt, windowSeconds: 600, extensionSeconds: 60 }),
    ).toEqual(at('22:00:30'));
    expect(softCloseEnd({ bidAt: at('21:59:30'), scheduledEndAt, windowSeconds: 0 })).toEqual(scheduledEndAt);
  });

  it('always uses 3 and 3 minutes for judicial auctions', () => {
    expect(softCloseSettings('JUDICIAL_PHASED_AUCTION', { windowSeconds: 60, extensionSeconds: 30 })).toEqual(
      {
        windowSeconds: 180,
        extensionSeconds: 180,
      },
    );
    expect(softCloseSettings('AUCTION', { windowSeconds: 60, extensionSeconds: 30 })).toEqual({
      windowSeconds: 60,
      extensionSeconds: 30,
    });
    expect(softCloseSettings('AUCTION')).toEqual({ windowSeconds: 180, extensionSeconds: 180 });
  });
});

describe('placeBidSchema', () => {
  it('takes a whole positive amount and the last seen bid id', () => {
    const lastSeenBidId = '123e4567-e89b-12d3-a456-426614174000';
    expect(placeBidSchema.parse({ amountCents: 110_000, lastSeenBidId })).toEqual({
      amountCents: 110_000,
      lastSeenBidId,
      confirmHighAmount: false,
    });
    expect(
      placeBidSchema.parse({ amountCents: 110_000, lastSeenBidId, confirmHighAmount: true })
        .confirmHighAmount,
    ).toBe(true);
    expect(placeBidSchema.parse({ amountCents: 1, lastSeenBidId: null }).lastSeenBidId).toBeNull();
  });

  it('answers in pt-BR', () => {
    for (const amountCents of [0, -5, 10.5, '100']) {
      expect(placeBidSchema.safeParse({ amountCents, lastSeenBidId: null }).error?.issues[0]?.message).toBe(
        'Informe um lance válido, em centavos',
      );
    }
    expect(placeBidSchema.safeParse({ amountCents: 1, lastSeenBidId: 'x' }).error?.issues[0]?.message).toBe(
      'Identificador do último lance inválido',
    );
  });

  it('refuses an amount above R$ 1 bilhão, the largest safe integer included', () => {
    expect(placeBidSchema.safeParse({ amountCents: 100_000_000_000, lastSeenBidId: null }).success).toBe(
      true,
    );
    for (const amountCents of [100_000_000_001, Number.MAX_SAFE_INTEGER]) {
      expect(placeBidSchema.safeParse({ amountCents, lastSeenBidId: null }).error?.issues[0]?.message).toBe(
        `O valor não pode passar de ${formatBRL(100_000_000_000)}`,
      );
    }
  });
});

describe('firstBidMinimumCents', () => {
  it('is the starting bid of an auction, and the phase share of the appraisal of a judicial lot', () => {
    const lot = { startingBidCents: 40_000, appraisalCents: 100_001, secondPhasePercentage: 0.6 };
    expect(firstBidMinimumCents({ ...lot, listingType: 'AUCTION', judicialPhase: 1 })).toBe(40_000);
    expect(firstBidMinimumCents({ ...lot, listingType: 'JUDICIAL_PHASED_AUCTION', judicialPhase: 1 })).toBe(
      100_001,
    );
    expect(firstBidMinimumCents({ ...lot, listingType: 'JUDICIAL_PHASED_AUCTION', judicialPhase: 2 })).toBe(
      60_001,
    );
    expect(
      firstBidMinimumCents({
        listingType: 'JUDICIAL_PHASED_AUCTION',
        startingBidCents: 40_000,
        appraisalCents: null,
        judicialPhase: 2,
      }),
    ).toBe(20_000);
  });
});

describe('judicialPhaseMinimumCents', () => {
  it('is the appraisal in the first phase', () => {
    expect(
      judicialPhaseMinimumCents({ appraisalCents: 1_000_001, phase: 1, secondPhasePercentage: 0.6 }),
    ).toBe(1_000_001);
  });

  it('is half the appraisal by default in the second phase, rounded up', () => {
    expect(judicialPhaseMinimumCents({ appraisalCents: 1_000_000, phase: 2 })).toBe(500_000);
    expect(judicialPhaseMinimumCents({ appraisalCents: 1_000_001, phase: 2 })).toBe(500_001);
    expect(
      judicialPhaseMinimumCents({ appraisalCents: 1_000_000, phase: 2, secondPhasePercentage: 0.6 }),
    ).toBe(600_000);
  });

  it('refuses a percentage outside 0–100%', () => {
    expect(() =>
      judicialPhaseMinimumCents({ appraisalCents: 1, phase: 2, secondPhasePercentage: 1.5 }),
    ).toThrow(RangeError);
  });
});
