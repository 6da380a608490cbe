import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { findListByToken } from './favorites-repository.js';

export const favoriteListNotFoundMessage =
  'Lista de favoritos não encontrada. Abra o link que enviamos para o seu e-mail ou crie uma nova lista.';

export async function getFavoriteListOrThrow(db: Database, token: string) {
  const list = await findListByToken(db, token);
  if (!list) throw new AppError('FAVORITE_LIST_NOT_FOUND', favoriteListNotFoundMessage);
  return list;
}
