/** Splits `array` into consecutive pieces of `size` items; the last piece holds what is left. */
export function chunk<T>(array: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size <= 0) throw new RangeError('Chunk size must be positive');
  const pieces: T[][] = [];
  for (let start = 0; start < array.length; start += size) pieces.push(array.slice(start, start + size));
  return pieces;
}
