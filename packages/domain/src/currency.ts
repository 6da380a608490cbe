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

const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * 123456 → 'R$ 1.234,56'. Intl puts a no-break space (U+00A0) between 'R$' and the digits. The amount is
 * handed to Intl as a decimal string, so no float rounding can alter it.
 */
export function formatBRL(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be an integer');
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const decimal = `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return brl.format(decimal as Intl.StringNumericLiteral);
}

/** For charts and display arithmetic only; never store the result. */
export function centsToReais(cents: Cents): number {
  return cents / 100;
}
