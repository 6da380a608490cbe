import type { FavoriteMergeAnswer } from '@circula/domain';
import { authedJson } from '@/features/session';
import { api } from '@/lib/http/api';

/** The same answer whether the list existed or not: its link (and token) goes to the e-mail only. */
export interface OpenListAnswer {
  emailed: true;
}

export const openFavoriteList = (email: string) =>
  api.post('web/favorite-lists', { json: { email } }).json<OpenListAnswer>();

export const addFavorite = (token: string, lotId: string) =>
  api.put(`web/favorite-lists/${token}/lots/${lotId}`).json<{ favorite: boolean }>();

export const removeFavorite = (token: string, lotId: string) =>
  api.delete(`web/favorite-lists/${token}/lots/${lotId}`).json<{ favorite: boolean }>();

export const favoriteListPath = (token: string) => `web/favorite-lists/${token}`;

/** The signed-in user's favourites, kept by the server for every device (decision 151). */
export const accountFavoritesPath = (userId: string) => `web/users/${userId}/favorites`;

export const addAccountFavorite = (userId: string, lotId: string) =>
  authedJson<{ favorite: boolean }>(`${accountFavoritesPath(userId)}/${lotId}`, { method: 'PUT' });

export const removeAccountFavorite = (userId: string, lotId: string) =>
  authedJson<{ favorite: boolean }>(`${accountFavoritesPath(userId)}/${lotId}`, { method: 'DELETE' });

/** The device's visitor list joins the account at sign-in, once (decision 215). */
export const mergeDeviceFavorites = (userId: string, token: string) =>
  authedJson<FavoriteMergeAnswer>(`${accountFavoritesPath(userId)}/merge`, {
    method: 'POST',
    json: { token },
    retry: 0,
  });
