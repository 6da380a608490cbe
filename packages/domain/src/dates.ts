import { lazily } from './lazy.js';

/** Times are stored in UTC and shown in São Paulo time ("horário de Brasília"). */
export const SAO_PAULO_TZ = 'America/Sao_Paulo';

export type DateInput = Date | string | number;

const MS_PER_DAY = 86_400_000;
/** Days from Excel's day zero (1899-12-30, the 1900 leap-year bug included) to 1970-01-01. */
export const EXCEL_EPOCH_OFFSET_DAYS = 25_569;

/**
 * A date-only string ('2025-04-28') names a calendar day, not UTC midnight — which is still the day before
 * in São Paulo — so it is read at noon UTC, inside the same day in every Brazilian time zone.
 */
function toDate(value: DateInput): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00Z`);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date;
}

/** A formatter in São Paulo time, created on its first use (the first one loads the locale's data). */
const inBrasilia = (options: Intl.DateTimeFormatOptions, locale = 'pt-BR') =>
  lazily(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: SAO_PAULO_TZ }));

const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const dayMonth = { day: '2-digit', month: '2-digit' } as const;

const longDate = inBrasilia({ dateStyle: 'long' });
const hourMinute = inBrasilia(clock);
const monthYear = inBrasilia({ month: 'short', year: 'numeric' });
const shortDateTime = inBrasilia({ dateStyle: 'short', timeStyle: 'short' });
const shortDateTimeSeconds = inBrasilia({ dateStyle: 'short', timeStyle: 'medium' });
const numericDateTime = inBrasilia({ ...dayMonth, year: 'numeric', ...clock });
const dayMonthTime = inBrasilia({ ...dayMonth, ...clock });
const dayMonthTimeSeconds = inBrasilia({ ...dayMonth, ...clock, second: '2-digit' });
/** en-CA writes a date as 'YYYY-MM-DD'. */
const isoDay = inBrasilia({}, 'en-CA');

/** '28 de abril de 2025' */
export function formatDateLong(value: DateInput): string {
  return longDate().format(toDate(value));
}

/**
 * Texts the server already formatted, handed to the browser with a page (`formatDatesAhead` on the server,
 * `rememberFormattedDates` in the browser): the browser's first Intl formatter costs 20–80 ms of a phone's
 * main thread while it loads the locale's data, so a page that shows only dates the server knew starts none.
 * The same pure formatters wrote them; a date the server did not format is formatted here as ever.
 */
const rememberedTexts = new Map<string, string>();
/** A page hands over a few dozen; the bound keeps a long-lived tab's memory flat. */
const REMEMBERED_TEXTS_MAX = 1_000;

/** The formats a page can hand over: those the lot page's live panel shows first. */
export type FormatAhead = 'dateTimeLong' | 'dayMonthTimeSeconds' | 'dayMonthTime' | 'time';

/** Keyed by the instant, however it is written ('…:00Z', '…:00.000Z', a Date, milliseconds). */
const rememberedKey = (format: FormatAhead, date: Date) => `${format} ${date.getTime()}`;

function remembered(format: FormatAhead, value: DateInput, compute: (date: Date) => string): string {
  const date = toDate(value);
  return rememberedTexts.get(rememberedKey(format, date)) ?? compute(date);
}

/** '28 de abril de 2025 às 14:30' */
export function formatDateTimeLong(value: DateInput): string {
  return remembered(
    'dateTimeLong',
    value,
    (date) => `${longDate().format(date)} às ${hourMinute().format(date)}`,
  );
}

/** '14:30' */
export function formatTime(value: DateInput): string {
  return remembered('time', value, (date) => hourMinute().format(date));
}

/** '22/11/2026, 10:30' */
export function formatDateTime(value: DateInput): string {
  return shortDateTime().format(toDate(value));
}

/** '22/11/2026, 10:30:05', the time of a bid in the bid log and the court record. */
export function formatDateTimeSeconds(value: DateInput): string {
  return shortDateTimeSeconds().format(toDate(value));
}

/** '22/11/2026 10:30', without the comma: a date and time a spreadsheet in pt-BR reads as one. */
export function formatSpreadsheetDateTime(value: DateInput): string {
  return numericDateTime().format(toDate(value)).replace(',', '');
}

/** '22/11 10:30', the bid chart's marks and caption. */
export function formatDayMonthTime(value: DateInput): string {
  return remembered('dayMonthTime', value, (date) => dayMonthTime().format(date).replace(',', ''));
}

/** '22/11, 10:30:05', the time of a bid on the lot page. */
export function formatDayMonthTimeSeconds(value: DateInput): string {
  return remembered('dayMonthTimeSeconds', value, (date) => dayMonthTimeSeconds().format(date));
}

const formattersAhead: Record<FormatAhead, (value: DateInput) => string> = {
  dateTimeLong: formatDateTimeLong,
  dayMonthTimeSeconds: formatDayMonthTimeSeconds,
  dayMonthTime: formatDayMonthTime,
  time: formatTime,
};

/** On the server: these instants in these formats, keyed for `rememberFormattedDates`. */
export function formatDatesAhead(
  wanted: Partial<Record<FormatAhead, readonly (string | null | undefined)[]>>,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const format of Object.keys(wanted) as FormatAhead[]) {
    for (const iso of wanted[format] ?? []) {
      if (iso) texts[rememberedKey(format, toDate(iso))] = formattersAhead[format](iso);
    }
  }
  return texts;
}

/**
 * Creates the formatters a live lot shows new instants with (a bid's time, an extension, the chart's marks),
 * so that the first of them costs nothing when it arrives. For an idle moment before one is likely.
 */
export function prepareDateFormatters(): void {
  longDate();
  hourMinute();
  dayMonthTime();
  dayMonthTimeSeconds();
}

/** In the browser: the server's texts, used by the formatters above for exactly those instants. */
export function rememberFormattedDates(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) {
    if (rememberedTexts.size >= REMEMBERED_TEXTS_MAX) rememberedTexts.clear();
    rememberedTexts.set(key, text);
  }
}

/** 'YYYY-MM-DD' of today in São Paulo (a birthday starts at local midnight, not UTC's). */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return isoDay().format(now);
}

/**
 * A period in São Paulo time: '28 de abril de 2025, das 09:00 às 16:00' within one day,
 * '28 de abril de 2025 às 09:00 até 2 de maio de 2025 às 17:00' across days.
 */
export function formatDateTimeRange(start: DateInput, end: DateInput): string {
  const from = toDate(start);
  const to = toDate(end);
  const day = longDate().format(from);
  if (day === longDate().format(to))
    return `${day}, das ${hourMinute().format(from)} às ${hourMinute().format(to)}`;
  return `${formatDateTimeLong(from)} até ${formatDateTimeLong(to)}`;
}

/** 'abr/2025', the version badge next to the terms and privacy links. */
export function formatMonthYear(value: DateInput): string {
  const parts = monthYear().formatToParts(toDate(value));
  const month = parts.find((part) => part.type === 'month')!.value.replace('.', '');
  const year = parts.find((part) => part.type === 'year')!.value;
  return `${month}/${year}`;
}

/**
 * A spreadsheet serial (days since Excel's epoch, fraction = time of day) as the UTC instant with the
 * same wall-clock reading; 25569 is 1970-01-01T00:00:00Z. Rounded to the millisecond.
 */
export function excelSerialToDate(serial: number): Date {
  if (!Number.isFinite(serial)) throw new RangeError('Invalid Excel serial');
  return new Date(Math.round((serial - EXCEL_EPOCH_OFFSET_DAYS) * MS_PER_DAY));
}

export function dateToExcelSerial(value: DateInput): number {
  return toDate(value).getTime() / MS_PER_DAY + EXCEL_EPOCH_OFFSET_DAYS;
}
