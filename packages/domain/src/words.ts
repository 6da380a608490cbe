/*
 * Words for codes and counts. No schema library here: the pages' scripts (the lot page's live panel, its bid
 * chart) use these without carrying zod, which text.ts and the schema modules bring.
 */

/**
 * The words a table gives a code read back from storage or an answer (a string, not yet known to be one of
 * the table's codes), or undefined for a code the table does not have; inherited names never match.
 */
export function labelFrom<T extends Record<string, string>>(labels: T, code: string): T[keyof T] | undefined {
  return Object.hasOwn(labels, code) ? labels[code as keyof T] : undefined;
}

/** "1 lote", "2 lotes", "1.234 lances": a whole count with its noun in the number the count asks for. */
export function formatCount(count: number, singular: string, plural: string): string {
  if (!Number.isSafeInteger(count)) throw new RangeError('count must be an integer');
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${count < 0 ? '-' : ''}${digits} ${Math.abs(count) === 1 ? singular : plural}`;
}
