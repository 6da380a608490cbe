/**
 * Integer arithmetic for amounts in cents. Products go through bigint so that large prices times basis
 * points never leave the safe-integer range, and no float rounding reaches a money value. Every result is
 * checked: one outside the safe-integer range throws rather than silently losing precision.
 */

/** The result as a number, or a RangeError when it is not a safe integer. */
function safe(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('Money amount outside the safe integer range');
  }
  return Number(value);
}

/** The operand as a bigint; a fraction or an unsafe integer is a programming error. */
function exact(value: number): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError('Money amount must be a safe integer');
  return BigInt(value);
}

/** a + b, checked. */
export function addCents(a: number, b: number): number {
  return safe(exact(a) + exact(b));
}

/** a × n, checked. */
export function multiplyCents(a: number, n: number): number {
  return safe(exact(a) * exact(n));
}

/** floor(a × b ÷ d) for non-negative integers. */
export function mulDivFloor(a: number, b: number, d: number): number {
  return safe((exact(a) * exact(b)) / exact(d));
}

/** a × b ÷ d rounded half up, for non-negative integers. */
export function mulDivRound(a: number, b: number, d: number): number {
  return safe((exact(a) * exact(b) * 2n + exact(d)) / (2n * exact(d)));
}

/** ceil(a × b ÷ d) for non-negative integers. */
export function mulDivCeil(a: number, b: number, d: number): number {
  return safe((exact(a) * exact(b) + exact(d) - 1n) / exact(d));
}
