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
