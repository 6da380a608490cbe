import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RandomSource, randomCode, randomCodeAlphabets } from './random-code.js';

/** A source that hands out the given bytes in order, then zeros. */
function scriptedSource(bytes: number[]): RandomSource {
  const queue = [...bytes];
  return {
    getRandomValues(array) {
      for (let i = 0; i < array.length; i += 1) array[i] = queue.shift() ?? 0;
      return array;
    },
  };
}

describe('randomCode', () => {
  it('defaults to 6 digits', () => {
    expect(randomCode()).toMatch(/^\d{6}$/);
  });

  it('has the asked length and only symbols of its alphabet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.constantFrom('digits', 'alphanumeric'),
        (length, alphabet) => {
          const code = randomCode(length, alphabet);
          expect(code).toHaveLength(length);
          for (const char of code) expect(randomCodeAlphabets[alphabet]).toContain(char);
        },
      ),
    );
  });

  it('leaves out I, O and 0 from the alphanumeric alphabet', () => {
    const symbols = randomCodeAlphabets.alphanumeric;
    expect(symbols).toHaveLength(33);
    expect(symbols).not.toMatch(/[IO0a-z]/);
    expect(randomCode(200, 'alphanumeric')).toMatch(/^[A-HJ-NP-Z1-9]{200}$/);
  });

  it('draws again bytes that would bias the result', () => {
    // 250 (digits) and 231 (alphanumeric) are the first biased bytes: 256 − 256 mod n.
    expect(randomCode(3, 'digits', scriptedSource([250, 255, 3, 251, 14, 9]))).toBe('349');
    expect(randomCode(2, 'alphanumeric', scriptedSource([231, 0, 240, 32]))).toBe('A9');
  });

  it('spreads symbols evenly', () => {
    const counts = new Map<string, number>();
    for (const char of randomCode(20_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(10);
    for (const count of counts.values()) expect(count).toBeGreaterThan(1_700);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the length %s', (length) => {
    expect(() => randomCode(length)).toThrow(RangeError);
  });
});
