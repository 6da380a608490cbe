import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  buyers,
  listingEnrolments,
  listings,
  lotClosings,
  lots,
  paymentIntentItems,
  paymentIntentLines,
  paymentIntents,
  users,
} from '../db/schema/index.js';

/** Reads of the seller area: an Event's lots, results, sales and payments, never written here. */

const count = (value: unknown) => Number(value ?? 0);

export async function listSellerListings(db: Database, sellerId: string) {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), ne(listings.status, 'DRAFT')))
    .orderBy(desc(listings.startsAt), asc(listings.id));
}

/** Per Event: lots (cancelled left out), bids, and the sum of current bids of the lots not cancelled. */
export async function lotFiguresOf(db: Database, listingIds: string[]) {
  if (listingIds.length === 0) return new Map<string, { lots: number; bids: number; currentBids: number }>();
  const rows = await db
    .select({
      listingId: lots.listingId,
      lots: sql<string>`count(*) filter (where ${lots.status} <> 'CANCELLED')`,
      bids: sql<string>`coalesce(sum(${lots.bidCount}), 0)`,
      currentBids: sql<string>`coalesce(sum(${lots.currentBidCents}) filter (where ${lots.status} <> 'CANCELLED'), 0)`,
    })
    .from(lots)
    .where(inArray(lots.listingId, listingIds))
    .groupBy(lots.listingId);
  return new Map(
    rows.map((row) => [
      row.listingId,
      { lots: count(row.lots), bids: count(row.bids), currentBids: count(row.currentBids) },
    ]),
  );
}

export async function enrolmentCountsOf(db: Database, listingIds: string[]) {
  if (listingIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ listingId: listingEnrolments.listingId, enrolled: sql<string>`count(*)` })
    .from(listingEnrolments)
    .where(inArray(listingEnrolments.listingId, listingIds))
    .groupBy(listingEnrolments.listingId);
  return new Map(rows.map((row) => [row.listingId, count(row.enrolled)]));
}

export async function lotsOfListings(db: Database, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db.select().from(lots).where(inArray(lots.listingId, listingIds)).orderBy(asc(lots.number));
}

/** The auction results of the Events' lots, with the winner's username. */
export async function closingsOfListings(db: Database, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({
      id: lotClosings.id,
      lotId: lotClosings.lotId,
      listingId: lotClosings.listingId,
      status: lotClosings.status,
      amountCents: lotClosings.amountCents,
      buyerId: lotClosings.buyerId,
      buyerUsername: buyers.username,
    })
    .from(lotClosings)
    .innerJoin(buyers, eq(buyers.id, lotClosings.buyerId))
    .where(inArray(lotClosings.listingId, listingIds));
}

/**
 * The purchases of the Events' lots as charged: one row per item of an intent that collects the price (part
 * ALL or PRICE; fines and charges-only intents left out), oldest first, with the buyer's username and the
 * contact the pick-up needs (read here, handed out by the service only for paid sales).
 */
export async function priceItemsOfListings(db: Database, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({
      listingId: paymentIntents.listingId,
      intentId: paymentIntents.id,
      intentStatus: paymentIntents.status,
      intentCreatedAt: paymentIntents.createdAt,
      paidAt: paymentIntents.paidAt,
      lotId: paymentIntentItems.lotId,
      lotClosingId: paymentIntentItems.lotClosingId,
      unitPriceCents: paymentIntentItems.unitPriceCents,
      quantity: paymentIntentItems.quantity,
      buyerId: buyers.id,
      buyerUsername: buyers.username,
      userName: users.name,
      userEmail: users.email,
      userPhone: users.phone,
      userPhoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(paymentIntentItems)
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentItems.intentId))
    .innerJoin(buyers, eq(buyers.id, paymentIntents.buyerId))
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(
      and(
        inArray(paymentIntents.listingId, listingIds),
        ne(paymentIntents.type, 'FINE'),
        inArray(paymentIntentItems.part, ['ALL', 'PRICE']),
      ),
    )
    .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id));
}

/**
 * The lines (price, commission, administrative fee) of one Event's intents other than fines, per lot, with
 * the intent's status, buyer and payment time: the statement's source. Lines of no lot (credits) are left
 * out: credits are the provider's discount to the buyer, not the seller's.
 */
export async function lotLinesOfListing(db: Database, listingId: string) {
  return db
    .select({
      intentId: paymentIntents.id,
      intentStatus: paymentIntents.status,
      paidAt: paymentIntents.paidAt,
      buyerId: paymentIntents.buyerId,
      buyerUsername: buyers.username,
      kind: paymentIntentLines.kind,
      lotId: paymentIntentLines.lotId,
      amountCents: paymentIntentLines.amountCents,
    })
    .from(paymentIntentLines)
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentLines.intentId))
    .innerJoin(buyers, eq(buyers.id, paymentIntents.buyerId))
    .where(
      and(
        eq(paymentIntents.listingId, listingId),
        ne(paymentIntents.type, 'FINE'),
        inArray(paymentIntentLines.kind, ['PRICE', 'COMMISSION', 'ADMINISTRATIVE_FEE']),
      ),
    )
    .orderBy(asc(paymentIntents.createdAt), asc(paymentIntentLines.position));
}
