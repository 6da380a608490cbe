/**
 * The API's clock as seen from this tab. Countdowns never trust the device clock: they run on it shifted by
 * an offset learnt from GET /web/time (the midpoint of the round trip) and from every live event's
 * serverTime. An event's serverTime is when it was sent, so `serverTime - arrival` is a lower bound of the
 * offset: it can raise the estimate, never lower it — unless it falls far below (the device clock jumped
 * forward), then it is the best we know until the next /web/time.
 */
export interface ServerClock {
  /** Milliseconds to add to the device clock to read the server's. */
  offsetMs(): number;
  /** The server's time now, in epoch milliseconds. */
  now(deviceNowMs?: number): number;
  /** A GET /web/time answer: sent at `sentAtMs`, answered at `receivedAtMs` (device clock). */
  fromTimeRequest(serverTimeIso: string, sentAtMs: number, receivedAtMs: number): void;
  /** An event's serverTime, heard at `receivedAtMs` (device clock). */
  fromEvent(serverTimeIso: string, receivedAtMs: number): void;
  subscribe(listener: () => void): () => void;
}

/** How far below the estimate an event's bound must fall to be read as a device clock jump. */
export const clockJumpToleranceMs = 5_000;

export function createServerClock(initial?: { serverTimeIso: string; deviceNowMs: number }): ServerClock {
  let offset = 0;
  let known = false;
  const listeners = new Set<() => void>();
  const set = (value: number) => {
    if (known && value === offset) return;
    offset = value;
    known = true;
    for (const listener of listeners) listener();
  };
  const clock: ServerClock = {
    offsetMs: () => offset,
    now: (deviceNowMs = Date.now()) => deviceNowMs + offset,
    fromTimeRequest(serverTimeIso, sentAtMs, receivedAtMs) {
      const server = Date.parse(serverTimeIso);
      if (!Number.isFinite(server) || receivedAtMs < sentAtMs) return;
      set(server - (sentAtMs + receivedAtMs) / 2);
    },
    fromEvent(serverTimeIso, receivedAtMs) {
      const server = Date.parse(serverTimeIso);
      if (!Number.isFinite(server)) return;
      const bound = server - receivedAtMs;
      if (!known || bound > offset || bound < offset - clockJumpToleranceMs) set(bound);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  if (initial) clock.fromEvent(initial.serverTimeIso, initial.deviceNowMs);
  return clock;
}
