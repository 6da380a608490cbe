import type { ListingStatus } from '@circula/domain';
import type { Database } from '../db/client.js';
import { listAdminListings } from './catalogue-admin-repository.js';

/** The back office's list of Events, filtered by status and title. */
export async function listListingsForStaff(
  db: Database,
  query: { status?: ListingStatus | undefined; q?: string | undefined; take: number; skip: number },
) {
  const { rows, total } = await listAdminListings(db, query);
  return {
    listings: rows.map((row) => ({
      ...row,
      startsAt: row.startsAt.toISOString(),
      scheduledEndAt: row.scheduledEndAt.toISOString(),
      lotCount: Number(row.lotCount),
    })),
    total,
  };
}
