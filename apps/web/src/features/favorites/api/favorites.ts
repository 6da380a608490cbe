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
