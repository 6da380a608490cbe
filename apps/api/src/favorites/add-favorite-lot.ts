import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { addLotToList, countListLots, lotExists } from './favorites-repository.js';
import { getFavoriteListOrThrow } from './get-favorite-list.js';

/** Enough for anyone following auctions by hand; a list this long is a script. */
export const maxFavoriteLots = 200;

export async function addFavoriteLot(db: Database, token: string, lotId: string): Promise<void> {
  const list = await getFavoriteListOrThrow(db, token);
  if (!(await lotExists(db, lotId))) throw new AppError('LOT_NOT_FOUND', 'Lote não encontrado.');
  if ((await countListLots(db, list.id)) >= maxFavoriteLots) {
    throw new AppError(
      'FAVORITE_LIST_FULL',
      `Sua lista já tem ${maxFavoriteLots} favoritos. Remova algum para adicionar outro.`,
    );
  }
  await addLotToList(db, list.id, lotId);
}
