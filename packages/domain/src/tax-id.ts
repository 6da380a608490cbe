import { z } from 'zod';

export type TaxIdKind = 'CPF' | 'CNPJ';

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;

export const taxIdMessages = {
  cpfInvalid: 'CPF inválido',
  cnpjInvalid: 'CNPJ inválido',
  taxIdInvalid: 'CPF ou CNPJ inválido',
  cpfRequired: 'CPF é obrigatório',
  cnpjRequired: 'CNPJ é obrigatório',
  taxIdRequired: 'CPF ou CNPJ é obrigatório',
} as const;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The tax id without punctuation. Since July 2026 a CNPJ may carry letters in its first 12 positions, so
 * letters are kept (upper-cased); a CPF is digits only and a letter in it makes it invalid later.
 */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

const cpfShape = /^\d{11}$/;
const cnpjShape = /^[0-9A-Z]{12}\d{2}$/;

/** CPF for 11 digits, CNPJ for 14 characters of CNPJ shape; validity of check digits is not looked at. */
export function taxIdKind(value: string): TaxIdKind | null {
  const normalized = normalizeTaxId(value);
  if (cpfShape.test(normalized)) return 'CPF';
  if (cnpjShape.test(normalized)) return 'CNPJ';
  return null;
}

/** Fills `pattern`'s `#` slots with `chars` and stops at the last filled slot (usable as a typing mask). */
function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= chars.length) break;
    if (slot === '#') {
      out += chars[index];
      index += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';

/**
 * ddd.ddd.ddd-dd up to 11 characters, dd.ddd.ddd/dddd-dd beyond; input punctuation is ignored and anything
 * past 14 characters is dropped, so partial input formats as far as it goes.
 */
export function formatTaxId(value: string): string {
  const normalized = normalizeTaxId(value).slice(0, CNPJ_LENGTH);
  return applyPattern(normalized, normalized.length <= CPF_LENGTH ? CPF_PATTERN : CNPJ_PATTERN);
}

/**
 * A personal tax id (CPF) with its first three and last two digits hidden: '***.456.789-**'. A company's
 * tax id (CNPJ) is public record and is returned formatted; anything else gives ''.
 */
export function maskTaxId(value: string): string {
  const kind = taxIdKind(value);
  if (kind === 'CNPJ') return formatTaxId(value);
  if (kind === 'CPF') return censorTaxId(value);
  return '';
}

/**
 * Any tax id with only its middle digits shown, for showing to third parties: a CPF as '***.456.789-**',
 * a CNPJ as '**.345.678/****-**' (branch and check digits hidden). Anything else gives ''.
 */
export function censorTaxId(value: string): string {
  const kind = taxIdKind(value);
  if (kind === null) return '';
  const normalized = normalizeTaxId(value);
  const visible = kind === 'CPF' ? { from: 3, to: 9 } : { from: 2, to: 8 };
  const censored = [...normalized]
    .map((char, i) => (i >= visible.from && i < visible.to ? char : '*'))
    .join('');
  return applyPattern(censored, kind === 'CPF' ? CPF_PATTERN : CNPJ_PATTERN);
}

/** Mod-11 check digit over `values` with weights 2, 3, … from the right (up to 9 or 11, then again). */
function mod11CheckDigit(values: readonly number[], maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let i = values.length - 1; i >= 0; i -= 1) {
    sum += values[i]! * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function isRepeatedSequence(value: string): boolean {
  return /^(.)\1*$/.test(value);
}

export function isValidCpf(value: string): boolean {
  if (/[^\d.\-\s]/.test(value)) return false;
  const digits = onlyDigits(value);
  if (!cpfShape.test(digits) || isRepeatedSequence(digits)) return false;
  const values = [...digits].map(Number);
  const first = mod11CheckDigit(values.slice(0, 9), 11);
  const second = mod11CheckDigit(values.slice(0, 10), 11);
  return first === values[9] && second === values[10];
}

/**
 * Numeric and alphanumeric CNPJ (Receita Federal, IN RFB 2.229/2024): each of the 12 base characters is
 * worth its char code minus 48 ('0'–'9' → 0–9, 'A' → 17 … 'Z' → 42), weights 2 to 9 from the right, mod 11.
 */
export function isValidCnpj(value: string): boolean {
  if (/[^0-9A-Za-z.\-/\s]/.test(value)) return false;
  const normalized = normalizeTaxId(value);
  if (!cnpjShape.test(normalized) || isRepeatedSequence(normalized)) return false;
  const values = [...normalized].map((char) => char.charCodeAt(0) - 48);
  const first = mod11CheckDigit(values.slice(0, 12), 9);
  const second = mod11CheckDigit(values.slice(0, 13), 9);
  return first === values[12] && second === values[13];
}

/** The CPF with its two check digits appended to a 9-digit base (for generated data). */
export function completeCpf(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A CPF base has 9 digits');
  const values = [...base].map(Number);
  values.push(mod11CheckDigit(values, 11));
  values.push(mod11CheckDigit(values, 11));
  return values.join('');
}

/** The CNPJ with its two check digits appended to a 12-character base, numeric or alphanumeric. */
export function completeCnpj(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError('A CNPJ base has 12 digits or capital letters');
  const values = [...base].map((char) => char.charCodeAt(0) - 48);
  const first = mod11CheckDigit(values, 9);
  const second = mod11CheckDigit([...values, first], 9);
  return `${base}${first}${second}`;
}

export function isValidTaxId(value: string): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** Accepts a CPF with or without punctuation; the output is its 11 digits. */
export const cpfSchema = requiredText(taxIdMessages.cpfRequired)
  .refine(isValidCpf, { error: taxIdMessages.cpfInvalid })
  .transform(normalizeTaxId);

/** Accepts a numeric or alphanumeric CNPJ with or without punctuation; the output is its 14 characters. */
export const cnpjSchema = requiredText(taxIdMessages.cnpjRequired)
  .refine(isValidCnpj, { error: taxIdMessages.cnpjInvalid })
  .transform(normalizeTaxId);

/** Accepts either a CPF or a CNPJ; the output is normalized. */
export const taxIdSchema = requiredText(taxIdMessages.taxIdRequired)
  .refine(isValidTaxId, { error: taxIdMessages.taxIdInvalid })
  .transform(normalizeTaxId);
