import { z } from 'zod';
import { buyerTypes } from './enums.js';
import { phoneError, phoneMessages } from './phone.js';
import { referralSlugPattern } from './referral-slug.js';
import { textSchema } from './text.js';
import { emailSchema } from './validators.js';
import { labelFrom } from './words.js';

/** Versions of the documents a person accepts at sign-up (the dates the spec gives for each). */
export const termsVersion = '2025-04-28';
export const privacyVersion = '2025-01-28';

/**
 * Where a session started, recorded on the session and its sign-in event, and its words for staff reading a
 * person's sessions.
 */
export const signInMethodLabels = {
  credentials: 'E-mail e senha',
  'magic-link': 'Link enviado por e-mail',
  'email-code': 'Código por e-mail, no cadastro',
  google: 'Conta Google',
  'reset-password': 'Redefinição de senha',
  'login-link': 'Link de acesso do suporte',
} as const;
export type SignInMethod = keyof typeof signInMethodLabels;

/** The words for a session's method as read back; a method without words (an older row) as written. */
export function signInMethodName(method: string): string {
  return labelFrom(signInMethodLabels, method) ?? method;
}

export const authCodeLength = 6;
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const authMessages = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'O nome pode ter no máximo 120 caracteres',
  codeInvalid: 'Informe o código de 6 dígitos enviado para o seu email',
  passwordRequired: 'Senha é obrigatória',
  passwordTooShort: `A senha deve ter pelo menos ${passwordMinLength} caracteres`,
  passwordTooLong: `A senha pode ter no máximo ${passwordMaxLength} caracteres`,
  personTypeInvalid: 'Escolha entre pessoa física e pessoa jurídica',
  isAdult: 'Você precisa declarar que tem 18 anos ou mais',
  hasFullLegalCapacity: 'Você precisa declarar que tem plena capacidade civil',
  hasPowerToRepresent: 'Você precisa declarar que tem poderes para representar a empresa',
  hasRegularRegistration: 'Você precisa declarar que a empresa tem cadastro regular',
  acceptsTermsAndPrivacy: 'Você precisa aceitar os Termos de Uso e a Política de Privacidade',
  nextUrlInvalid: 'Endereço de retorno inválido',
  referralSlugInvalid: 'Link de indicação inválido',
  tokenInvalid: 'Link inválido',
  queryNotAllowed: 'Parâmetro não permitido no endereço; envie email e senha no corpo da requisição',
} as const;

/**
 * nextUrl is only ever a path on the web app ('/conta', '/busca?q=x'): anything that would leave the site
 * ('//evil.example', '/\\evil.example', 'https://…') is refused, so no link of ours can redirect elsewhere.
 */
export function isSafeNextUrl(value: string): boolean {
  if (!value.startsWith('/') || value.length > 2048) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  const base = 'http://circula.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The web step where a person whose account Google created makes the sign-up declarations. */
export const completeSignUpPath = '/auth/concluir-cadastro';

export const nextUrlSchema = z
  .string()
  .refine(isSafeNextUrl, { error: authMessages.nextUrlInvalid })
  .optional();

export const referralSlugSchema = z
  .string()
  .trim()
  .regex(referralSlugPattern, { error: authMessages.referralSlugInvalid })
  .optional();

/** `POST /auth/referral`: the visitor landed through a referral link (the API keeps it in a cookie). */
export const referralLandingSchema = z.strictObject({
  referralSlug: z
    .string({ error: authMessages.referralSlugInvalid })
    .trim()
    .regex(referralSlugPattern, { error: authMessages.referralSlugInvalid }),
});
export type ReferralLandingInput = z.infer<typeof referralLandingSchema>;

/**
 * Query of every sign-in: where to go afterwards and the referral link the person came through. Nothing
 * else is accepted, so credentials can never travel (and be logged) in a URL.
 */
export const signInQuerySchema = z.strictObject(
  { nextUrl: nextUrlSchema, referralSlug: referralSlugSchema },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? authMessages.queryNotAllowed : undefined) },
);

/** Query of the auth calls that carry a secret in the body (code, password, link token): none at all. */
export const noQuerySchema = z.strictObject(
  {},
  { error: (issue) => (issue.code === 'unrecognized_keys' ? authMessages.queryNotAllowed : undefined) },
);

const nameSchema = textSchema({
  required: authMessages.nameRequired,
  max: 120,
  tooLong: authMessages.nameTooLong,
});

export const passwordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(passwordMinLength, { error: authMessages.passwordTooShort })
  .max(passwordMaxLength, { error: authMessages.passwordTooLong });

export const authCodeSchema = z
  .string({ error: authMessages.codeInvalid })
  .trim()
  .regex(/^\d{6}$/, { error: authMessages.codeInvalid });

const mustDeclare = (message: string) => z.literal(true, { error: message });

/** Declarations of spec §5 for an individual: adult, fully capable, accepts terms and privacy. */
export const naturalPersonDeclarationsSchema = z.object({
  isAdult: mustDeclare(authMessages.isAdult),
  hasFullLegalCapacity: mustDeclare(authMessages.hasFullLegalCapacity),
  acceptsTermsAndPrivacy: mustDeclare(authMessages.acceptsTermsAndPrivacy),
});

/** Declarations of spec §5 for a company representative. */
export const juridicalPersonDeclarationsSchema = z.object({
  hasPowerToRepresent: mustDeclare(authMessages.hasPowerToRepresent),
  hasRegularRegistration: mustDeclare(authMessages.hasRegularRegistration),
  acceptsTermsAndPrivacy: mustDeclare(authMessages.acceptsTermsAndPrivacy),
});

export const emailCodeRequestSchema = z.object({ email: emailSchema });

const signUpBase = z.object({
  email: emailSchema,
  code: authCodeSchema,
  name: nameSchema,
  password: passwordSchema.optional(),
  referralSlug: referralSlugSchema,
});

export const signUpSchema = z.discriminatedUnion(
  'personType',
  [
    signUpBase.extend({
      personType: z.literal(buyerTypes[0]),
      declarations: naturalPersonDeclarationsSchema,
    }),
    signUpBase.extend({
      personType: z.literal(buyerTypes[1]),
      declarations: juridicalPersonDeclarationsSchema,
    }),
  ],
  { error: authMessages.personTypeInvalid },
);

/**
 * The declarations of a person whose account was created without them (Google sign-up): the same ones, per
 * person type, that the e-mail sign-up makes.
 */
export const userDeclarationsSchema = z.discriminatedUnion(
  'personType',
  [
    z.object({ personType: z.literal(buyerTypes[0]), declarations: naturalPersonDeclarationsSchema }),
    z.object({ personType: z.literal(buyerTypes[1]), declarations: juridicalPersonDeclarationsSchema }),
  ],
  { error: authMessages.personTypeInvalid },
);

export type UserDeclarationsInput = z.infer<typeof userDeclarationsSchema>;

export const credentialsSignInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, { error: authMessages.passwordRequired }),
});

export const magicLinkRequestSchema = z.object({ email: emailSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: authMessages.tokenInvalid })
    .min(16, { error: authMessages.tokenInvalid })
    .max(256),
  password: passwordSchema,
});

/** The user fields a person may change on their own account. */
export const updateUserSchema = z
  .object({
    name: nameSchema.optional(),
    phone: z.string({ error: phoneMessages.phoneRequired }).trim().max(32).optional(),
    /** ISO 3166 country of the phone; Brazil unless told. */
    phoneCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('BR'),
  })
  .strict()
  .superRefine((input, context) => {
    const message = input.phone === undefined ? null : phoneError(input.phone, input.phoneCountry);
    if (message) context.addIssue({ code: 'custom', path: ['phone'], message });
  });

export const verifyPhoneTokenSchema = z.object({ token: authCodeSchema });

export type SignUpInput = z.infer<typeof signUpSchema>;
export type CredentialsSignInInput = z.infer<typeof credentialsSignInSchema>;
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
