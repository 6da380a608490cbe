/** Version stamps of cached catalogue answers: a cached answer is reused only while its stamp is unchanged. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listingBookingSchedules, listings, lotClosings, lots } from '../db/schema/index.js';
import { rowsOf } from './catalog-sql.js';

/**
 * The newest change of units left or lot status in the catalogue (the lots_stock_changed trigger): cached
 * facet counts carry it in their key, so a sale shows on the next search (docs/decisions/161-…). One index
 * look-up.
 */
export async function readStockVersion(db: Database): Promise<string> {
  const result = await db.execute(sql`select max(stock_changed_at)::text as version from ${lots}`);
  return rowsOf<{ version: string | null }>(result)[0]?.version ?? '';
}

/**
 * The newest change of one Event (by slug) and of what its page shows — its lots (units left, status, bids,
 * edits), their closings (results) and its booking windows: a cached Event page is reused only while this is
 * unchanged. Each part reads through the listing's index; an Event has a few hundred lots at most.
 */
export async function readListingVersion(db: Database, slug: string): Promise<string> {
  const result = await db.execute(sql`select concat_ws('|', s.updated_at::text,
      (select max(greatest(l.updated_at, l.stock_changed_at)) from ${lots} l where l.listing_id = s.id)::text,
      (select max(c.updated_at) from ${lotClosings} c where c.listing_id = s.id)::text,
      (select md5(string_agg(b::text, ',' order by b.id)) from ${listingBookingSchedules} b
        where b.listing_id = s.id)) as version
    from ${listings} s where s.slug = ${slug}`);
  return rowsOf<{ version: string | null }>(result)[0]?.version ?? '';
}
