'use client';

import type { accountFavoritesAnswerSchema } from '@circula/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { authedFetcherTyped, authedKey, useAccessToken } from '@/features/session';
import { isHttpError } from '@/lib/http/client';
import { failureText } from '@/lib/http/failure-text';
import { notify } from '@/lib/toast';
import {
  accountFavoritesPath,
  addAccountFavorite,
  addFavorite,
  mergeDeviceFavorites,
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

/**
 * The favourites the heart and /favoritos show: the account's when signed in (server side, every device,
 * no e-mail asked — decision 151), else this browser's list opened by its e-mailed link.
 */
export function useFavorites() {
  const state = useSyncExternalStore(subscribeFavorites, getFavoritesState, getServerFavoritesState);
  const session = useAccessToken();
  const userId = session.status === 'signed-in' ? session.userId : null;
  const account = useSWR(
    authedKey(userId ? accountFavoritesPath(userId) : null),
    authedFetcherTyped<typeof accountFavoritesAnswerSchema>,
  );

  /** Adds or removes a lot; the heart changes at once and goes back if the API refuses. */
  const toggle = useCallback(
    async (lotId: string, favorite: boolean) => {
      if (userId) {
        const { mutate } = account;
        // Not read yet: the lists start empty (the page of favourites reads `lots` from the same answer).
        const held = account.data ?? { lotIds: [], lots: [] };
        const before = held.lotIds;
        const without = before.filter((id) => id !== lotId);
        await mutate({ ...held, lotIds: favorite ? [lotId, ...without] : without }, { revalidate: false });
        try {
          if (favorite) await addAccountFavorite(userId, lotId);
          else await removeAccountFavorite(userId, lotId);
          await mutate();
        } catch (error) {
          await mutate({ ...held, lotIds: before }, { revalidate: false });
          notify.error(failureText(error, 'Não foi possível salvar o favorito. Tente de novo.'));
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
          notify.error('Sua lista de favoritos não foi encontrada. Informe seu e-mail para criar outra.');
          return;
        }
        setFavoritesState(toggled(getFavoritesState(), lotId, !favorite));
        notify.error(failureText(error, 'Não foi possível salvar o favorito. Tente de novo.'));
      }
    },
    [userId, account],
  );

  if (userId) {
    return { token: null, lotIds: account.data?.lotIds ?? [], signedIn: true, userId, toggle };
  }
  return { ...state, signedIn: false, userId: null, toggle };
}

/** The device token being merged now: every heart on the page runs this hook, one of them merges. */
let merging: string | null = null;

/**
 * Signed in with a visitor list on this device: its lots join the account once (decision 215), a lot
 * favourited before the list was opened here included, and the device forgets the list's token.
 */
async function mergeDeviceList(userId: string, token: string, pendingLotId: string | null) {
  if (merging === token) return;
  merging = token;
  try {
    if (pendingLotId) await addAccountFavorite(userId, pendingLotId).catch(() => undefined);
    const answer = await mergeDeviceFavorites(userId, token);
    if (answer.merged > 0) notify.success('Os favoritos deste aparelho agora estão na sua conta.');
    if (answer.skipped > 0) {
      notify.error(
        `Sua lista chegou ao limite: ${answer.skipped} ${answer.skipped === 1 ? 'favorito deste aparelho ficou' : 'favoritos deste aparelho ficaram'} de fora.`,
      );
    }
    resetFavorites();
  } catch (error) {
    // Merged already (another tab, another sign-in) or unknown: nothing left to bring.
    if (isHttpError(error) && error.response.status === 404) resetFavorites();
  } finally {
    merging = null;
  }
}

/** Runs in the header of every page: signed in with a device list, the merge happens on the first page. */
export function useDeviceFavoritesMerge() {
  const state = useSyncExternalStore(subscribeFavorites, getFavoritesState, getServerFavoritesState);
  const session = useAccessToken();
  const userId = session.status === 'signed-in' ? session.userId : null;
  const deviceToken = state.token;
  const pendingLotId = state.pendingLotId ?? null;
  useEffect(() => {
    if (!userId || !deviceToken) return;
    void mergeDeviceList(userId, deviceToken, pendingLotId).then(() =>
      mutateGlobal(authedKey(accountFavoritesPath(userId))),
    );
  }, [userId, deviceToken, pendingLotId]);
}
