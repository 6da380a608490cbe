'use client';

import { useCallback, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { authedFetcher, authedKey, useAccessToken } from '@/features/session';
import { isHttpError } from '@/lib/http/client';
import {
  accountFavoritesPath,
  addAccountFavorite,
  addFavorite,
  removeAccountFavorite,
  removeFavorite,
} from '../api/favorites';
import {
  getFavoritesState,
  getServerFavoritesState,
  resetFavorites,
  setFavoritesState,
  subscribeFavorites,
  toggled,
} from './favorites-store';

interface AccountFavorites {
  lotIds: string[];
}

/**
 * The favourites the heart and /favoritos show: the account's when signed in (server side, every device,
 * no e-mail asked — decision 151), else this browser's list opened by its e-mailed link.
 */
export function useFavorites() {
  const state = useSyncExternalStore(subscribeFavorites, getFavoritesState, getServerFavoritesState);
  const session = useAccessToken();
  const userId = session.status === 'signed-in' ? session.userId : null;
  const account = useSWR<AccountFavorites>(
    authedKey(userId ? accountFavoritesPath(userId) : null),
    authedFetcher,
  );

  /** Adds or removes a lot; the heart changes at once and goes back if the API refuses. */
  const toggle = useCallback(
    async (lotId: string, favorite: boolean) => {
      if (userId) {
        const { mutate } = account;
        const before = account.data?.lotIds ?? [];
        const without = before.filter((id) => id !== lotId);
        await mutate(
          { ...account.data, lotIds: favorite ? [lotId, ...without] : without },
          { revalidate: false },
        );
        try {
          if (favorite) await addAccountFavorite(userId, lotId);
          else await removeAccountFavorite(userId, lotId);
          await mutate();
        } catch (error) {
          await mutate({ ...account.data, lotIds: before }, { revalidate: false });
          toast.error(
            isHttpError(error) ? error.message : 'Não foi possível salvar o favorito. Tente de novo.',
          );
        }
        return;
      }
      const current = getFavoritesState();
      if (!current.token) return;
      setFavoritesState(toggled(current, lotId, favorite));
      try {
        if (favorite) await addFavorite(current.token, lotId);
        else await removeFavorite(current.token, lotId);
      } catch (error) {
        if (isHttpError(error) && error.code === 'FAVORITE_LIST_NOT_FOUND') {
          resetFavorites();
          toast.error('Sua lista de favoritos não foi encontrada. Informe seu e-mail para criar outra.');
          return;
        }
        setFavoritesState(toggled(getFavoritesState(), lotId, !favorite));
        toast.error(
          isHttpError(error) ? error.message : 'Não foi possível salvar o favorito. Tente de novo.',
        );
      }
    },
    [userId, account],
  );

  if (userId) {
    return { token: null, lotIds: account.data?.lotIds ?? [], signedIn: true, userId, toggle };
  }
  return { ...state, signedIn: false, userId: null, toggle };
}
