import { z } from 'zod';

/*
 * The HTTP contract of the LGPD self-service (/conta → Privacidade): the API declares its routes with these
 * schemas and the web takes its types from them. Instants are ISO strings in UTC.
 */

/** Days during which a deletion request can be cancelled (spec §9). */
export const accountDeletionGraceDays = 15;

export const accountDeletionStatuses = ['REQUESTED', 'CANCELLED', 'COMPLETED'] as const;
export type AccountDeletionStatus = (typeof accountDeletionStatuses)[number];

export const accountDeletionSchema = z.object({
  id: z.string(),
  status: z.enum(accountDeletionStatuses),
  requestedAt: z.iso.datetime(),
  /** When the account is anonymised unless the request is cancelled before. */
  scheduledFor: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const accountDeletionAnswerSchema = z.object({ request: accountDeletionSchema.nullable() });

const confirmationMessage = 'Digite o seu e-mail ou a sua senha para confirmar.';
/** The person re-types their e-mail or their password. */
export const accountDeletionBodySchema = z.object({
  confirmation: z
    .string({ error: confirmationMessage })
    .trim()
    .min(1, { error: confirmationMessage })
    .max(256, { error: 'Confirmação muito longa.' }),
});
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;

export const dataExportStatuses = ['PENDING', 'READY', 'FAILED'] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** A request for a copy of the person's data; the link itself goes only by e-mail. */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(dataExportStatuses),
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** When the e-mailed link stops working. */
  expiresAt: z.iso.datetime().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportListSchema = z.object({ requests: z.array(dataExportSchema) });

/** The person's privacy choices as the API returns them (defaults when never chosen). */
export const privacyPreferencesSchema = z.object({
  /** E-mail when someone outbids the person (the bell notice stays). */
  outbidEmails: z.boolean(),
  /** E-mail reminders of the person's bookings (the bell notice stays). */
  reminderEmails: z.boolean(),
  /** Newsletter and offers by e-mail: only by opt-in, revocable at any time. */
  newsletterEmails: z.boolean(),
  newsletterChangedAt: z.iso.datetime().nullable(),
  /** Analytics cookies: null until the person chooses in the cookie notice. */
  analyticsCookies: z.boolean().nullable(),
  cookiesChosenAt: z.iso.datetime().nullable(),
});
export type PrivacyPreferences = z.infer<typeof privacyPreferencesSchema>;

export const privacySettingsSchema = z.object({
  /** The latest acceptance of the terms of use and the privacy policy, or null. */
  consent: z
    .object({ termsVersion: z.string(), privacyVersion: z.string(), acceptedAt: z.iso.datetime() })
    .nullable(),
  preferences: privacyPreferencesSchema,
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const updatePrivacyPreferencesSchema = z
  .object({
    outbidEmails: z.boolean({ error: 'Escolha sim ou não.' }).optional(),
    reminderEmails: z.boolean({ error: 'Escolha sim ou não.' }).optional(),
    newsletterEmails: z.boolean({ error: 'Escolha sim ou não.' }).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Informe ao menos uma preferência.' });
export type UpdatePrivacyPreferences = z.infer<typeof updatePrivacyPreferencesSchema>;

/** The cookie notice's choice: essential cookies always, analytics only when accepted. */
export const cookieChoiceSchema = z.object({
  analytics: z.boolean({ error: 'Escolha se aceita os cookies de análise.' }),
});
export type CookieChoice = z.infer<typeof cookieChoiceSchema>;

/** A deletion request just made or cancelled. */
export const accountDeletionResponseSchema = z.object({ request: accountDeletionSchema });
/** A data export just asked for. */
export const dataExportResponseSchema = z.object({ request: dataExportSchema });
