/**
 * Integer arithmetic for amounts in cents. Products go through bigint so that large prices times basis
 * points never leave the safe-integer range, and no float rounding reaches a money value.
 */

/** floor(a × b ÷ d) for non-negative integers. */
export function mulDivFloor(a: number, b: number, d: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(d));
}

/** a × b ÷ d rounded half up, for non-negative integers. */
export function mulDivRound(a: number, b: number, d: number): number {
  return Number((BigInt(a) * BigInt(b) * 2n + BigInt(d)) / (2n * BigInt(d)));
}

/** ceil(a × b ÷ d) for non-negative integers. */
export function mulDivCeil(a: number, b: number, d: number): number {
  return Number((BigInt(a) * BigInt(b) + BigInt(d) - 1n) / BigInt(d));
}
