import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

export const phoneMessages = {
  phoneInvalid: 'Telefone inválido',
  phoneRequired: 'Telefone é obrigatório',
  areaCodeInvalid: 'DDD inexistente: confira o código de área do telefone',
} as const;

/** Brazil's area codes (DDD) in use, as Anatel assigns them. */
export const brazilianAreaCodes: ReadonlySet<string> = new Set(
  (
    '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 ' +
    '61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'
  ).split(' '),
);

/**
 * The spec's Brazilian pattern: optional +55 or 0, a 2-digit area code, then 8 (landline, starting 2–5) or
 * 9 (mobile, starting 9) digits. Spaces, dots, dashes and parentheses are ignored. The subscriber-number
 * rule and an area code in parentheses keep the 0 prefix unambiguous: '(01) 91234-5678' is DDD 01 (refused),
 * never 0 + DDD 19 + '12345678'. Bare digits starting with 0 are read with the prefix first.
 */
const areaAndNumber = /^(\d{2})(9\d{8}|[2-5]\d{7})$/;

function stripPunctuation(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

type BrazilianParse = { areaCode: string; number: string } | 'UNKNOWN_AREA_CODE' | null;

/** An area code the person set apart in parentheses: '(11) …', '+55 (011) …'. */
const parenthesisedAreaCode = /^\s*(?:\+55\s*)?\(\s*0?(\d{2})\s*\)(.*)$/;

function parseBrazilian(phone: string): BrazilianParse {
  const parenthesised = parenthesisedAreaCode.exec(phone);
  const digits = stripPunctuation(phone);
  const readings = parenthesised
    ? [parenthesised[1]! + stripPunctuation(parenthesised[2]!)]
    : digits.startsWith('+55')
      ? [digits.slice(3)]
      : digits.startsWith('0')
        ? [digits.slice(1), digits]
        : [digits];
  let unknownAreaCode = false;
  for (const reading of readings) {
    const match = areaAndNumber.exec(reading);
    if (!match) continue;
    if (brazilianAreaCodes.has(match[1]!)) return { areaCode: match[1]!, number: match[2]! };
    unknownAreaCode = true;
  }
  return unknownAreaCode ? 'UNKNOWN_AREA_CODE' : null;
}

function matchBrazilian(phone: string): { areaCode: string; number: string } | null {
  const parsed = parseBrazilian(phone);
  return parsed && parsed !== 'UNKNOWN_AREA_CODE' ? parsed : null;
}

/**
 * A phone of a country libphonenumber does not know, kept as typed without punctuation: an optional '+'
 * then 1 to 15 digits (E.164's length), or null for anything else.
 */
function unknownCountryPhone(phone: string): string | null {
  const compact = stripPunctuation(phone);
  return /^\+?\d{1,15}$/.test(compact) ? compact : null;
}

/** The pt-BR message for a phone that is not valid for the country, or null when it is valid. */
export function phoneError(phone: string, country = 'BR'): string | null {
  if (phone.trim() === '') return phoneMessages.phoneRequired;
  if (country === 'BR') {
    const parsed = parseBrazilian(phone);
    if (parsed === 'UNKNOWN_AREA_CODE') return phoneMessages.areaCodeInvalid;
    return parsed ? null : phoneMessages.phoneInvalid;
  }
  if (!isSupportedCountry(country)) return unknownCountryPhone(phone) ? null : phoneMessages.phoneInvalid;
  return parsePhoneNumberFromString(phone, country as CountryCode)?.isValid()
    ? null
    : phoneMessages.phoneInvalid;
}

/** Empty is invalid; a country libphonenumber does not know counts as valid (the spec's rule). */
export function isValidPhone(phone: string, country = 'BR'): boolean {
  return phoneError(phone, country) === null;
}

/**
 * E.164 ('+5511912345678'), or null when the phone is not valid for the country. A country libphonenumber
 * does not know keeps the number as typed, without punctuation.
 */
export function normalizePhone(phone: string, country = 'BR'): string | null {
  if (phone.trim() === '') return null;
  if (country === 'BR') {
    const parts = matchBrazilian(phone);
    return parts ? `+55${parts.areaCode}${parts.number}` : null;
  }
  if (!isSupportedCountry(country)) return unknownCountryPhone(phone);
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Display form: '+55 11 91234-5678' for mobiles, '+55 11 3123-4567' for 8-digit landlines; other countries
 * in their international format. A phone that is not valid is returned trimmed, as typed.
 */
export function formatPhone(phone: string, country = 'BR'): string {
  if (country === 'BR') {
    const parts = matchBrazilian(phone);
    if (!parts) return phone.trim();
    const split = parts.number.length - 4;
    return `+55 ${parts.areaCode} ${parts.number.slice(0, split)}-${parts.number.slice(split)}`;
  }
  if (!isSupportedCountry(country)) return phone.trim();
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  return parsed?.isValid() ? parsed.formatInternational() : phone.trim();
}

/**
 * The country calling code of a stored phone ('55' for '+5511…', '351' for '+351…'); 'OTHER' when it cannot
 * be read (a number of a country libphonenumber does not know, kept as typed).
 */
export function phoneCallingCode(phone: string): string {
  if (phone.startsWith('+55')) return '55';
  return parsePhoneNumberFromString(phone)?.countryCallingCode ?? 'OTHER';
}

/** A Brazilian phone; the output is E.164. */
export const phoneSchema = z
  .string({ error: phoneMessages.phoneRequired })
  .trim()
  .min(1, { error: phoneMessages.phoneRequired })
  .superRefine((phone, context) => {
    const message = phone === '' ? null : phoneError(phone, 'BR');
    if (message) context.addIssue({ code: 'custom', message });
  })
  .transform((phone) => normalizePhone(phone, 'BR')!);
