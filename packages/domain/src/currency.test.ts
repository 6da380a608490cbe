import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToReais, formatBRL, parseCurrency, parseCurrencyToCents } from './currency.js';

/** Intl.NumberFormat separates 'R$' from the digits with a no-break space, not an ordinary one. */
const NBSP = '\u00a0';

describe('parseCurrency', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['1.234,56', 1234.56],
    ['R$1.234.567,8', 1234567.8],
    ['10', 10],
    ['0,99', 0.99],
    [`R$${NBSP}5,00`, 5],
    ['-R$ 3,50', -3.5],
  ])('reads %s as %s', (text, value) => {
    expect(parseCurrency(text)).toBe(value);
  });

  it.each(['abc', '', 'R$', '1,2,3', '12a', ','])('gives null for %j', (text) => {
    expect(parseCurrency(text)).toBeNull();
  });

  it('drops every dot, as thousands separators', () => {
    expect(parseCurrency('1.5')).toBe(15);
  });
});

describe('parseCurrencyToCents', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    ['1.234,5', 123450],
    ['1234', 123400],
    ['0,01', 1],
    ['-R$ 0,10', -10],
    ['-0,00', 0],
    ['R$ 90.071.992.547.409,91', 9007199254740991],
  ])('reads %s as %s cents', (text, cents) => {
    expect(parseCurrencyToCents(text)).toBe(cents);
  });

  it('is exact where floats are not', () => {
    // 1.005 × 100 is 100.49999… in binary floating point.
    expect(parseCurrencyToCents('1,005')).toBeNull();
    expect(parseCurrencyToCents('0,29')).toBe(29);
    expect(parseCurrencyToCents('4.035,15')).toBe(403515);
  });

  it.each(['abc', '', '1,234', 'R$ 90.071.992.547.409,92'])('gives null for %j', (text) => {
    expect(parseCurrencyToCents(text)).toBeNull();
  });
});

describe('formatBRL', () => {
  it('shows reais with 2 decimals and a no-break space after R$', () => {
    expect(formatBRL(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatBRL(0)).toBe(`R$${NBSP}0,00`);
    expect(formatBRL(5)).toBe(`R$${NBSP}0,05`);
    expect(formatBRL(100_000_000)).toBe(`R$${NBSP}1.000.000,00`);
    expect(formatBRL(-1050)).toBe(`-R$${NBSP}10,50`);
    expect(formatBRL(Number.MAX_SAFE_INTEGER)).toBe(`R$${NBSP}90.071.992.547.409,91`);
  });

  it("writes exactly what Intl's pt-BR currency format writes, for every safe amount", () => {
    const intl = new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const asDecimal = (cents: number) => {
      const digits = String(Math.abs(cents)).padStart(3, '0');
      return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as Intl.StringNumericLiteral;
    };
    fc.assert(
      fc.property(
        fc.oneof(fc.maxSafeInteger(), fc.integer({ min: -10_000_000, max: 10_000_000 })),
        (cents) => {
          expect(formatBRL(cents)).toBe(intl.format(asDecimal(cents)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatBRL(1.5)).toThrow(RangeError);
  });

  it('round-trips with parseCurrencyToCents', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseCurrencyToCents(formatBRL(cents))).toBe(cents);
      }),
    );
  });
});

describe('centsToReais', () => {
  it('divides by 100', () => {
    expect(centsToReais(123456)).toBe(1234.56);
  });
});
