import type { ListingStatus } from '@circula/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { listings, lots } from '../db/schema/index.js';
import type { DisplayStatus } from './catalog-values.js';

/** SQL pieces every catalogue read shares: what a visitor may see and how a lot or an Event shows. */
/** Statuses a visitor never sees. DRAFT is unpublished; CANCELLED Events stay reachable by link only. */
export const hiddenFromSearch: ListingStatus[] = ['DRAFT', 'CANCELLED'];

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The columns a lot's display status reads: the lot's own, or a row of search_facet_changes. */
export interface DisplayStatusColumns {
  listingStatus: SQL | AnyColumn;
  listingStartsAt: SQL | AnyColumn;
  listingType: SQL | AnyColumn;
  status: SQL | AnyColumn;
  scheduledEndAt: SQL | AnyColumn;
  quantity: SQL | AnyColumn;
  reservedQuantity: SQL | AnyColumn;
}

const lotColumns: DisplayStatusColumns = {
  listingStatus: lots.listingStatus,
  listingStartsAt: lots.listingStartsAt,
  listingType: lots.listingType,
  status: lots.status,
  scheduledEndAt: lots.scheduledEndAt,
  quantity: lots.quantity,
  reservedQuantity: lots.reservedQuantity,
};

/**
 * What a visitor sees of a lot at `now` (a date, or an SQL timestamp): announced, taking bids (or purchases),
 * sold out, or ended.
 */
export function displayStatusSql(now: Date | SQL, c: DisplayStatusColumns = lotColumns): SQL<DisplayStatus> {
  const instant = now instanceof Date ? at(now) : now;
  return sql<DisplayStatus>`CASE
    WHEN ${c.listingStatus} = 'TEASER' OR (${c.listingStatus} = 'OPEN' AND ${c.listingStartsAt} > ${instant}) THEN 'em-breve'
    WHEN ${c.listingStatus} = 'OPEN' AND ${c.status} = 'OPEN'
      AND (${c.scheduledEndAt} IS NULL OR ${c.scheduledEndAt} > ${instant}) THEN
        CASE WHEN ${c.listingType} = 'DIRECT_SALE' AND ${c.quantity} - ${c.reservedQuantity} <= 0
          THEN 'esgotado' ELSE 'aberto' END
    ELSE 'encerrado' END`;
}

/** What a visitor sees of a lot: announced, taking bids (or purchases) now, or ended. */
export function lotDisplayStatusSql(now: Date): SQL<DisplayStatus> {
  return displayStatusSql(now);
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
