/**
 * How far the API's clock is ahead of the device's, read from an answer's Date header when it arrived.
 * The header has whole seconds, so the estimate may be up to a second short; the device clock can be
 * minutes off, which matters more for a payment deadline. No readable header: no correction.
 */
export function serverOffsetMs(dateHeader: string | null | undefined, receivedAtMs: number): number {
  if (!dateHeader) return 0;
  const server = Date.parse(dateHeader);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds left until `dueAtIso` on the API's clock (never negative). */
export function msUntilDue(dueAtIso: string, deviceNowMs: number, offsetMs: number): number {
  return Math.max(0, Date.parse(dueAtIso) - (deviceNowMs + offsetMs));
}
