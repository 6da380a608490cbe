'use client';

import type { accountFavoritesAnswerSchema, favoriteListAnswerSchema } from '@circula/domain';
import { useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import Link from '@/components/navigation/link';
import { buttonStyles } from '@/components/ui/button';
import { RefreshFailure } from '@/components/ui/load-failure';
import { LotCard } from '@/features/catalog';
import { authedFetcherTyped, authedKey } from '@/features/session';
import { apiFetcherTyped } from '@/lib/http/api';
import { isHttpError } from '@/lib/http/client';
import { accountFavoritesPath, addFavorite, favoriteListPath } from '../api/favorites';
import { getFavoritesState, resetFavorites, setFavoritesState } from '../lib/favorites-store';
import { useFavorites } from '../lib/use-favorites';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const listGone = (error: unknown) => isHttpError(error) && error.response.status === 404;

/** /favoritos: the account's favourites when signed in; else this browser's list, or the e-mailed one. */
export function FavoritesPage() {
  const { userId } = useFavorites();
  return userId ? <AccountFavoritesList userId={userId} /> : <DeviceFavoritesList />;
}

/** Every device signed in to the account shows this list (decision 151). */
function AccountFavoritesList({ userId }: { userId: string }) {
  const { data, error } = useSWR(
    authedKey(accountFavoritesPath(userId)),
    authedFetcherTyped<typeof accountFavoritesAnswerSchema>,
  );
  if (!data) {
    return error ? (
      <Empty failure>Não foi possível carregar seus favoritos agora. Tente de novo em instantes.</Empty>
    ) : (
      <p className="py-12 text-center text-muted" role="status">
        Carregando...
      </p>
    );
  }
  if (data.lots.length === 0) {
    return <Empty>Sua lista está vazia. Toque no coração de um lote para salvá-lo aqui.</Empty>;
  }
  return (
    <div className="space-y-3">
      <RefreshFailure error={error} />
      <p className="text-muted text-sm">Os favoritos da sua conta, em qualquer aparelho.</p>
      <ul aria-label="Lotes favoritos" className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {data.lots.map((lot) => (
          <li key={lot.id}>
            <LotCard lot={lot} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function DeviceFavoritesList() {
  const router = useRouter();
  const params = useSearchParams();
  const linkToken = params.get('lista');
  const { token } = useFavorites();

  // The e-mailed link carries the token: keep it on this device and take it out of the address bar.
  // A lot favourited before the list was opened here is added now.
  useEffect(() => {
    if (!linkToken || !tokenPattern.test(linkToken)) return;
    const current = getFavoritesState();
    const pending = current.pendingLotId ?? null;
    const lotIds = linkToken === current.token ? current.lotIds : [];
    setFavoritesState({ token: linkToken, lotIds, pendingLotId: null });
    router.replace('/favoritos');
    if (pending) {
      void addFavorite(linkToken, pending)
        .catch(() => undefined)
        .then(() => mutate(favoriteListPath(linkToken)));
    }
  }, [linkToken, router]);

  const { data, error, isLoading } = useSWR(
    token ? favoriteListPath(token) : null,
    apiFetcherTyped<typeof favoriteListAnswerSchema>,
  );

  useEffect(() => {
    if (data) setFavoritesState({ token: getFavoritesState().token, lotIds: data.lotIds });
  }, [data]);
  useEffect(() => {
    if (listGone(error)) resetFavorites();
  }, [error]);

  if (!token && !linkToken) {
    return (
      <Empty>
        Você ainda não tem favoritos neste aparelho. Toque no coração de um lote para salvá-lo — na primeira
        vez pedimos seu e-mail e enviamos o link da lista para abri-la em qualquer aparelho.
      </Empty>
    );
  }
  if (isLoading || !data) {
    return error ? (
      <Empty failure>Não foi possível carregar seus favoritos agora. Tente de novo em instantes.</Empty>
    ) : (
      <p className="py-12 text-center text-muted" role="status">
        Carregando...
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {/* A list no longer kept (the API's 404) is forgotten on this device, above: no notice for it. */}
      <RefreshFailure error={listGone(error) ? undefined : error} />
      <p className="text-muted text-sm">Lista de {data.email}</p>
      {data.lots.length === 0 ? (
        <Empty>Sua lista está vazia. Toque no coração de um lote para salvá-lo aqui.</Empty>
      ) : (
        <ul aria-label="Lotes favoritos" className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {data.lots.map((lot) => (
            <li key={lot.id}>
              <LotCard lot={lot} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A page with no lot to show: why (`failure` when the list could not be read), and the way to the catalogue. */
function Empty({ children, failure = false }: { children: ReactNode; failure?: boolean }) {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      {failure ? <p role="alert">{children}</p> : <p className="text-muted">{children}</p>}
      <Link href="/busca" className={`${buttonStyles.primary} mt-6`}>
        Ver oportunidades
      </Link>
    </div>
  );
}
