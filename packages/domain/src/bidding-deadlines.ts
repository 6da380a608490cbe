import Holidays from 'date-holidays';

/**
 * Business days in Brazil (see docs/decisions/090-payment-deadlines-and-business-days.md): Monday to Friday
 * by the calendar in São Paulo, skipping the national holidays and the national bank holidays (Carnaval's
 * Monday and Tuesday, Corpus Christi), as the `date-holidays` calendar for BR names them. Half-day
 * observances (Quarta-feira de Cinzas, Christmas and New Year's eves) are business days.
 */

// São Paulo has had no daylight saving time since 2019: its offset is a fixed −03:00.
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;
const closedHolidayTypes = new Set(['public', 'bank']);
const holidaysByYear = new Map<number, Set<string>>();
let calendar: Holidays | null = null;

/** 'YYYY-MM-DD' of the national holidays of a year on which banks do not open. */
function nationalHolidays(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    calendar ??= new Holidays('BR');
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => closedHolidayTypes.has(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether a calendar day (a Date whose UTC fields hold the São Paulo wall clock) is a business day. */
function isBusinessDayLocal(local: Date): boolean {
  const weekday = local.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nationalHolidays(local.getUTCFullYear()).has(local.toISOString().slice(0, 10));
}

/** Whether the instant falls on a business day in São Paulo. */
export function isBusinessDay(at: Date): boolean {
  return isBusinessDayLocal(new Date(at.getTime() + SAO_PAULO_OFFSET_MS));
}

/**
 * Adds business days to an instant, keeping its time of day in São Paulo: weekends and national holidays
 * (Carnaval, Sexta-feira Santa and Corpus Christi included) are skipped.
 */
export function addBusinessDays(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('Business days must be a whole number ≥ 0');
  const local = new Date(from.getTime() + SAO_PAULO_OFFSET_MS);
  let remaining = days;
  while (remaining > 0) {
    local.setUTCDate(local.getUTCDate() + 1);
    if (isBusinessDayLocal(local)) remaining -= 1;
  }
  return new Date(local.getTime() - SAO_PAULO_OFFSET_MS);
}

/**
 * A payment deadline: the last millisecond (23:59:59.999 horário de Brasília) of the n-th business day
 * after the day of `from`. The day the purchase happens never counts, whatever its hour.
 */
export function businessDaysDeadline(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1) throw new RangeError('Business days must be a whole number ≥ 1');
  const end = addBusinessDays(from, days);
  const local = new Date(end.getTime() + SAO_PAULO_OFFSET_MS);
  local.setUTCHours(23, 59, 59, 999);
  return new Date(local.getTime() - SAO_PAULO_OFFSET_MS);
}

/** The start (00:00 horário de Brasília) of the São Paulo calendar day holding the instant. */
export function startOfSaoPauloDay(at: Date): Date {
  const local = new Date(at.getTime() + SAO_PAULO_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - SAO_PAULO_OFFSET_MS);
}
