import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

export const phoneMessages = {
  phoneInvalid: 'Telefone inválido',
  phoneRequired: 'Telefone é obrigatório',
} as const;

/**
 * The spec's Brazilian pattern: optional +55 or 0, a 2-digit area code (DDDs have no zero digit, which is
 * also what keeps the 0 prefix unambiguous), then 8 (landline) or 9 (mobile) digits. Spaces, dots,
 * dashes and parentheses are ignored.
 */
const brazilianPhone = /^(?:\+55|0)?([1-9]{2})(\d{8,9})$/;

function stripPunctuation(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

function matchBrazilian(phone: string): { areaCode: string; number: string } | null {
  const match = brazilianPhone.exec(stripPunctuation(phone));
  return match ? { areaCode: match[1]!, number: match[2]! } : null;
}

/** Empty is invalid; a country libphonenumber does not know counts as valid (the spec's rule). */
export function isValidPhone(phone: string, country = 'BR'): boolean {
  if (phone.trim() === '') return false;
  if (country === 'BR') return matchBrazilian(phone) !== null;
  if (!isSupportedCountry(country)) return true;
  return parsePhoneNumberFromString(phone, country as CountryCode)?.isValid() ?? false;
}

/** E.164 ('+5511912345678'), or null when the phone is not valid for the country (or the country is unknown). */
export function normalizePhone(phone: string, country = 'BR'): string | null {
  if (country === 'BR') {
    const parts = matchBrazilian(phone);
    return parts ? `+55${parts.areaCode}${parts.number}` : null;
  }
  if (!isSupportedCountry(country)) return null;
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

/** A Brazilian phone; the output is E.164. */
export const phoneSchema = z
  .string({ error: phoneMessages.phoneRequired })
  .trim()
  .min(1, { error: phoneMessages.phoneRequired })
  .refine((phone) => isValidPhone(phone, 'BR'), { error: phoneMessages.phoneInvalid })
  .transform((phone) => normalizePhone(phone, 'BR')!);
