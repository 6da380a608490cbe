import { z } from 'zod';

export const validatorMessages = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Informe um email válido',
} as const;

const emailFormat = z.email();

/** The standard address pattern (zod's, the same the API and the web forms apply). */
export function isValidEmail(value: string): boolean {
  return emailFormat.safeParse(value).success;
}

/** An e-mail address, trimmed and lower-cased so that one mailbox is one account. */
export const emailSchema = z
  .string({ error: validatorMessages.emailRequired })
  .trim()
  .min(1, { error: validatorMessages.emailRequired })
  .pipe(z.email({ error: validatorMessages.emailInvalid }))
  .transform((email) => email.toLowerCase());

/** Only http and https addresses: javascript:, data: and the like are refused. */
export function isValidUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** 8-4-4-4-12 hexadecimal, any version, either case. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** '-5' (a reserved marker) or whole digits followed by '%'. */
export function isBuyerFeePercentage(value: string): boolean {
  return /^(?:-5|\d+%)$/.test(value);
}

/** YYYY-MM-DDTHH:MM:SS with an optional Z, and a date that exists on the calendar. */
export function isIsoDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z?$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}
