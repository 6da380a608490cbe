import { describe, expect, it } from 'vitest';
import { commissionPercentText, exampleIncrementCents, exampleTotal, softCloseMinutes } from './example';

describe('the worked example of /como-funciona', () => {
  it('adds the 5% commission and the fee row to the winning bid', () => {
    expect(exampleTotal()).toEqual({
      priceCents: 200_000,
      commissionCents: 10_000,
      administrativeFeeCents: 15_000,
      totalCents: 225_000,
    });
    expect(commissionPercentText).toBe('5%');
  });

  it('states the default soft close and increment of the bidding rules', () => {
    expect(softCloseMinutes).toEqual({ window: 3, extension: 3 });
    expect(exampleIncrementCents).toBe(10_000);
  });
});
