import { z } from 'zod';

/** The token of a visitor's favourites list: 32 random bytes, base64url (43 characters). */
export const favoriteListTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const favoriteMergeMessages = {
  tokenInvalid: 'Lista de favoritos deste aparelho não encontrada.',
} as const;

/**
 * POST /web/users/:id/favorites/merge: the device's list (its token, kept by the browser) joins the signed-in
 * account's favourites, once (decision 215).
 */
export const favoriteMergeRequestSchema = z.object({
  token: z
    .string({ error: favoriteMergeMessages.tokenInvalid })
    .regex(favoriteListTokenPattern, { error: favoriteMergeMessages.tokenInvalid }),
});
export type FavoriteMergeRequest = z.infer<typeof favoriteMergeRequestSchema>;

export const favoriteMergeAnswerSchema = z.object({
  /** Lots of the device list now in the account's list (those already there not counted). */
  merged: z.number().int(),
  /** Lots left out because the account's list reached its limit. */
  skipped: z.number().int(),
  /** The account's list after the merge, most recently added first. */
  lotIds: z.array(z.uuid()),
});
export type FavoriteMergeAnswer = z.infer<typeof favoriteMergeAnswerSchema>;
