import type { Database } from '../db/client.js';
import { listSitemapEntries as readEntries } from './catalog-repository.js';
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
