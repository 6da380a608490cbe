import { describe, expect, it } from 'vitest';
import { addCents, mulDivCeil, mulDivFloor, mulDivRound, multiplyCents } from './money-math.js';

describe('money math', () => {
  it('computes exactly within the safe integer range', () => {
    expect(addCents(9_007_199_254_740_000, 991)).toBe(Number.MAX_SAFE_INTEGER);
    expect(multiplyCents(100_000_000_000, 10)).toBe(1_000_000_000_000);
    expect(mulDivFloor(1_999, 1_000, 10_000)).toBe(199);
    expect(mulDivRound(1_995, 1_000, 10_000)).toBe(200);
    expect(mulDivCeil(1_991, 1_000, 10_000)).toBe(200);
  });

  it('throws rather than lose precision on a result past the safe integer range', () => {
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 10)).toThrow(RangeError);
    expect(() => mulDivFloor(Number.MAX_SAFE_INTEGER, 3, 2)).toThrow(RangeError);
    expect(() => mulDivRound(Number.MAX_SAFE_INTEGER, 3, 2)).toThrow(RangeError);
    expect(() => mulDivCeil(Number.MAX_SAFE_INTEGER, 3, 2)).toThrow(RangeError);
  });

  it('refuses operands that are not safe integers', () => {
    expect(() => addCents(2 ** 53, 0)).toThrow(RangeError);
    expect(() => multiplyCents(1.5, 2)).toThrow(RangeError);
  });
});
