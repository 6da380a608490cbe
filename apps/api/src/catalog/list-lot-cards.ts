import type { Database } from '../db/client.js';
import type { MediaStorage } from '../media/media-storage.js';
import { type LotCard, toLotCard } from './search-lots.js';
import { searchLotPage } from './search-query.js';

/**
 * Cards of the given lots that a visitor may see (not of DRAFT or cancelled Events), ending soonest first;
 * lots that are gone are left out. Used by other contexts (favourites) that hold lot ids.
 */
export async function listLotCards(
  deps: { db: Database; media: MediaStorage },
  lotIds: string[],
  now: Date,
): Promise<LotCard[]> {
  if (lotIds.length === 0) return [];
  const hits = await searchLotPage(
    deps.db,
    { terms: [], text: '', lotIds, sort: 'encerrando', limit: lotIds.length, offset: 0, now },
    [],
  );
  return hits.map((hit) => toLotCard(hit, deps.media));
}
