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
