import type { ListingSegment, ListingStatus, ListingType, MacroCategoryCode } from '@circula/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The visible lots counted by every value a search without words filters and counts by: category, UF, city
 * (folded: lower case, no accents), Event type and segment, and the display status as of the computation
 * (docs/decisions/263-search-facet-counts-table.md). Rows whose `city_key` is null count every city of their
 * other values. Written as a whole by one API process at a time (refreshSearchFacetCounts), never by hand.
 */
export const searchFacetCounts = pgTable(
  'search_facet_counts',
  {
    macroCategory: text().$type<MacroCategoryCode>().notNull(),
    state: text().notNull(),
    /** circula_unaccent(lower(city)); null on the rows that count all cities. */
    cityKey: text(),
    listingType: text().$type<ListingType>().notNull(),
    listingSegment: text().$type<ListingSegment>().notNull(),
    /** aberto, em-breve, esgotado or encerrado at `search_facet_counts_state.computed_at`. */
    displayStatus: text().notNull(),
    lots: integer().notNull(),
  },
  (table) => [index('search_facet_counts_city_idx').on(table.cityKey)],
);

/** When the counts were last computed: their display statuses are as of this instant. One row. */
export const searchFacetCountsState = pgTable(
  'search_facet_counts_state',
  {
    id: smallint().primaryKey().default(1),
    computedAt: timestamp({ withTimezone: true }).notNull(),
    /** How long the computation took, for the operations table. */
    durationMs: integer().notNull(),
  },
  (table) => [check('search_facet_counts_state_one_row', sql`${table.id} = 1`)],
);

/**
 * Visible lots that changed since the counts were computed (written by the lots_facet_* triggers, in the
 * writer's transaction): the lot as it was (-1) and as it is (+1), with what its display status reads, so a
 * search adds them to the counts and its totals stay exact between computations. A computation folds them in
 * and deletes them.
 */
export const searchFacetChanges = pgTable(
  'search_facet_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sign: smallint().notNull(),
    macroCategory: text().$type<MacroCategoryCode>().notNull(),
    state: text().notNull(),
    cityKey: text().notNull(),
    listingType: text().$type<ListingType>().notNull(),
    listingSegment: text().$type<ListingSegment>().notNull(),
    listingStatus: text().$type<ListingStatus>().notNull(),
    listingStartsAt: timestamp({ withTimezone: true }).notNull(),
    lotStatus: text().notNull(),
    scheduledEndAt: timestamp({ withTimezone: true }),
    quantity: integer().notNull(),
    reservedQuantity: integer().notNull(),
  },
  (table) => [check('search_facet_changes_sign', sql`${table.sign} IN (-1, 1)`)],
);
