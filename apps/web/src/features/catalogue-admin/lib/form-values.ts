/*
 * The form shows times in horário de Brasília (UTC−3 all year since 2019) and money in reais; the API
 * takes ISO instants in UTC and integer centavos.
 */

const brasiliaOffsetMs = 3 * 3_600_000;

/** '2026-12-01T12:00:00.000Z' → '2026-12-01T09:00' for an <input type="datetime-local">. */
export function toBrasiliaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time - brasiliaOffsetMs).toISOString().slice(0, 16);
}

/** '2026-12-01T09:00' (Brasília) → '2026-12-01T12:00:00.000Z'; empty or malformed stays as typed. */
export function fromBrasiliaInput(value: string): string {
  if (!value) return '';
  const time = Date.parse(`${value}:00-03:00`);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/** 123456 → '1234,56' for a money input. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** '1.234,56' or 'R$ 1234' → 123456; empty → null; not a number → NaN (the schema explains it). */
export function inputToCents(text: string): number | null {
  const cleaned = text.replace(/R\$/g, '').replace(/\s/g, '').replace(/\./g, '').replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/** Moves one item of a list from one index to another (drag and drop, or keyboard). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
