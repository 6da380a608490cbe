/**
 * Adds business days (Monday to Friday, by the calendar in São Paulo) to an instant, keeping its time of
 * day. National holidays are not skipped; an Event that closes before one is given a longer deadline in
 * its settings.
 */
export function addBusinessDays(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError('Business days must be a whole number ≥ 0');
  // São Paulo has had no daylight saving time since 2019: its offset is a fixed −03:00.
  const offsetMs = -3 * 3_600_000;
  const local = new Date(from.getTime() + offsetMs);
  let remaining = days;
  while (remaining > 0) {
    local.setUTCDate(local.getUTCDate() + 1);
    const weekday = local.getUTCDay();
    if (weekday !== 0 && weekday !== 6) remaining -= 1;
  }
  return new Date(local.getTime() - offsetMs);
}
