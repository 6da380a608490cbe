import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { buyers, highBidAgreements, listingEnrolments, listings, sellerUsers } from '../db/schema/index.js';

export type EnrolmentRow = typeof listingEnrolments.$inferSelect;

export async function findBuyerOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(buyers).where(eq(buyers.userId, userId));
  return row ?? null;
}

export async function findListingForEnrolment(db: Database, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      type: listings.type,
      status: listings.status,
      acceptBuyersMode: listings.acceptBuyersMode,
      enrolmentDeadlineAt: listings.enrolmentDeadlineAt,
      scheduledEndAt: listings.scheduledEndAt,
      secondPhaseEndsAt: listings.secondPhaseEndsAt,
      now: sql<Date>`clock_timestamp()`.mapWith((value: string | Date) => new Date(value)),
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

/** Whether the user belongs to the seller (any role). */
export async function isSellerUser(db: Database, sellerId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: sellerUsers.userId })
    .from(sellerUsers)
    .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.userId, userId)));
  return row !== undefined;
}

export async function findEnrolment(db: Database, listingId: string, buyerId: string) {
  const [row] = await db
    .select()
    .from(listingEnrolments)
    .where(and(eq(listingEnrolments.listingId, listingId), eq(listingEnrolments.buyerId, buyerId)));
  return row ?? null;
}

/** Inserts the enrolment unless the buyer already has one; returns the one that stands. */
export async function insertEnrolment(db: Database, listingId: string, buyerId: string, at: Date) {
  const [inserted] = await db
    .insert(listingEnrolments)
    .values({ listingId, buyerId, editalAcceptedAt: at })
    .onConflictDoNothing({ target: [listingEnrolments.listingId, listingEnrolments.buyerId] })
    .returning();
  if (inserted) return { enrolment: inserted, created: true };
  return { enrolment: (await findEnrolment(db, listingId, buyerId))!, created: false };
}

export async function findHighBidAgreement(db: Database, buyerId: string) {
  const [row] = await db.select().from(highBidAgreements).where(eq(highBidAgreements.buyerId, buyerId));
  return row ?? null;
}

export async function upsertHighBidAgreement(
  db: Database,
  value: typeof highBidAgreements.$inferInsert,
): Promise<typeof highBidAgreements.$inferSelect> {
  await db.insert(highBidAgreements).values(value).onConflictDoNothing();
  return (await findHighBidAgreement(db, value.buyerId))!;
}
