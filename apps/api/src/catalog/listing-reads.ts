/** Event (listing) reads: the public list, an Event's page, its fees, booking windows, lots and figures. */
import type { ListingSegment, ListingType, LotClosingStatus, MacroCategoryCode } from '@circula/domain';
import { and, asc, count, desc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  auctioneers,
  bids,
  listingBookingSchedules,
  listingFeeRows,
  listings,
  lots,
  sellers,
} from '../db/schema/index.js';
import { at, hiddenFromSearch, listingDisplayStatusSql, lotDisplayStatusSql } from './catalog-sql.js';
import type { DisplayStatus } from './catalog-values.js';

export interface ListingListCriteria {
  status?: DisplayStatus | undefined;
  segments?: ListingSegment[] | undefined;
  type?: ListingType | undefined;
  state?: string | undefined;
  category?: MacroCategoryCode | undefined;
  sort: 'encerrando' | 'recentes';
  limit: number;
  offset: number;
  now: Date;
}

export async function listVisibleListings(db: Database, criteria: ListingListCriteria) {
  const display = listingDisplayStatusSql(criteria.now);
  const conditions: SQL[] = [notInArray(listings.status, hiddenFromSearch)];
  if (criteria.status) conditions.push(sql`${display} = ${criteria.status}`);
  if (criteria.segments?.length) conditions.push(inArray(listings.segment, criteria.segments));
  if (criteria.type) conditions.push(eq(listings.type, criteria.type));
  if (criteria.state) conditions.push(eq(listings.state, criteria.state));
  if (criteria.category) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM lots of_category
        WHERE of_category.listing_id = "listings"."id" AND of_category.macro_category = ${criteria.category})`,
    );
  }
  const where = and(...conditions);
  const displayRank = sql`CASE ${display} WHEN 'aberto' THEN 0 WHEN 'em-breve' THEN 1 ELSE 2 END`;
  const order =
    criteria.sort === 'recentes'
      ? [desc(listings.startsAt), asc(listings.id)]
      : [
          displayRank,
          sql`CASE WHEN ${display} = 'aberto' THEN ${listings.scheduledEndAt} END ASC NULLS LAST`,
          sql`CASE WHEN ${display} = 'em-breve' THEN ${listings.startsAt} END ASC NULLS LAST`,
          desc(listings.scheduledEndAt),
          asc(listings.id),
        ];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        listing: listings,
        displayStatus: display,
        lotCount: sql<number>`(SELECT count(*)::int FROM lots counted
          WHERE counted.listing_id = "listings"."id" AND counted.status <> 'CANCELLED')`,
        coverKey: coverKeySql,
      })
      .from(listings)
      .where(where)
      .orderBy(...order)
      .limit(criteria.limit)
      .offset(criteria.offset),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The first photo of the lowest-numbered lot that has one (aliases: the outer query may name lots too). */
const coverKeySql = sql<string | null>`(SELECT cover.storage_key FROM lot_photos cover
  INNER JOIN lots cover_lot ON cover_lot.id = cover.lot_id
  WHERE cover_lot.listing_id = "listings"."id" ORDER BY cover_lot.number, cover.position LIMIT 1)`;

export async function findListingBySlug(db: Database, slug: string, now: Date) {
  const [row] = await db
    .select({
      listing: listings,
      displayStatus: listingDisplayStatusSql(now),
      coverKey: coverKeySql,
      seller: { id: sellers.id, name: sellers.name },
      auctioneer: { name: auctioneers.name, registration: auctioneers.registration },
    })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .leftJoin(auctioneers, eq(auctioneers.id, listings.auctioneerId))
    .where(eq(listings.slug, slug));
  return row;
}

export async function findListingSlugById(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ slug: listings.slug }).from(listings).where(eq(listings.id, id));
  return row?.slug ?? null;
}

export async function findListingForUpdate(db: Database, id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).for('update');
  return row;
}

export async function listFeeRows(db: Database, listingId: string) {
  return db
    .select({
      fromValueCents: listingFeeRows.fromValueCents,
      toValueCents: listingFeeRows.toValueCents,
      feeCents: listingFeeRows.feeCents,
    })
    .from(listingFeeRows)
    .where(eq(listingFeeRows.listingId, listingId))
    .orderBy(asc(listingFeeRows.fromValueCents));
}

export async function listBookingSchedules(db: Database, listingId: string) {
  return db
    .select({
      type: listingBookingSchedules.type,
      startsAt: listingBookingSchedules.startsAt,
      endsAt: listingBookingSchedules.endsAt,
      address: listingBookingSchedules.address,
      notes: listingBookingSchedules.notes,
    })
    .from(listingBookingSchedules)
    .where(eq(listingBookingSchedules.listingId, listingId))
    .orderBy(asc(listingBookingSchedules.startsAt));
}

export async function listLotsOfListing(
  db: Database,
  listingId: string,
  page: { limit: number; offset: number; now: Date },
) {
  const where = and(eq(lots.listingId, listingId), ne(lots.status, 'CANCELLED'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        lot: lots,
        displayStatus: lotDisplayStatusSql(page.now),
        // Qualified by hand: in a one-table select Drizzle writes columns bare, and a bare "id" here would be
        // the photo's own id.
        photoKey: sql<string | null>`(SELECT first_photo.storage_key FROM lot_photos AS first_photo
          WHERE first_photo.lot_id = "lots"."id" ORDER BY first_photo.position LIMIT 1)`,
        // At most one closing per lot (unique lot id); none when it closed without bids.
        closingStatus: sql<LotClosingStatus | null>`(SELECT closing.status FROM lot_closings AS closing
          WHERE closing.lot_id = "lots"."id")`,
      })
      .from(lots)
      .where(where)
      .orderBy(asc(lots.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(lots).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * An Event's figures at a glance, over all its lots (cancelled ones left out): lots taking bids or purchases
 * now (the lot page's 'aberto'), bids, distinct bidders (a count: who never leaves the server), the first and
 * last close still ahead among lots not closed, and for direct sales the units left of the open lots.
 */
export async function readListingFigures(db: Database, listingId: string, now: Date) {
  const display = lotDisplayStatusSql(now);
  const [[row], [bidders]] = await Promise.all([
    db
      .select({
        openLots: sql<number>`count(*) FILTER (WHERE ${display} = 'aberto')`.mapWith(Number),
        totalLots: count(),
        totalBids: sql<number>`coalesce(sum(${lots.bidCount}), 0)`.mapWith(Number),
        firstCloseAt: sql<string | null>`min(${lots.scheduledEndAt}) FILTER (WHERE ${lots.status} = 'OPEN'
          AND ${lots.scheduledEndAt} > ${at(now)})`,
        lastCloseAt: sql<string | null>`max(${lots.scheduledEndAt}) FILTER (WHERE ${lots.status} = 'OPEN'
          AND ${lots.scheduledEndAt} > ${at(now)})`,
        unitsLeft: sql<number>`coalesce(sum(${lots.quantity} - ${lots.reservedQuantity})
          FILTER (WHERE ${display} = 'aberto'), 0)`.mapWith(Number),
      })
      .from(lots)
      .where(and(eq(lots.listingId, listingId), ne(lots.status, 'CANCELLED'))),
    db
      .select({ total: sql<number>`count(DISTINCT ${bids.buyerId})`.mapWith(Number) })
      .from(bids)
      .where(eq(bids.listingId, listingId)),
  ]);
  const timestamp = (value: string | Date | null | undefined) =>
    value ? new Date(value).toISOString() : null;
  return {
    openLots: row?.openLots ?? 0,
    totalLots: row?.totalLots ?? 0,
    totalBids: row?.totalBids ?? 0,
    bidders: bidders?.total ?? 0,
    firstCloseAt: timestamp(row?.firstCloseAt),
    lastCloseAt: timestamp(row?.lastCloseAt),
    unitsLeft: row?.unitsLeft ?? 0,
  };
}
