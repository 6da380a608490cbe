import type { NegotiationStatus } from '@circula/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  buyers,
  listings,
  lots,
  negotiationHistory,
  negotiations,
  sellers,
  sellerUsers,
  userNotifications,
  users,
} from '../db/schema/index.js';
import { publishUserNotifications } from '../notifications/publish-user-notifications.js';

/** The only code of the offers context that queries the database. */

const openStatuses: NegotiationStatus[] = ['PENDING_SELLER_RESPONSE', 'PENDING_BUYER_RESPONSE'];

const lotColumns = {
  id: lots.id,
  number: lots.number,
  title: lots.title,
  status: lots.status,
  quantity: lots.quantity,
  reservedQuantity: lots.reservedQuantity,
  unitPriceCents: lots.unitPriceCents,
  listingId: listings.id,
  listingTitle: listings.title,
  listingType: listings.type,
  listingStatus: listings.status,
  sellerId: listings.sellerId,
  acceptsOffers: listings.acceptsOffers,
  offerExpiryHours: listings.offerExpiryHours,
  acceptBuyersMode: listings.acceptBuyersMode,
  now: sql<Date>`clock_timestamp()`.mapWith((value: string | Date) => new Date(value)),
};

/** A lot with its Event's offer settings (no lock). */
export async function findOfferLot(db: Database, lotId: string) {
  const [row] = await db
    .select(lotColumns)
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .where(eq(lots.id, lotId));
  return row ?? null;
}

/** The same, with the lot's row locked: every move on the lot's offers is taken under this lock. */
export async function lockOfferLot(tx: Database, lotId: string) {
  const [row] = await tx
    .select(lotColumns)
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .where(eq(lots.id, lotId))
    .for('update', { of: lots });
  return row ?? null;
}

/** The user's buyer, with whether the user belongs to the seller (a seller never buys its own goods). */
export async function findOfferingBuyer(db: Database, userId: string, sellerId: string) {
  const [row] = await db
    .select({
      id: buyers.id,
      status: buyers.status,
      type: buyers.type,
      blockedAt: buyers.blockedAt,
      sellerMember: sql<boolean>`exists (select 1 from ${sellerUsers} su
        where su.user_id = ${userId} and su.seller_id = ${sellerId})`,
    })
    .from(buyers)
    .where(eq(buyers.userId, userId));
  return row ?? null;
}

export async function findBuyerById(db: Database, buyerId: string) {
  const [row] = await db
    .select({
      id: buyers.id,
      userId: buyers.userId,
      status: buyers.status,
      type: buyers.type,
      blockedAt: buyers.blockedAt,
    })
    .from(buyers)
    .where(eq(buyers.id, buyerId));
  return row ?? null;
}

export async function hasOpenOffer(tx: Database, lotId: string, buyerId: string) {
  const rows = await tx
    .select({ id: negotiations.id })
    .from(negotiations)
    .where(
      and(
        eq(negotiations.lotId, lotId),
        eq(negotiations.buyerId, buyerId),
        inArray(negotiations.status, openStatuses),
      ),
    );
  return rows.length > 0;
}

export async function insertNegotiation(tx: Database, row: typeof negotiations.$inferInsert) {
  const [inserted] = await tx.insert(negotiations).values(row).returning();
  return inserted!;
}

export async function insertHistory(tx: Database, row: typeof negotiationHistory.$inferInsert) {
  await tx.insert(negotiationHistory).values(row);
}

/** What authorisation needs of an offer before any lock: its lot, buyer and seller. */
export async function findOfferOwners(db: Database, id: string) {
  const [row] = await db
    .select({
      id: negotiations.id,
      lotId: negotiations.lotId,
      buyerId: negotiations.buyerId,
      sellerId: listings.sellerId,
    })
    .from(negotiations)
    .innerJoin(listings, eq(listings.id, negotiations.listingId))
    .where(eq(negotiations.id, id));
  return row ?? null;
}

export async function lockNegotiation(tx: Database, id: string) {
  const [row] = await tx.select().from(negotiations).where(eq(negotiations.id, id)).for('update');
  return row ?? null;
}

export async function updateNegotiation(
  tx: Database,
  id: string,
  changes: Partial<typeof negotiations.$inferInsert>,
) {
  await tx.update(negotiations).set(changes).where(eq(negotiations.id, id));
}

/** The other open offers of a lot (under the lot's lock, nobody adds one meanwhile). */
export async function listOpenOffersOfLot(tx: Database, lotId: string, exceptId: string | null) {
  const rows = await tx
    .select({ id: negotiations.id })
    .from(negotiations)
    .where(
      and(
        eq(negotiations.lotId, lotId),
        inArray(negotiations.status, openStatuses),
        ...(exceptId ? [ne(negotiations.id, exceptId)] : []),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * An accepted offer sells the whole lot: one conditional UPDATE closes it only while it is open and no unit
 * is reserved ("Comprar agora" holds none). The purchase's take (`reserveUnits`) matches only an OPEN lot
 * with units left, so of an acceptance and a purchase on one lot exactly one matches, whatever the order.
 * `reserved_quantity` is left at 0: the closed status is what holds the lot, and the release trigger of a
 * lapsed LOT_NEGOTIATION intent reopens it (decision 160). Answers whether the lot was closed.
 */
export async function closeLotForAcceptedOffer(tx: Database, lotId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(lots)
    .set({ status: 'CLOSED', closedAt: at, updatedAt: at })
    .where(
      and(
        eq(lots.id, lotId),
        eq(lots.status, 'OPEN'),
        eq(lots.listingStatus, 'OPEN'),
        eq(lots.reservedQuantity, 0),
      ),
    )
    .returning({ id: lots.id });
  return rows.length > 0;
}

/** Open offers whose answer time passed (database clock), oldest first. */
export async function listExpiredOfferIds(db: Database, limit: number) {
  const rows = await db
    .select({ id: negotiations.id })
    .from(negotiations)
    .where(
      and(inArray(negotiations.status, openStatuses), sql`${negotiations.expiresAt} <= clock_timestamp()`),
    )
    .orderBy(asc(negotiations.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Who hears of a move: the buyer's user, and every user of the lot's seller. */
export async function findOfferAudience(tx: Database, buyerId: string, sellerId: string) {
  const [buyer] = await tx
    .select({ userId: users.id, email: users.email, username: buyers.username })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(buyers.id, buyerId));
  const sellerPeople = await tx
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(sellerUsers)
    .innerJoin(users, eq(users.id, sellerUsers.userId))
    .where(eq(sellerUsers.sellerId, sellerId));
  return { buyer: buyer ?? null, sellerPeople };
}

/** Writes in-app notices and announces them to their users' live streams on commit. */
export async function insertNotices(tx: Database, rows: (typeof userNotifications.$inferInsert)[]) {
  if (rows.length === 0) return;
  const inserted = await tx.insert(userNotifications).values(rows).returning();
  await publishUserNotifications(
    tx,
    inserted.map((row) => ({
      id: row.id,
      userId: row.userId,
      type: row.type,
      title: row.title,
      body: row.body,
      data: row.data,
      createdAt: row.createdAt,
    })),
  );
}

const viewColumns = {
  offer: negotiations,
  buyerUsername: buyers.username,
  sellerId: sellers.id,
  sellerName: sellers.name,
  lotNumber: lots.number,
  lotTitle: lots.title,
  listingSlug: listings.slug,
  listingTitle: listings.title,
};

function viewQuery(db: Database) {
  return db
    .select(viewColumns)
    .from(negotiations)
    .innerJoin(buyers, eq(buyers.id, negotiations.buyerId))
    .innerJoin(lots, eq(lots.id, negotiations.lotId))
    .innerJoin(listings, eq(listings.id, negotiations.listingId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId));
}

export type OfferRow = Awaited<ReturnType<typeof listOffersByIds>>[number];

export async function listOffersByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return viewQuery(db).where(inArray(negotiations.id, ids));
}

/** The buyer's offers, newest first. */
export async function listOffersOfBuyer(db: Database, buyerId: string, limit: number) {
  return viewQuery(db)
    .where(eq(negotiations.buyerId, buyerId))
    .orderBy(desc(negotiations.createdAt))
    .limit(limit);
}

/** The offers on the sellers' lots: waiting for the seller first, then waiting for the buyer, then the rest. */
export async function listOffersOfSellers(
  db: Database,
  input: { sellerIds: string[]; openOnly: boolean; limit: number },
) {
  if (input.sellerIds.length === 0) return [];
  return viewQuery(db)
    .where(
      and(
        inArray(listings.sellerId, input.sellerIds),
        ...(input.openOnly ? [inArray(negotiations.status, openStatuses)] : []),
      ),
    )
    .orderBy(
      sql`case ${negotiations.status} when 'PENDING_SELLER_RESPONSE' then 0 when 'PENDING_BUYER_RESPONSE' then 1 else 2 end`,
      asc(negotiations.expiresAt),
      desc(negotiations.updatedAt),
    )
    .limit(input.limit);
}

export async function listHistory(db: Database, negotiationIds: string[]) {
  if (negotiationIds.length === 0) return [];
  return db
    .select()
    .from(negotiationHistory)
    .where(inArray(negotiationHistory.negotiationId, negotiationIds))
    .orderBy(asc(negotiationHistory.createdAt), asc(negotiationHistory.id));
}
