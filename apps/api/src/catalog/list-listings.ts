import { findOpportunityAreaBySlug, type ListingSegment } from '@circula/domain';
import type { Database } from '../db/client.js';
import type { MediaStorage } from '../media/media-storage.js';
import { renditionKey } from '../media/photo-renditions.js';
import type { ListingsAnswer, ListingsQuery } from './catalog-schemas.js';
import { segmentBySlug } from './catalog-values.js';
import { categoryCodeForSlug } from './category-directory.js';
import { iso } from './iso-dates.js';
import { listVisibleListings } from './listing-reads.js';

/** Events for the home sections and the opportunity pages; DRAFT and CANCELLED never appear. */
export async function listListings(
  deps: { db: Database; media: MediaStorage },
  query: ListingsQuery,
  now: Date,
): Promise<ListingsAnswer> {
  const segment = query.segment ? segmentBySlug.get(query.segment) : undefined;
  const areaSegments = query.area ? findOpportunityAreaBySlug(query.area)?.segments : undefined;
  let segments: ListingSegment[] | undefined = areaSegments ? [...areaSegments] : undefined;
  if (segment) segments = segments ? segments.filter((s) => s === segment) : [segment];
  if (segments?.length === 0) {
    // A segment outside the chosen area: nothing can match.
    return { listings: [], total: 0, currentPage: query.currentPage, pageSize: query.pageSize };
  }
  const { rows, total } = await listVisibleListings(deps.db, {
    status: query.status,
    segments,
    type: query.type,
    state: query.state,
    category: await categoryCodeForSlug(deps.db, query.category),
    sort: query.sort ?? 'encerrando',
    limit: query.pageSize,
    offset: (query.currentPage - 1) * query.pageSize,
    now,
  });
  return {
    listings: rows.map(({ listing, displayStatus, lotCount, coverKey }) => ({
      id: listing.id,
      slug: listing.slug,
      title: listing.title,
      type: listing.type,
      segment: listing.segment,
      status: listing.status,
      displayStatus,
      biddable: displayStatus === 'aberto',
      city: listing.city,
      state: listing.state,
      startsAt: iso(listing.startsAt),
      scheduledEndAt: iso(listing.scheduledEndAt),
      lotCount: Number(lotCount),
      coverPhoto: coverKey ? deps.media.publicUrl(renditionKey(coverKey, 640)) : null,
    })),
    total,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
  };
}
