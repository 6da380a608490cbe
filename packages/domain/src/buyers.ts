import { z } from 'zod';
import { addressSchema } from './address.js';
import { todayInSaoPaulo } from './dates.js';
import { blockReasons, buyerApplicationStatuses, documentStatuses, documentTypes } from './enums.js';
import { cnpjSchema, cpfSchema } from './tax-id.js';
import { textSchema } from './text.js';

/** Spec §9: minimum age of a natural-person buyer. */
export const MINIMUM_BUYER_AGE = 18;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

export const buyerMessages = {
  usernameRequired: 'Nome de usuário é obrigatório',
  usernameLength: `O nome de usuário deve ter de ${USERNAME_MIN_LENGTH} a ${USERNAME_MAX_LENGTH} caracteres`,
  usernameCharacters: 'Use apenas letras sem acento, números, ponto e sublinhado no nome de usuário',
  usernameNeedsLetter:
    'O nome de usuário precisa ter pelo menos uma letra (ele é público: não use CPF, CNPJ ou telefone)',
  fieldNotAllowed: 'Só o nome de usuário pode ser alterado por aqui',
  applicationFieldNotAllowed: 'Envie apenas os dados cadastrais (registrationData) e o endereço (address)',
  fullNameRequired: 'Nome completo é obrigatório',
  companyNameRequired: 'Razão social é obrigatória',
  representativeNameRequired: 'Nome do representante legal é obrigatório',
  nameTooLong: 'O nome pode ter no máximo 120 caracteres',
  birthDateRequired: 'Data de nascimento é obrigatória',
  birthDateInvalid: 'Data de nascimento inválida',
  birthDateUnderAge: `É preciso ter ${MINIMUM_BUYER_AGE} anos ou mais para participar`,
  buyerTypeInvalid: 'Escolha entre pessoa física e pessoa jurídica',
  applicationEmpty: 'Envie os dados cadastrais ou o endereço',
  blockReasonInvalid: 'Motivo de bloqueio inválido',
  reasonRequired: 'Informe o motivo',
  reasonTooLong: 'O motivo pode ter no máximo 1000 caracteres',
  decisionInvalid: 'A decisão deve ser APPROVED ou REJECTED',
} as const;

/**
 * The only name other bidders ever see. Letters must be present so that a tax id, a phone or any other
 * number cannot become someone's public name; '@' is outside the alphabet, so no e-mail either.
 */
export const usernameSchema = z
  .string({ error: buyerMessages.usernameRequired })
  .trim()
  .min(1, { error: buyerMessages.usernameRequired })
  .min(USERNAME_MIN_LENGTH, { error: buyerMessages.usernameLength })
  .max(USERNAME_MAX_LENGTH, { error: buyerMessages.usernameLength })
  .regex(/^[A-Za-z0-9_.]+$/, { error: buyerMessages.usernameCharacters })
  .regex(/[A-Za-z]/, { error: buyerMessages.usernameNeedsLetter });

/** A real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years between a birth date and `today` (both 'YYYY-MM-DD'); someone born on 29 Feb ages on 1 Mar. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export function isAtLeastAge(birthDate: string, years: number, today: string = todayInSaoPaulo()): boolean {
  return ageOn(birthDate, today) >= years;
}

export const birthDateSchema = z
  .string({ error: buyerMessages.birthDateRequired })
  .trim()
  .min(1, { error: buyerMessages.birthDateRequired })
  .refine((value) => isCalendarDate(value) && value >= '1900-01-01' && value <= todayInSaoPaulo(), {
    error: buyerMessages.birthDateInvalid,
  })
  .refine((value) => !isCalendarDate(value) || isAtLeastAge(value, MINIMUM_BUYER_AGE), {
    error: buyerMessages.birthDateUnderAge,
    abort: true,
  });

const personName = (required: string) =>
  textSchema({ required, max: 120, tooLong: buyerMessages.nameTooLong });

export const naturalPersonRegistrationSchema = z.object({
  type: z.literal('NATURAL_PERSON'),
  username: usernameSchema,
  fullName: personName(buyerMessages.fullNameRequired),
  cpf: cpfSchema,
  birthDate: birthDateSchema,
});

export const juridicalPersonRegistrationSchema = z.object({
  type: z.literal('JURIDICAL_PERSON'),
  username: usernameSchema,
  companyName: personName(buyerMessages.companyNameRequired),
  cnpj: cnpjSchema,
  representativeName: personName(buyerMessages.representativeNameRequired),
  representativeCpf: cpfSchema,
});

/** Step one of the buyer application: who the buyer is. */
export const buyerRegistrationDataSchema = z.discriminatedUnion(
  'type',
  [naturalPersonRegistrationSchema, juridicalPersonRegistrationSchema],
  { error: buyerMessages.buyerTypeInvalid },
);

/** Step two: where the buyer lives or the company is registered. */
export const buyerAddressSchema = addressSchema;

/** PATCH /web/buyer-applications: one step at a time, or both at once. */
export const buyerApplicationPatchSchema = z
  .strictObject(
    {
      registrationData: buyerRegistrationDataSchema.optional(),
      address: buyerAddressSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? buyerMessages.applicationFieldNotAllowed : undefined,
    },
  )
  .refine((input) => input.registrationData !== undefined || input.address !== undefined, {
    error: buyerMessages.applicationEmpty,
  });

/** PATCH /web/buyers/{id}: the only buyer field its owner may change. Status, blocks and type are not. */
export const updateBuyerSchema = z.strictObject(
  { username: usernameSchema },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? buyerMessages.fieldNotAllowed : undefined),
  },
);

const reasonText = textSchema({ max: 1000, tooLong: buyerMessages.reasonTooLong, multiLine: true });

const decision = z.enum(['APPROVED', 'REJECTED'], { error: buyerMessages.decisionInvalid });

/** A staff decision on a document or an application: a rejection always says why. */
export const reviewDecisionSchema = z
  .object({ status: decision, reason: reasonText.optional() })
  .superRefine((input, context) => {
    if (input.status === 'REJECTED' && !input.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: buyerMessages.reasonRequired });
    }
  });

export const blockBuyerSchema = z.object({
  reason: z.enum(blockReasons, { error: buyerMessages.blockReasonInvalid }),
  note: reasonText.optional(),
});

export const unblockBuyerSchema = z.object({ note: reasonText.optional() });

export const buyerApplicationStatusSchema = z.enum(buyerApplicationStatuses);
export const documentStatusSchema = z.enum(documentStatuses);
export const documentTypeSchema = z.enum(documentTypes);

export type BuyerRegistrationData = z.infer<typeof buyerRegistrationDataSchema>;
export type BuyerApplicationPatch = z.infer<typeof buyerApplicationPatchSchema>;
export type UpdateBuyerInput = z.infer<typeof updateBuyerSchema>;
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;
export type BlockBuyerInput = z.infer<typeof blockBuyerSchema>;
