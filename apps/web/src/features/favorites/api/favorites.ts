import type {
  FavoriteChangeAnswer,
  FavoriteMergeAnswer,
  favoriteChangeAnswerSchema,
  favoriteMergeAnswerSchema,
  OpenFavoriteListAnswer,
  openFavoriteListAnswerSchema,
} from '@circula/domain';
import { authedJsonTyped } from '@/features/session';
import { answerTyped, api } from '@/lib/http/api';

/*
 * The favourites' calls. The heart is on every card of every page, so the answers are typed by the routes'
 * schemas from @circula/domain with a type-only import, and not checked here (decisions 048 and 230).
 */

/** The same answer whether the list existed or not: its link (and token) goes to the e-mail only. */
export const openFavoriteList = (email: string): Promise<OpenFavoriteListAnswer> =>
  answerTyped<typeof openFavoriteListAnswerSchema>(api.post('web/favorite-lists', { json: { email } }));

export const addFavorite = (token: string, lotId: string): Promise<FavoriteChangeAnswer> =>
  answerTyped<typeof favoriteChangeAnswerSchema>(api.put(`web/favorite-lists/${token}/lots/${lotId}`));

export const removeFavorite = (token: string, lotId: string): Promise<FavoriteChangeAnswer> =>
  answerTyped<typeof favoriteChangeAnswerSchema>(api.delete(`web/favorite-lists/${token}/lots/${lotId}`));

export const favoriteListPath = (token: string) => `web/favorite-lists/${token}`;

/** The signed-in user's favourites, kept by the server for every device (decision 151). */
export const accountFavoritesPath = (userId: string) => `web/users/${userId}/favorites`;

export const addAccountFavorite = (userId: string, lotId: string): Promise<FavoriteChangeAnswer> =>
  authedJsonTyped<typeof favoriteChangeAnswerSchema>(`${accountFavoritesPath(userId)}/${lotId}`, {
    method: 'PUT',
  });

export const removeAccountFavorite = (userId: string, lotId: string): Promise<FavoriteChangeAnswer> =>
  authedJsonTyped<typeof favoriteChangeAnswerSchema>(`${accountFavoritesPath(userId)}/${lotId}`, {
    method: 'DELETE',
  });

/** The device's visitor list joins the account at sign-in, once (decision 215). */
export const mergeDeviceFavorites = (userId: string, token: string): Promise<FavoriteMergeAnswer> =>
  authedJsonTyped<typeof favoriteMergeAnswerSchema>(`${accountFavoritesPath(userId)}/merge`, {
    method: 'POST',
    json: { token },
    retry: 0,
  });
