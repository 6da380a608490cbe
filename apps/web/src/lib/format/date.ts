import { lazily } from '@circula/domain';

const longDate = lazily(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }),
);

const monthNames = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

// A calendar date (YYYY-MM-DD) read at noon UTC stays on the same day in Brasília.
const calendarDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** '2025-04-28' → '28 de abril de 2025'. */
export function formatLongDate(isoDate: string): string {
  return longDate().format(calendarDate(isoDate));
}

/** '2025-04-28' → 'abr/2025', the version badge of the legal pages. */
export function formatMonthYear(isoDate: string): string {
  const date = calendarDate(isoDate);
  return `${monthNames[date.getUTCMonth()]}/${date.getUTCFullYear()}`;
}

const dateTime = lazily(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** An instant shown in São Paulo time: '22/11/2026, 10:30'. */
export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}
