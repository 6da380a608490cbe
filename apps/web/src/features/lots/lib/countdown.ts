/**
 * Countdown arithmetic. The device clock may be minutes off; the page carries the API's clock (serverTime)
 * and the countdown runs on the device clock shifted by the difference seen when the page starts.
 */
export function clockOffsetMs(serverTimeIso: string, deviceNowMs: number): number {
  const server = Date.parse(serverTimeIso);
  return Number.isFinite(server) ? server - deviceNowMs : 0;
}

export function remainingMs(endIso: string, deviceNowMs: number, offsetMs: number): number {
  return Math.max(0, Date.parse(endIso) - (deviceNowMs + offsetMs));
}

export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitRemaining(ms: number): RemainingParts {
  const total = Math.floor(Math.max(0, ms) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** '2d 03h 04m 05s', '03h 04m 05s' or '04m 05s'. */
export function formatRemaining(ms: number): string {
  const { days, hours, minutes, seconds } = splitRemaining(ms);
  if (days > 0) return `${days}d ${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
  if (hours > 0) return `${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
  return `${two(minutes)}m ${two(seconds)}s`;
}

/** Words for screen readers: '2 dias, 3 horas e 4 minutos'. Seconds are left out so it is not noisy. */
export function describeRemaining(ms: number): string {
  const { days, hours, minutes } = splitRemaining(ms);
  const parts = [
    days ? `${days} ${days === 1 ? 'dia' : 'dias'}` : '',
    hours ? `${hours} ${hours === 1 ? 'hora' : 'horas'}` : '',
    minutes ? `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'menos de um minuto';
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}
