/** Lot reads: one lot with its Event, its photos, the first photo of many. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auctioneers, listings, lotPhotos, lots } from '../db/schema/index.js';
import { lotDisplayStatusSql } from './catalog-sql.js';

export async function firstPhotoKeys(db: Database, lotIds: string[]): Promise<Map<string, string>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([lotPhotos.lotId], { lotId: lotPhotos.lotId, storageKey: lotPhotos.storageKey })
    .from(lotPhotos)
    .where(inArray(lotPhotos.lotId, lotIds))
    .orderBy(lotPhotos.lotId, lotPhotos.position);
  return new Map(rows.map((row) => [row.lotId, row.storageKey]));
}

export async function findLotWithListing(db: Database, lotId: string, now: Date) {
  const [row] = await db
    .select({
      lot: lots,
      listing: listings,
      displayStatus: lotDisplayStatusSql(now),
      auctioneer: { name: auctioneers.name, registration: auctioneers.registration },
    })
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .leftJoin(auctioneers, eq(auctioneers.id, listings.auctioneerId))
    .where(eq(lots.id, lotId));
  return row;
}

export async function listLotPhotos(db: Database, lotId: string) {
  return db.select().from(lotPhotos).where(eq(lotPhotos.lotId, lotId)).orderBy(asc(lotPhotos.position));
}
