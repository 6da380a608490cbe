import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunk } from './collections.js';

describe('chunk', () => {
  it('splits into pieces of the size, the last holding the rest', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(chunk([1, 2], 5)).toEqual([[1, 2]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the size %s', (size) => {
    expect(() => chunk([1], size)).toThrow('Chunk size must be positive');
  });

  it('flattens back to the input, every piece full but the last', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), fc.integer({ min: 1, max: 20 }), (array, size) => {
        const pieces = chunk(array, size);
        expect(pieces.flat()).toEqual(array);
        expect(pieces).toHaveLength(Math.ceil(array.length / size));
        for (const piece of pieces.slice(0, -1)) expect(piece).toHaveLength(size);
        for (const piece of pieces) expect(piece.length).toBeGreaterThan(0);
      }),
    );
  });
});
