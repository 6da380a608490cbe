import type { PaymentIntentStatus } from '@circula/domain';
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  buyers,
  directSaleOrders,
  listingFeeRows,
  listings,
  lots,
  paymentIntents,
  sellers,
  sellerUsers,
} from '../db/schema/index.js';

/** The only code of the direct-sales context that queries the database. */

const toDate = (value: string | Date) => new Date(value);

/** A lot with its Event's sale terms, payment settings and fee table; null unless it exists. */
export async function findLotForPurchase(db: Database, lotId: string) {
  const [row] = await db
    .select({
      lot: {
        id: lots.id,
        number: lots.number,
        title: lots.title,
        status: lots.status,
        unitPriceCents: lots.unitPriceCents,
        quantity: lots.quantity,
        reservedQuantity: lots.reservedQuantity,
        scheduledEndAt: lots.scheduledEndAt,
      },
      listing: {
        id: listings.id,
        slug: listings.slug,
        title: listings.title,
        type: listings.type,
        status: listings.status,
        startsAt: listings.startsAt,
        sellerId: listings.sellerId,
        sellerName: sellers.name,
        city: listings.city,
        state: listings.state,
        acceptBuyersMode: listings.acceptBuyersMode,
        checkOutType: listings.checkOutType,
        inspectionConditions: listings.inspectionConditions,
        pickUpConditions: listings.pickUpConditions,
        buyerFeeBasisPoints: listings.buyerFeeBasisPoints,
        paymentIntentCreationMode: listings.paymentIntentCreationMode,
        paymentDeadlineBusinessDays: listings.paymentDeadlineBusinessDays,
        finePercentage: listings.finePercentage,
      },
      now: sql<Date>`clock_timestamp()`.mapWith(toDate),
    })
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(eq(lots.id, lotId));
  if (!row) return null;
  const feeTable = await db
    .select({
      fromValueCents: listingFeeRows.fromValueCents,
      toValueCents: listingFeeRows.toValueCents,
      feeCents: listingFeeRows.feeCents,
    })
    .from(listingFeeRows)
    .where(eq(listingFeeRows.listingId, row.listing.id))
    .orderBy(asc(listingFeeRows.fromValueCents));
  return { ...row, listing: { ...row.listing, feeTable } };
}
export type LotForPurchase = NonNullable<Awaited<ReturnType<typeof findLotForPurchase>>>;

export async function findBuyerOfUser(db: Database, userId: string) {
  const [row] = await db
    .select({ id: buyers.id, status: buyers.status, type: buyers.type, blockedAt: buyers.blockedAt })
    .from(buyers)
    .where(eq(buyers.userId, userId));
  return row ?? null;
}

export async function isUserOfSeller(db: Database, sellerId: string, userId: string) {
  const [row] = await db
    .select({ userId: sellerUsers.userId })
    .from(sellerUsers)
    .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.userId, userId)));
  return row !== undefined;
}

/**
 * Takes `quantity` units of an open direct-sale lot in one conditional UPDATE: it matches only while enough
 * units are left (and the lot and its Event are open), so concurrent buyers on any number of processes can
 * never take more than the stock. Answers the units left after the take and the unit price of the row it
 * took from, or null when it did not match.
 */
export async function reserveUnits(db: Database, lotId: string, quantity: number) {
  const [row] = await db
    .update(lots)
    .set({
      reservedQuantity: sql`${lots.reservedQuantity} + ${quantity}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(lots.id, lotId),
        eq(lots.status, 'OPEN'),
        eq(lots.listingType, 'DIRECT_SALE'),
        eq(lots.listingStatus, 'OPEN'),
        sql`${lots.listingStartsAt} <= clock_timestamp()`,
        sql`(${lots.scheduledEndAt} IS NULL OR ${lots.scheduledEndAt} > clock_timestamp())`,
        sql`${lots.quantity} - ${lots.reservedQuantity} >= ${quantity}`,
      ),
    )
    .returning({
      available: sql<number>`${lots.quantity} - ${lots.reservedQuantity}`.mapWith(Number),
      unitPriceCents: lots.unitPriceCents,
    });
  return row ?? null;
}

/**
 * Locks the buyer's row for the rest of the transaction, so a buyer's confirmations run their cap check one
 * at a time on any number of API processes. FOR NO KEY UPDATE conflicts with itself but not with the key-share
 * locks that inserts referencing the buyer take (a bid, a notice), so it does not hold those up.
 */
export async function lockBuyer(tx: Database, buyerId: string) {
  await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.id, buyerId)).for('no key update');
}

/** The statuses that settle an intent: paid, or closed without payment. Any other is awaiting payment. */
const settledStatuses: PaymentIntentStatus[] = ['PAID', 'CANCELLED', 'UNCOLLECTIBLE'];

/** The buyer's direct-sale purchases still awaiting payment (their intents not paid, cancelled or lapsed). */
export async function countUnpaidDirectSales(tx: Database, buyerId: string): Promise<number> {
  const [row] = await tx
    .select({ unpaid: count() })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.buyerId, buyerId),
        eq(paymentIntents.type, 'DIRECT_SALE'),
        notInArray(paymentIntents.status, settledStatuses),
      ),
    );
  return row?.unpaid ?? 0;
}

/** Units of a lot left now (after a refused take: the figure the buyer is told). */
export async function availableUnits(db: Database, lotId: string): Promise<number> {
  const [row] = await db
    .select({ available: sql<number>`${lots.quantity} - ${lots.reservedQuantity}`.mapWith(Number) })
    .from(lots)
    .where(eq(lots.id, lotId));
  return row?.available ?? 0;
}

/** The purchase a buyer already confirmed with this client key, with its intent. */
export async function findOrderByKey(db: Database, buyerId: string, clientKey: string) {
  const [row] = await db
    .select({
      id: directSaleOrders.id,
      lotId: directSaleOrders.lotId,
      quantity: directSaleOrders.quantity,
      intentId: directSaleOrders.intentId,
      reference: paymentIntents.reference,
      totalCents: paymentIntents.totalCents,
    })
    .from(directSaleOrders)
    .innerJoin(paymentIntents, eq(paymentIntents.id, directSaleOrders.intentId))
    .where(and(eq(directSaleOrders.buyerId, buyerId), eq(directSaleOrders.clientKey, clientKey)));
  return row ?? null;
}

/**
 * Records the purchase; a second insert with the same (buyer, client key) — a repeated confirm racing the
 * first — hits the unique index and fails its transaction, which gives its units back.
 */
export async function insertOrder(
  db: Database,
  values: { buyerId: string; lotId: string; quantity: number; clientKey: string; intentId: string },
) {
  await db.insert(directSaleOrders).values(values);
}

/** Whether an error is the unique violation of a purchase's (buyer, client key), however the driver wraps it. */
export function isOrderKeyConflict(error: unknown): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return current.constraint === 'direct_sale_orders_buyer_key';
  }
  return false;
}
