import { z } from 'zod';

/**
 * Answers of the user routes (GET/PATCH /web/users/:id, its sessions and declarations): one source for the
 * API's response schemas and the web's types.
 */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  image: z.string().nullable(),
  phoneVerifiedAt: z.iso.datetime().nullable(),
  buyerId: z.string().nullable(),
  sessionId: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** One open session of the user (a connected device). */
export const userSessionSchema = z.object({
  id: z.string(),
  label: z.string(),
  method: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const userSessionsResponseSchema = z.array(userSessionSchema);

export const userSessionRevokedResponseSchema = z.object({ revoked: z.literal(true) });

/** The declarations an account created by Google records (spec §5). */
export const userDeclarationsResponseSchema = z.object({
  consent: z.object({
    personType: z.string(),
    termsVersion: z.string(),
    privacyVersion: z.string(),
    acceptedAt: z.iso.datetime(),
  }),
});

/* ------------------------------------------------------------------ auth */

/** A signed-in session: the access token (kept in memory by the web) and when the refresh cookie ends. */
export const authSessionSchema = z.object({
  accessToken: z.string(),
  refreshTokenExpiresAt: z.iso.datetime(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** An e-mail was sent (or, for an unknown address, the same answer). */
export const authSentSchema = z.object({ sent: z.literal(true) });

/** Sign-in options beyond e-mail that this installation offers. */
export const authProvidersSchema = z.object({ google: z.boolean() });
