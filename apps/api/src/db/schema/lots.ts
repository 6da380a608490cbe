import type { ListingSegment, ListingStatus, ListingType, MacroCategoryCode } from '@circula/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { assetCategories } from './asset-categories.js';
import { listings } from './listings.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const lots = pgTable(
  'lots',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id),
    number: integer().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    macroCategory: text()
      .$type<MacroCategoryCode>()
      .notNull()
      .references(() => assetCategories.code),
    /** Avaliação. */
    estimatedValueCents: bigint({ mode: 'number' }),
    startingBidCents: bigint({ mode: 'number' }),
    /** Empty: the increment follows the domain's table by current bid. */
    incrementCents: bigint({ mode: 'number' }),
    /** Never leaves the server in a visitor read: visitors only learn that there is one (condicional). */
    reserveCents: bigint({ mode: 'number' }),
    quantity: integer().notNull().default(1),
    /**
     * Direct sales: units held by purchases whose payment intent is open or paid. Taken only by a conditional
     * UPDATE on the units left; given back by the direct_sale_intent_release trigger when the intent is
     * cancelled or lapses (see docs/decisions/121-direct-sale-stock.md). Units left = quantity − reserved.
     */
    reservedQuantity: integer().notNull().default(0),
    /** Direct sales: asking price per unit. */
    unitPriceCents: bigint({ mode: 'number' }),
    /** Staggered: listing end + (number − 1) × closing interval; moved by soft close. */
    scheduledEndAt: timestamp({ withTimezone: true }),
    /** OPEN (takes bids or purchases while its Event is open), CLOSED or CANCELLED. */
    status: text().$type<'OPEN' | 'CLOSED' | 'CANCELLED'>().notNull().default('OPEN'),
    currentBidCents: bigint({ mode: 'number' }),
    bidCount: integer().notNull().default(0),
    /** The last accepted bid and its bidder, read under the lot's lock by the bid engine. */
    lastBidId: uuid(),
    lastBidBuyerId: uuid(),
    /** JUDICIAL_PHASED_AUCTION: 1 (first praça) or 2 (second praça, after a first phase without bids). */
    judicialPhase: integer().notNull().default(1),
    closedAt: timestamp({ withTimezone: true }),
    /**
     * When the units left or the lot's status last changed; written by the lots_stock_changed trigger, never
     * by the application. Cached catalogue answers (search facet counts, the Event page) carry the newest
     * value in their key, so a sale or a reopening shows at once (docs/decisions/161-stock-fresh-everywhere.md).
     */
    stockChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    city: text().notNull(),
    state: text().notNull(),
    /**
     * Copies of the Event's type, segment, status and start, so search filters, sorts and counts read one
     * table; written by the lots_derived_fields trigger (migration lots_search) and kept in step when the Event
     * changes, never by the application.
     */
    listingType: text().$type<ListingType>().notNull().default('AUCTION'),
    listingSegment: text().$type<ListingSegment>().notNull().default('Judicial'),
    listingStatus: text().$type<ListingStatus>().notNull().default('DRAFT'),
    listingStartsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Lower-cased, accent-free text of title, description, category name, Event title and city; written by
     * the lots_search_document trigger (migration lots_search), never by the application.
     */
    searchDocument: text().notNull().default(''),
    /** Portuguese-stemmed, weighted vector of the same text; written by the same trigger. */
    searchVector: tsvector().notNull().default(sql`''::tsvector`),
    /**
     * Lots from a spreadsheet import: the row's reference, else its content (decision 191); a re-import of
     * the same rows into the same Event skips them.
     */
    importKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('lots_listing_number_unique').on(table.listingId, table.number),
    unique('lots_listing_import_key_unique').on(table.listingId, table.importKey),
    check(
      'lots_reserved_quantity_range',
      sql`${table.reservedQuantity} >= 0 AND ${table.reservedQuantity} <= ${table.quantity}`,
    ),
    index('lots_scheduled_end_idx').on(table.scheduledEndAt),
    /** The due-lot closers' and the sweep's search: open lots by end, without the closed ones before them. */
    index('lots_open_end_idx').on(table.scheduledEndAt).where(sql`${table.status} = 'OPEN'`),
    index('lots_category_idx').on(table.macroCategory),
    index('lots_state_city_idx').on(table.state, table.city),
    index('lots_listing_segment_idx').on(table.listingSegment),
    index('lots_listing_type_idx').on(table.listingType),
    index('lots_stock_changed_idx').on(table.stockChangedAt),
    index('lots_listing_stock_changed_idx').on(table.listingId, table.stockChangedAt),
  ],
);
