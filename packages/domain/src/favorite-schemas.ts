import { z } from 'zod';
import { searchAnswerSchema } from './catalog-answer-schemas.js';

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

/** POST /web/favorite-lists (202): the same answer whether a list existed or not; its link goes to the e-mail. */
export const openFavoriteListAnswerSchema = z.object({ emailed: z.literal(true) });
export type OpenFavoriteListAnswer = z.infer<typeof openFavoriteListAnswerSchema>;

/** PUT and DELETE on a favourite (device list or account): whether the lot is a favourite now. */
export const favoriteChangeAnswerSchema = z.object({ lotId: z.uuid(), favorite: z.boolean() });
export type FavoriteChangeAnswer = z.infer<typeof favoriteChangeAnswerSchema>;

/** GET /web/users/:id/favorites: the account's favourites, most recently added first, with their cards. */
export const accountFavoritesAnswerSchema = z.object({
  lotIds: z.array(z.uuid()),
  lots: searchAnswerSchema.shape.lots,
});
export type AccountFavoritesAnswer = z.infer<typeof accountFavoritesAnswerSchema>;

/** GET /web/favorite-lists/:token: a visitor's list opened by its e-mailed link, with its lots' cards. */
export const favoriteListAnswerSchema = z.object({
  email: z.string(),
  lotIds: z.array(z.uuid()),
  lots: searchAnswerSchema.shape.lots,
});
export type FavoriteListAnswer = z.infer<typeof favoriteListAnswerSchema>;
