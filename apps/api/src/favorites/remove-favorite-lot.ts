import type { Database } from '../db/client.js';
import { removeLotFromList } from './favorites-repository.js';
import { getFavoriteListOrThrow } from './get-favorite-list.js';

/** Removing a lot that is not in the list is not an error: the outcome is the one asked for. */
export async function removeFavoriteLot(db: Database, token: string, lotId: string): Promise<void> {
  const list = await getFavoriteListOrThrow(db, token);
  await removeLotFromList(db, list.id, lotId);
}
