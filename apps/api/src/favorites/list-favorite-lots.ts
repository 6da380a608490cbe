import { listLotCards } from '../catalog/list-lot-cards.js';
import type { Database } from '../db/client.js';
import type { MediaStorage } from '../media/media-storage.js';
import { listLotIds } from './favorites-repository.js';
import { getFavoriteListOrThrow } from './get-favorite-list.js';

/** The list's lots as cards; lots of Events no longer public are left out. */
export async function listFavoriteLots(
  deps: { db: Database; media: MediaStorage },
  token: string,
  now: Date,
) {
  const list = await getFavoriteListOrThrow(deps.db, token);
  const lotIds = await listLotIds(deps.db, list.id);
  const cards = await listLotCards(deps, lotIds, now);
  return { email: list.email, lotIds, lots: cards };
}
