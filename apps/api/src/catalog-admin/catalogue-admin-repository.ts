import type { MacroCategoryCode } from '@circula/domain';
import { and, asc, count, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  assetCategories,
  assetCategoryFormerSlugs,
  auctioneers,
  bids,
  buyers,
  listingBookingSchedules,
  listingFeeRows,
  listingStatusHistory,
  listings,
  lotPhotos,
  lots,
  sellers,
  users,
} from '../db/schema/index.js';

export type ListingRow = typeof listings.$inferSelect;
export type LotRow = typeof lots.$inferSelect;

export async function findListing(db: Database, id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

export async function listAdminListings(
  db: Database,
  query: { status?: ListingRow['status'] | undefined; q?: string | undefined; take: number; skip: number },
) {
  const where = and(
    query.status ? eq(listings.status, query.status) : undefined,
    query.q ? ilike(listings.title, `%${query.q.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const lotCount = db
    .select({ listingId: lots.listingId, n: count().as('n') })
    .from(lots)
    .groupBy(lots.listingId)
    .as('lot_count');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: listings.id,
        slug: listings.slug,
        title: listings.title,
        type: listings.type,
        status: listings.status,
        startsAt: listings.startsAt,
        scheduledEndAt: listings.scheduledEndAt,
        lotCount: sql<number>`coalesce(${lotCount.n}, 0)::int`,
      })
      .from(listings)
      .leftJoin(lotCount, eq(lotCount.listingId, listings.id))
      .where(where)
      .orderBy(desc(listings.startsAt), asc(listings.id))
      .limit(query.take)
      .offset(query.skip),
    db.select({ n: count() }).from(listings).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function listFeeRowsOf(db: Database, listingId: string) {
  return db
    .select()
    .from(listingFeeRows)
    .where(eq(listingFeeRows.listingId, listingId))
    .orderBy(asc(listingFeeRows.fromValueCents));
}

export async function listSchedulesOf(db: Database, listingId: string) {
  return db
    .select()
    .from(listingBookingSchedules)
    .where(eq(listingBookingSchedules.listingId, listingId))
    .orderBy(asc(listingBookingSchedules.startsAt), asc(listingBookingSchedules.id));
}

export async function listLotsOf(db: Database, listingId: string) {
  return db.select().from(lots).where(eq(lots.listingId, listingId)).orderBy(asc(lots.number));
}

export async function listPhotosOfLots(db: Database, lotIds: string[]) {
  if (lotIds.length === 0) return [];
  return db
    .select()
    .from(lotPhotos)
    .where(inArray(lotPhotos.lotId, lotIds))
    .orderBy(asc(lotPhotos.position), asc(lotPhotos.id));
}

export async function sellerExists(db: Database, id: string) {
  return (await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, id))).length > 0;
}

export async function auctioneerExists(db: Database, id: string) {
  return (await db.select({ id: auctioneers.id }).from(auctioneers).where(eq(auctioneers.id, id))).length > 0;
}

export async function listSellersAndAuctioneers(db: Database) {
  const [sellerRows, auctioneerRows] = await Promise.all([
    db.select({ id: sellers.id, name: sellers.name }).from(sellers).orderBy(asc(sellers.name)),
    db
      .select({ id: auctioneers.id, name: auctioneers.name })
      .from(auctioneers)
      .orderBy(asc(auctioneers.name)),
  ]);
  return { sellers: sellerRows, auctioneers: auctioneerRows };
}

export async function insertListing(db: Database, row: typeof listings.$inferInsert, changedBy: string) {
  const [saved] = await db.insert(listings).values(row).returning();
  await db.insert(listingStatusHistory).values({
    listingId: saved!.id,
    fromStatus: null,
    toStatus: saved!.status,
    changedBy,
  });
  return saved!;
}

export async function updateListingFields(
  db: Database,
  id: string,
  fields: Partial<typeof listings.$inferInsert>,
) {
  const [saved] = await db
    .update(listings)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(listings.id, id))
    .returning();
  return saved!;
}

export async function replaceFeeRows(
  db: Database,
  listingId: string,
  rows: { fromValueCents: number; toValueCents: number; feeCents: number }[],
) {
  await db.delete(listingFeeRows).where(eq(listingFeeRows.listingId, listingId));
  if (rows.length > 0) await db.insert(listingFeeRows).values(rows.map((row) => ({ ...row, listingId })));
}

export async function deleteSchedules(db: Database, ids: string[]) {
  if (ids.length > 0)
    await db.delete(listingBookingSchedules).where(inArray(listingBookingSchedules.id, ids));
}

export async function insertSchedules(db: Database, rows: (typeof listingBookingSchedules.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(listingBookingSchedules).values(rows);
}

/**
 * Staggered ends of an Event's lots from its end and interval. While the Event is OPEN a lot's end only
 * moves later (a soft-close extension is kept).
 */
export async function restaggerLotEnds(
  db: Database,
  listing: { id: string; scheduledEndAt: Date; closingIntervalSeconds: number },
  onlyLater: boolean,
) {
  const computed = sql`${listing.scheduledEndAt.toISOString()}::timestamptz + make_interval(secs => (${lots.number} - 1) * ${listing.closingIntervalSeconds})`;
  await db
    .update(lots)
    .set({
      scheduledEndAt: onlyLater ? sql`greatest(${lots.scheduledEndAt}, ${computed})` : computed,
      updatedAt: new Date(),
    })
    .where(and(eq(lots.listingId, listing.id), eq(lots.status, 'OPEN')));
}

export async function findLotForUpdate(db: Database, id: string) {
  const [row] = await db.select().from(lots).where(eq(lots.id, id)).for('update');
  return row;
}

export async function nextLotNumber(db: Database, listingId: string) {
  const [row] = await db
    .select({ last: max(lots.number) })
    .from(lots)
    .where(eq(lots.listingId, listingId));
  return Number(row?.last ?? 0) + 1;
}

export async function insertLot(db: Database, row: typeof lots.$inferInsert) {
  const [saved] = await db.insert(lots).values(row).returning();
  return saved!;
}

export async function updateLotFields(db: Database, id: string, fields: Partial<typeof lots.$inferInsert>) {
  const [saved] = await db
    .update(lots)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(lots.id, id))
    .returning();
  return saved!;
}

/** New numbers 1…n in the given order; two steps because (listing, number) is unique at every row. */
export async function renumberLots(db: Database, listingId: string, lotIds: string[]) {
  await db
    .update(lots)
    .set({ number: sql`-${lots.number}` })
    .where(eq(lots.listingId, listingId));
  for (const [index, id] of lotIds.entries()) {
    await db
      .update(lots)
      .set({ number: index + 1, updatedAt: new Date() })
      .where(and(eq(lots.id, id), eq(lots.listingId, listingId)));
  }
}

export async function lockListingLots(db: Database, listingId: string) {
  return db.select({ id: lots.id }).from(lots).where(eq(lots.listingId, listingId)).for('update');
}

export async function cancelOpenLots(db: Database, listingId: string, at: Date) {
  return db
    .update(lots)
    .set({ status: 'CANCELLED', closedAt: at, updatedAt: at })
    .where(and(eq(lots.listingId, listingId), eq(lots.status, 'OPEN')))
    .returning({ id: lots.id });
}

/** Everyone who bid on an Event (each once), to tell them it was cancelled. */
export async function listListingBidders(db: Database, listingId: string) {
  return db
    .selectDistinct({ userId: users.id, email: users.email, username: buyers.username })
    .from(bids)
    .innerJoin(buyers, eq(buyers.id, bids.buyerId))
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(bids.listingId, listingId))
    .orderBy(asc(users.id));
}

export async function listPhotosOfLot(db: Database, lotId: string) {
  return db
    .select()
    .from(lotPhotos)
    .where(eq(lotPhotos.lotId, lotId))
    .orderBy(asc(lotPhotos.position), asc(lotPhotos.id));
}

export async function insertLotPhoto(db: Database, row: typeof lotPhotos.$inferInsert) {
  const [saved] = await db.insert(lotPhotos).values(row).returning();
  return saved!;
}

export async function setPhotoPosition(db: Database, lotId: string, photoId: string, position: number) {
  await db
    .update(lotPhotos)
    .set({ position })
    .where(and(eq(lotPhotos.id, photoId), eq(lotPhotos.lotId, lotId)));
}

export async function deleteLotPhoto(db: Database, lotId: string, photoId: string) {
  return db
    .delete(lotPhotos)
    .where(and(eq(lotPhotos.id, photoId), eq(lotPhotos.lotId, lotId)))
    .returning();
}

export async function listAssetCategoryRows(db: Database) {
  return db.select().from(assetCategories).orderBy(asc(assetCategories.name));
}

/**
 * Keeps the slug a category leaves, so its old page redirects (decision 212); the slug it takes stops
 * redirecting anywhere (a category may take back a slug it had).
 */
export async function rememberFormerSlug(db: Database, code: string, oldSlug: string, newSlug: string) {
  await db.delete(assetCategoryFormerSlugs).where(eq(assetCategoryFormerSlugs.slug, newSlug));
  await db
    .insert(assetCategoryFormerSlugs)
    .values({ slug: oldSlug, categoryCode: code as MacroCategoryCode })
    .onConflictDoUpdate({
      target: assetCategoryFormerSlugs.slug,
      set: { categoryCode: code as MacroCategoryCode, replacedAt: new Date() },
    });
}

export async function findAssetCategory(db: Database, code: string) {
  const [row] = await db
    .select()
    .from(assetCategories)
    .where(eq(assetCategories.code, code as never))
    .for('update');
  return row;
}

export async function slugTakenByOther(db: Database, code: string, slug: string) {
  const rows = await db
    .select({ code: assetCategories.code })
    .from(assetCategories)
    .where(eq(assetCategories.slug, slug));
  return rows.some((row) => row.code !== code);
}

export async function updateAssetCategory(
  db: Database,
  code: string,
  fields: { name: string; slug: string },
) {
  const [saved] = await db
    .update(assetCategories)
    .set(fields)
    .where(eq(assetCategories.code, code as never))
    .returning();
  return saved!;
}
