'use client';

import { useCallback, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { isHttpError } from '@/lib/http/client';
import { addFavorite, removeFavorite } from '../api/favorites';
import {
  getFavoritesState,
  getServerFavoritesState,
  resetFavorites,
  setFavoritesState,
  subscribeFavorites,
  toggled,
} from './favorites-store';

export function useFavorites() {
  const state = useSyncExternalStore(subscribeFavorites, getFavoritesState, getServerFavoritesState);

  /** Adds or removes a lot; the heart changes at once and goes back if the API refuses. */
  const toggle = useCallback(async (lotId: string, favorite: boolean) => {
    const before = getFavoritesState();
    if (!before.token) return;
    setFavoritesState(toggled(before, lotId, favorite));
    try {
      if (favorite) await addFavorite(before.token, lotId);
      else await removeFavorite(before.token, lotId);
    } catch (error) {
      if (isHttpError(error) && error.code === 'FAVORITE_LIST_NOT_FOUND') {
        resetFavorites();
        toast.error('Sua lista de favoritos não foi encontrada. Informe seu e-mail para criar outra.');
        return;
      }
      setFavoritesState(toggled(getFavoritesState(), lotId, !favorite));
      toast.error(isHttpError(error) ? error.message : 'Não foi possível salvar o favorito. Tente de novo.');
    }
  }, []);

  return { ...state, toggle };
}
