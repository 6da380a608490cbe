import { and, asc, count, eq, sql } from 'drizzle-orm';
import { visibleLot } from '../../apps/api/src/catalog/catalog-sql.js';
import type { Database } from '../../apps/api/src/db/client.js';
import { listings, lots } from '../../apps/api/src/db/schema/index.js';

/** The same search written the obvious way (ILIKE over the raw columns), the search benchmark's baseline. */
export async function naiveSearchLots(db: Database, q: string, limit: number, offset: number) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    visibleLot(),
    sql`(${lots.title} ILIKE ${pattern} OR ${lots.description} ILIKE ${pattern} OR ${listings.title} ILIKE ${pattern})`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: lots.id, title: lots.title })
      .from(lots)
      .innerJoin(listings, eq(listings.id, lots.listingId))
      .where(where)
      .orderBy(asc(lots.scheduledEndAt), asc(lots.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(lots)
      .innerJoin(listings, eq(listings.id, lots.listingId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
