import type { ListingStatus } from '@circula/domain';
import { type SQL, sql } from 'drizzle-orm';
import { listings, lots } from '../db/schema/index.js';
import type { DisplayStatus } from './catalog-values.js';

/** SQL pieces every catalogue read shares: what a visitor may see and how a lot or an Event shows. */
/** Statuses a visitor never sees. DRAFT is unpublished; CANCELLED Events stay reachable by link only. */
export const hiddenFromSearch: ListingStatus[] = ['DRAFT', 'CANCELLED'];

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** What a visitor sees of a lot: announced, taking bids (or purchases) now, or ended. */
export function lotDisplayStatusSql(now: Date): SQL<DisplayStatus> {
  return sql<DisplayStatus>`CASE
    WHEN ${lots.listingStatus} = 'TEASER' OR (${lots.listingStatus} = 'OPEN' AND ${lots.listingStartsAt} > ${at(now)}) THEN 'em-breve'
    WHEN ${lots.listingStatus} = 'OPEN' AND ${lots.status} = 'OPEN'
      AND (${lots.scheduledEndAt} IS NULL OR ${lots.scheduledEndAt} > ${at(now)}) THEN
        CASE WHEN ${lots.listingType} = 'DIRECT_SALE' AND ${lots.quantity} - ${lots.reservedQuantity} <= 0
          THEN 'esgotado' ELSE 'aberto' END
    ELSE 'encerrado' END`;
}

export function listingDisplayStatusSql(now: Date): SQL<DisplayStatus> {
  return sql<DisplayStatus>`CASE
    WHEN ${listings.status} = 'TEASER' OR (${listings.status} = 'OPEN' AND ${listings.startsAt} > ${at(now)}) THEN 'em-breve'
    WHEN ${listings.status} = 'OPEN' THEN 'aberto'
    ELSE 'encerrado' END`;
}

/**
 * A lot a visitor may find: its Event is past DRAFT and not cancelled, and the lot is not cancelled. Written
 * with literals, not parameters, exactly as the predicate of the partial index lots_visible_search_idx, so
 * the planner can prove the index covers the search (decision 257).
 */
export const visibleLot = () =>
  sql`(${lots.listingStatus} NOT IN (${sql.raw(hiddenFromSearch.map((status) => `'${status}'`).join(', '))}) AND ${lots.status} <> 'CANCELLED')`;

export const currentPriceSql = sql<number>`coalesce(${lots.currentBidCents}, ${lots.startingBidCents}, ${lots.unitPriceCents})`;
