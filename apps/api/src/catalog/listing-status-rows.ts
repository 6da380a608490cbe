/** An Event's status and its history. */
import type { ListingStatus } from '@circula/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listingStatusHistory, listings } from '../db/schema/index.js';

export async function updateListingStatus(
  db: Database,
  change: {
    listingId: string;
    from: ListingStatus;
    to: ListingStatus;
    changedBy: string;
    reason?: string | undefined;
    at: Date;
  },
): Promise<void> {
  await db
    .update(listings)
    .set({
      status: change.to,
      updatedAt: change.at,
      ...(change.from === 'DRAFT' && change.to !== 'CANCELLED' ? { publishedAt: change.at } : {}),
    })
    .where(eq(listings.id, change.listingId));
  await db.insert(listingStatusHistory).values({
    listingId: change.listingId,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.changedBy,
    reason: change.reason ?? null,
    changedAt: change.at,
  });
}

export async function listStatusHistory(db: Database, listingId: string) {
  return db
    .select()
    .from(listingStatusHistory)
    .where(eq(listingStatusHistory.listingId, listingId))
    .orderBy(asc(listingStatusHistory.changedAt), asc(listingStatusHistory.id));
}
