const monthNames = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

// A calendar date (YYYY-MM-DD) read at noon UTC stays on the same day in Brasília.
const calendarDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** '2025-04-28' → 'abr/2025', the version badge of the legal pages. */
export function formatMonthYear(isoDate: string): string {
  const date = calendarDate(isoDate);
  return `${monthNames[date.getUTCMonth()]}/${date.getUTCFullYear()}`;
}
