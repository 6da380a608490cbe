import { desc, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listings, lots } from '../db/schema/index.js';
import { hiddenFromSearch, visibleLot } from './catalog-sql.js';
import { iso } from './iso-dates.js';

/** One sitemap file holds at most 50,000 addresses; Events and lots share it with the fixed pages. */
export const sitemapLimit = 45_000;

export async function listSitemapEntries(db: Database) {
  const { events, lots } = await readEntries(db, sitemapLimit);
  return {
    listings: events.map((event) => ({ slug: event.slug, updatedAt: iso(event.updatedAt) })),
    lots: lots.slice(0, Math.max(0, sitemapLimit - events.length)).map((lot) => ({
      id: lot.id,
      updatedAt: iso(lot.updatedAt),
    })),
  };
}

/** Everything a search engine may list: Events past DRAFT (not cancelled) and their visible lots. */
async function readEntries(db: Database, limit: number) {
  const [events, lotRows] = await Promise.all([
    db
      .select({ slug: listings.slug, updatedAt: listings.updatedAt })
      .from(listings)
      .where(notInArray(listings.status, hiddenFromSearch))
      .orderBy(desc(listings.updatedAt))
      .limit(limit),
    db
      .select({ id: lots.id, updatedAt: lots.updatedAt })
      .from(lots)
      .where(visibleLot())
      .orderBy(desc(lots.updatedAt))
      .limit(limit),
  ]);
  return { events, lots: lotRows };
}
