/** Money is integer centavos everywhere; reais appear only when reading or showing text. */
export type Cents = number;

/** The spec's clean-up: thousands dots out, decimal comma to a point, 'R$' and spaces out. */
function cleanCurrencyText(text: string): string {
  return text.replace(/\./g, '').replace(',', '.').replace('R$', '').replace(/\s/g, '');
}

/**
 * 'R$ 1.234,56' → 1234.56; non-numeric text → null. A float, for display-side use only: money that is
 * stored or computed goes through parseCurrencyToCents.
 */
export function parseCurrency(text: string): number | null {
  const cleaned = cleanCurrencyText(text);
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * 'R$ 1.234,56' → 123456, by string arithmetic (no float ever holds the amount). Null for non-numeric
 * text, for more than two decimal places and for amounts beyond the safe-integer range.
 */
export function parseCurrencyToCents(text: string): Cents | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(cleanCurrencyText(text));
  if (!match) return null;
  const [, sign, reais, fraction = ''] = match;
  const cents = Number(`${reais}${fraction.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/**
 * 123456 → 'R$ 1.234,56', as Intl's pt-BR currency format writes it (a no-break space, U+00A0, between 'R$'
 * and the digits; the minus before 'R$'), by string arithmetic: no float ever holds the amount, and no Intl
 * formatter is created for it, which costs a phone's browser tens of milliseconds on the page's first money
 * figure. currency.test.ts holds it to Intl's own output.
 */
export function formatBRL(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be an integer');
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const reais = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${cents < 0 ? '-' : ''}R$\u00a0${reais},${digits.slice(-2)}`;
}

/** For charts and display arithmetic only; never store the result. */
export function centsToReais(cents: Cents): number {
  return cents / 100;
}
