import type { BuyerType } from '@circula/domain';
import { and, asc, count, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { automaticBids, bids, buyers, listings, lotClosings, lots, users } from '../db/schema/index.js';

export type BuyerRow = typeof buyers.$inferSelect;

/** A PostgreSQL unique violation, optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === '23505') return constraint === undefined || current.constraint === constraint;
    current = current.cause as typeof current;
  }
  return false;
}

export const usernameIndex = 'buyers_username_lower_key';
export const verifiedTaxIdConstraint = 'buyers_verifiedTaxId_unique';

export async function insertBuyer(db: Database, row: { userId: string; username: string; type: BuyerType }) {
  const [saved] = await db.insert(buyers).values(row).returning();
  return saved!;
}

export async function findBuyerById(db: Database, id: string) {
  const [row] = await db.select().from(buyers).where(eq(buyers.id, id)).limit(1);
  return row;
}

export async function findBuyerByUserId(db: Database, userId: string) {
  const [row] = await db.select().from(buyers).where(eq(buyers.userId, userId)).limit(1);
  return row;
}

/** Another buyer already holding the username, whatever its case. */
export async function findOtherBuyerWithUsername(db: Database, username: string, exceptBuyerId?: string) {
  const [row] = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(
      and(
        eq(sql`lower(${buyers.username})`, username.toLowerCase()),
        exceptBuyerId ? ne(buyers.id, exceptBuyerId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function findOtherVerifiedBuyerWithTaxId(db: Database, taxId: string, exceptBuyerId?: string) {
  const [row] = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(
      and(
        eq(buyers.verifiedTaxId, taxId),
        eq(buyers.status, 'VERIFIED'),
        exceptBuyerId ? ne(buyers.id, exceptBuyerId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function updateBuyerRow(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      BuyerRow,
      'username' | 'type' | 'status' | 'verifiedTaxId' | 'blockedAt' | 'blockReason' | 'blockNote'
    >
  >,
) {
  const [saved] = await db
    .update(buyers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(buyers.id, id))
    .returning();
  return saved;
}

/** users.buyer_id is the join point the buyers context keeps in step with buyers.user_id. */
export async function linkUserToBuyer(db: Database, userId: string, buyerId: string) {
  await db.update(users).set({ buyerId, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function findUserContact(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** One row per lot the buyer bid on: their highest bid, how many, the latest, and the lot's state. */
export async function listLotBidsOfBuyer(db: Database, buyerId: string) {
  return db
    .select({
      listingId: bids.listingId,
      lotId: bids.lotId,
      bidCount: count(),
      highestAmountCents: max(bids.amountCents),
      lastBidAt: max(bids.createdAt),
      lotNumber: lots.number,
      lotTitle: lots.title,
      lotStatus: lots.status,
      lotBidCount: lots.bidCount,
      currentBidCents: lots.currentBidCents,
      lastBidBuyerId: lots.lastBidBuyerId,
      scheduledEndAt: lots.scheduledEndAt,
      listingTitle: listings.title,
      listingSlug: listings.slug,
      closingStatus: lotClosings.status,
      closingBuyerId: lotClosings.buyerId,
      sellerDeadlineAt: lotClosings.sellerDeadlineAt,
      automaticMaxCents: automaticBids.maxCents,
    })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .innerJoin(listings, eq(listings.id, bids.listingId))
    .leftJoin(lotClosings, eq(lotClosings.lotId, bids.lotId))
    .leftJoin(
      automaticBids,
      and(
        eq(automaticBids.lotId, bids.lotId),
        eq(automaticBids.buyerId, bids.buyerId),
        isNull(automaticBids.cancelledAt),
      ),
    )
    .where(eq(bids.buyerId, buyerId))
    .groupBy(
      bids.listingId,
      bids.lotId,
      lots.id,
      listings.id,
      lotClosings.id,
      automaticBids.lotId,
      automaticBids.buyerId,
    )
    .orderBy(asc(lots.number));
}
