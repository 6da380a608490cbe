import { z } from 'zod';
import { brazilianStateCodes } from './states.js';
import { onlyDigits } from './tax-id.js';
import { textSchema } from './text.js';

export type Address = {
  /** Street (logradouro). */
  line1: string;
  /** House number, or 's/n'. */
  number: string;
  /** Complement (apartment, block…), if any. */
  line2: string | null;
  neighborhood: string;
  city: string;
  /** Two-letter UF. */
  state: string;
  /** CEP, ddddd-ddd. */
  postalCode: string;
};

export const addressMessages = {
  line1Required: 'Endereço é obrigatório',
  numberRequired: 'Número é obrigatório',
  neighborhoodRequired: 'Bairro é obrigatório',
  cityRequired: 'Cidade é obrigatória',
  stateInvalid: 'Estado inválido',
  postalCodeRequired: 'CEP é obrigatório',
  postalCodeInvalid: 'CEP inválido',
} as const;

/** Digits as ddddd-ddd, as far as they go (usable as a typing mask); extra digits are dropped. */
export function formatPostalCode(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * The one-line form, as the Correios write it:
 *   'Rua X, 123, Apto 4 - Bairro, Cidade - UF, 01234-567'   (the ', Apto 4' complement is optional)
 * i.e. street, number[, complement] - neighbourhood, city - UF, CEP (with or without the dash).
 */
const addressLine =
  /^(?<line1>[^,]+?),\s*(?<number>[^,]+?)(?:,\s*(?<line2>[^,]+?))?\s+-\s+(?<neighborhood>[^,]+?),\s*(?<city>[^,]+?)\s+-\s+(?<state>[A-Za-z]{2}),\s*(?<postalCode>\d{5}-?\d{3})$/;

/** Reads the one-line form above; throws Error('Invalid address string') when a part is missing. */
export function parseAddressString(text: string): Address {
  const groups = addressLine.exec(text.trim())?.groups;
  if (!groups) throw new Error('Invalid address string');
  return {
    line1: groups.line1!,
    number: groups.number!,
    line2: groups.line2 ?? null,
    neighborhood: groups.neighborhood!,
    city: groups.city!,
    state: groups.state!.toUpperCase(),
    postalCode: formatPostalCode(groups.postalCode!),
  };
}

/** The one-line form parseAddressString reads. */
export function formatAddress(address: Address): string {
  const street = [address.line1, address.number, address.line2].filter(Boolean).join(', ');
  return `${street} - ${address.neighborhood}, ${address.city} - ${address.state}, ${formatPostalCode(address.postalCode)}`;
}

/** A CEP with or without its dash; the output is ddddd-ddd. */
export const postalCodeSchema = z
  .string({ error: addressMessages.postalCodeRequired })
  .trim()
  .min(1, { error: addressMessages.postalCodeRequired })
  .regex(/^\d{5}-?\d{3}$/, { error: addressMessages.postalCodeInvalid })
  .transform(formatPostalCode);

/** Bounds of the address fields (the Correios' own fields are shorter). */
export const addressLimits = { line1: 200, number: 20, line2: 100, neighborhood: 100, city: 100 } as const;

const requiredText = (message: string, max: number) => textSchema({ required: message, max });

export const addressSchema = z.object({
  line1: requiredText(addressMessages.line1Required, addressLimits.line1),
  number: requiredText(addressMessages.numberRequired, addressLimits.number),
  line2: textSchema({ max: addressLimits.line2 })
    .nullish()
    .transform((value) => value || null),
  neighborhood: requiredText(addressMessages.neighborhoodRequired, addressLimits.neighborhood),
  city: requiredText(addressMessages.cityRequired, addressLimits.city),
  state: z
    .string({ error: addressMessages.stateInvalid })
    .trim()
    .toUpperCase()
    .pipe(z.enum(brazilianStateCodes, { error: addressMessages.stateInvalid })),
  postalCode: postalCodeSchema,
});
