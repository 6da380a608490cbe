import { CNPJ_LENGTH, CPF_LENGTH, formatTaxId, normalizeTaxId, onlyDigits } from '@circula/domain';

/** Typing mask for a CPF: digits only, ddd.ddd.ddd-dd as far as typed. */
export function maskCpf(value: string): string {
  return formatTaxId(onlyDigits(value).slice(0, CPF_LENGTH));
}

/**
 * Typing mask for a CNPJ, numeric or alphanumeric (letters allowed in the first 12 positions, upper-cased;
 * the two check digits are always digits): dd.ddd.ddd/dddd-dd as far as typed.
 */
export function maskCnpj(value: string): string {
  const chars = [...normalizeTaxId(value)];
  const kept: string[] = [];
  for (const char of chars) {
    if (kept.length >= CNPJ_LENGTH) break;
    if (kept.length >= 12 && !/\d/.test(char)) continue;
    kept.push(char);
  }
  const pattern = '##.###.###/####-##';
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= kept.length) break;
    if (slot === '#') {
      out += kept[index];
      index += 1;
    } else out += slot;
  }
  return out;
}

/** Typing mask for a CEP: ddddd-ddd. */
export function maskPostalCode(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
