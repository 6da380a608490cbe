import type { BookingScheduleType, CheckOutType, LotFulfilmentStatus } from '@circula/domain';
import { openPaymentIntentStatuses } from '@circula/domain';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  bookingSlots,
  bookings,
  buyers,
  listingBookingSchedules,
  listings,
  lotFulfilments,
  lots,
  paymentIntentItems,
  paymentIntents,
  users,
} from '../db/schema/index.js';

/** The only code of the fulfilment context that touches Drizzle. */

export type SlotRow = Awaited<ReturnType<typeof listSlots>>[number];
export type BookingRow = typeof bookings.$inferSelect;
export type LotFulfilmentRow = typeof lotFulfilments.$inferSelect;

/** Slots a schedule window is cut into; a runaway window (months of 5-minute slots) stops here. */
const maxSlotsPerSchedule = 500;

/**
 * Makes sure every schedule window of the Event is cut into its slots (idempotent: the unique
 * (schedule, start) index makes concurrent callers insert each slot once).
 */
export async function ensureSlots(db: Database, listingId: string) {
  const schedules = await db
    .select()
    .from(listingBookingSchedules)
    .where(eq(listingBookingSchedules.listingId, listingId));
  const rows: (typeof bookingSlots.$inferInsert)[] = [];
  for (const schedule of schedules) {
    const step = Math.max(5, schedule.slotMinutes) * 60_000;
    let start = schedule.startsAt.getTime();
    const end = schedule.endsAt.getTime();
    for (let count = 0; start + step <= end && count < maxSlotsPerSchedule; count += 1, start += step) {
      rows.push({
        scheduleId: schedule.id,
        listingId,
        type: schedule.type,
        startsAt: new Date(start),
        endsAt: new Date(start + step),
        capacity: Math.max(1, schedule.slotCapacity),
      });
    }
  }
  if (rows.length > 0) await db.insert(bookingSlots).values(rows).onConflictDoNothing();
}

const slotColumns = {
  id: bookingSlots.id,
  listingId: bookingSlots.listingId,
  type: bookingSlots.type,
  startsAt: bookingSlots.startsAt,
  endsAt: bookingSlots.endsAt,
  capacity: bookingSlots.capacity,
  taken: bookingSlots.taken,
  address: listingBookingSchedules.address,
  notes: listingBookingSchedules.notes,
};

/** The Event's slots of a type that start after `from` (and before `until`), in time order. */
export async function listSlots(
  db: Database,
  input: {
    listingId: string;
    type: BookingScheduleType;
    from: Date;
    until?: Date;
    onlyFree?: boolean;
    limit?: number;
  },
) {
  return db
    .select(slotColumns)
    .from(bookingSlots)
    .innerJoin(listingBookingSchedules, eq(listingBookingSchedules.id, bookingSlots.scheduleId))
    .where(
      and(
        eq(bookingSlots.listingId, input.listingId),
        eq(bookingSlots.type, input.type),
        gt(bookingSlots.startsAt, input.from),
        input.until ? lt(bookingSlots.startsAt, input.until) : undefined,
        input.onlyFree ? lt(bookingSlots.taken, bookingSlots.capacity) : undefined,
      ),
    )
    .orderBy(asc(bookingSlots.startsAt))
    .limit(input.limit ?? 500);
}

export async function findSlot(db: Database, slotId: string) {
  const [row] = await db
    .select(slotColumns)
    .from(bookingSlots)
    .innerJoin(listingBookingSchedules, eq(listingBookingSchedules.id, bookingSlots.scheduleId))
    .where(eq(bookingSlots.id, slotId));
  return row ?? null;
}

/** Takes one place of a slot if one is left: one conditional update, so no two buyers get the last one. */
export async function takePlace(tx: Database, slotId: string) {
  const [row] = await tx
    .update(bookingSlots)
    .set({ taken: sql`${bookingSlots.taken} + 1` })
    .where(and(eq(bookingSlots.id, slotId), lt(bookingSlots.taken, bookingSlots.capacity)))
    .returning({ id: bookingSlots.id });
  return Boolean(row);
}

export async function releasePlace(tx: Database, slotId: string) {
  await tx
    .update(bookingSlots)
    .set({ taken: sql`${bookingSlots.taken} - 1` })
    .where(and(eq(bookingSlots.id, slotId), gt(bookingSlots.taken, 0)));
}

export async function findListing(db: Database, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      slug: listings.slug,
      status: listings.status,
      sellerId: listings.sellerId,
      checkOutType: listings.checkOutType,
      scheduledEndAt: listings.scheduledEndAt,
      bookingChangeLimitHours: listings.bookingChangeLimitHours,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}
export type FulfilmentListing = NonNullable<Awaited<ReturnType<typeof findListing>>>;

export async function findActiveBooking(
  db: Database,
  input: { listingId: string; buyerId: string; type: BookingScheduleType },
) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, input.listingId),
        eq(bookings.buyerId, input.buyerId),
        eq(bookings.type, input.type),
        eq(bookings.status, 'ACTIVE'),
      ),
    );
  return row ?? null;
}

export async function findBooking(db: Database, bookingId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertBooking(tx: Database, row: typeof bookings.$inferInsert) {
  const [inserted] = await tx.insert(bookings).values(row).returning();
  return inserted!;
}

export async function moveBooking(tx: Database, bookingId: string, slotId: string, now: Date) {
  await tx
    .update(bookings)
    .set({ slotId, reminderSentAt: null, updatedAt: now })
    .where(eq(bookings.id, bookingId));
}

export async function cancelBookingRow(tx: Database, bookingId: string, now: Date) {
  const [row] = await tx
    .update(bookings)
    .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'ACTIVE')))
    .returning();
  return row ?? null;
}

export async function findActiveBookingByCode(db: Database, code: string) {
  const [row] = await db
    .select({ booking: bookings, sellerId: listings.sellerId, buyerUsername: buyers.username })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(buyers, eq(buyers.id, bookings.buyerId))
    .where(and(eq(bookings.pickUpCode, code), eq(bookings.status, 'ACTIVE'), eq(bookings.type, 'PICK_UP')));
  return row ?? null;
}

/** The lots a PAID intent pays for become lots to fulfil (once per item, whoever settles the intent). */
export async function createLotFulfilments(tx: Database, intentId: string, kind: CheckOutType) {
  const items = await tx
    .select({
      itemId: paymentIntentItems.id,
      lotId: paymentIntentItems.lotId,
      quantity: paymentIntentItems.quantity,
      listingId: paymentIntents.listingId,
      buyerId: paymentIntents.buyerId,
    })
    .from(paymentIntentItems)
    .innerJoin(paymentIntents, eq(paymentIntents.id, paymentIntentItems.intentId))
    .where(
      and(eq(paymentIntentItems.intentId, intentId), inArray(paymentIntentItems.part, ['ALL', 'PRICE'])),
    );
  if (items.length === 0) return 0;
  const inserted = await tx
    .insert(lotFulfilments)
    .values(
      items.map((item) => ({
        paymentIntentItemId: item.itemId,
        listingId: item.listingId,
        buyerId: item.buyerId,
        lotId: item.lotId,
        quantity: item.quantity,
        kind,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: lotFulfilments.id });
  return inserted.length;
}

const actor = (column: typeof users.name | typeof buyers.username) => column;

/** Lots to fulfil, with lot number and title, and the names of who acted (for views). */
export async function listLotFulfilments(
  db: Database,
  filter: { listingId: string; buyerId?: string; ids?: string[] },
) {
  const rows = await db
    .select({
      fulfilment: lotFulfilments,
      lotNumber: lots.number,
      lotTitle: lots.title,
    })
    .from(lotFulfilments)
    .innerJoin(lots, eq(lots.id, lotFulfilments.lotId))
    .where(
      and(
        eq(lotFulfilments.listingId, filter.listingId),
        filter.buyerId ? eq(lotFulfilments.buyerId, filter.buyerId) : undefined,
        filter.ids ? inArray(lotFulfilments.id, filter.ids) : undefined,
      ),
    )
    .orderBy(asc(lots.number), asc(lotFulfilments.createdAt));
  const userIds = new Set<string>();
  for (const { fulfilment } of rows) {
    for (const id of [
      fulfilment.collectedByUserId,
      fulfilment.buyerDocumentsByUserId,
      fulfilment.sellerDocumentsByUserId,
      fulfilment.transferredByUserId,
    ])
      if (id) userIds.add(id);
  }
  const names = new Map<string, string>();
  if (userIds.size > 0) {
    const people = await db
      .select({ id: users.id, name: actor(users.name), username: buyers.username })
      .from(users)
      .leftJoin(buyers, eq(buyers.userId, users.id))
      .where(inArray(users.id, [...userIds]));
    for (const person of people) names.set(person.id, person.name || person.username || 'Usuário');
  }
  return rows.map((row) => ({ ...row, names }));
}
export type LotFulfilmentListRow = Awaited<ReturnType<typeof listLotFulfilments>>[number];

export async function markCollected(
  tx: Database,
  input: { listingId: string; buyerId: string; ids: string[]; userId: string; now: Date },
) {
  return tx
    .update(lotFulfilments)
    .set({
      status: 'COLLECTED',
      collectedAt: input.now,
      collectedByUserId: input.userId,
      // The goods reached the buyer now, unless the buyer had already confirmed it.
      receivedAt: sql`coalesce(${lotFulfilments.receivedAt}, ${input.now.toISOString()}::timestamptz)`,
      receivedSource: sql`coalesce(${lotFulfilments.receivedSource}, 'PICK_UP')`,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(lotFulfilments.listingId, input.listingId),
        eq(lotFulfilments.buyerId, input.buyerId),
        eq(lotFulfilments.kind, 'PICK_UP_V0'),
        eq(lotFulfilments.status, 'PENDING'),
        inArray(lotFulfilments.id, input.ids),
      ),
    )
    .returning({ id: lotFulfilments.id });
}

export async function findLotFulfilment(db: Database, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ fulfilment: lotFulfilments, sellerId: listings.sellerId })
    .from(lotFulfilments)
    .innerJoin(listings, eq(listings.id, lotFulfilments.listingId))
    .where(eq(lotFulfilments.id, id));
  const [row] = options.lock ? await query.for('update', { of: lotFulfilments }) : await query;
  return row ?? null;
}

export async function updateLotFulfilment(
  tx: Database,
  id: string,
  set: Partial<typeof lotFulfilments.$inferInsert>,
) {
  await tx.update(lotFulfilments).set(set).where(eq(lotFulfilments.id, id));
}

export async function countFulfilmentsOfBuyer(
  db: Database,
  input: { listingId: string; buyerId: string; kind: CheckOutType; status?: LotFulfilmentStatus },
) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(lotFulfilments)
    .where(
      and(
        eq(lotFulfilments.listingId, input.listingId),
        eq(lotFulfilments.buyerId, input.buyerId),
        eq(lotFulfilments.kind, input.kind),
        input.status ? eq(lotFulfilments.status, input.status) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function lockListing(tx: Database, listingId: string) {
  const [row] = await tx
    .select({ status: listings.status, checkOutType: listings.checkOutType })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return row ?? null;
}

/** Whether every lot of the Event is done: no open (non-fine) intent, no lot left to fulfil, at least one done. */
export async function isEveryPaidLotFulfilled(tx: Database, listingId: string) {
  const [open] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.listingId, listingId),
        sql`${paymentIntents.type} <> 'FINE'`,
        inArray(paymentIntents.status, openPaymentIntentStatuses),
      ),
    );
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${lotFulfilments.status} = 'PENDING')`.mapWith(Number),
    })
    .from(lotFulfilments)
    .where(eq(lotFulfilments.listingId, listingId));
  return (open?.total ?? 0) === 0 && (counts?.total ?? 0) > 0 && (counts?.pending ?? 0) === 0;
}

/** Active bookings whose slot starts within the next day and whose reminder is not out yet. */
export async function claimDueReminders(tx: Database, now: Date, until: Date) {
  const due = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
    .where(
      and(
        eq(bookings.status, 'ACTIVE'),
        sql`${bookings.reminderSentAt} is null`,
        gt(bookingSlots.startsAt, now),
        lt(bookingSlots.startsAt, until),
      ),
    )
    .limit(200);
  if (due.length === 0) return [];
  return tx
    .update(bookings)
    .set({ reminderSentAt: now })
    .where(
      and(
        inArray(
          bookings.id,
          due.map((row) => row.id),
        ),
        sql`${bookings.reminderSentAt} is null`,
      ),
    )
    .returning();
}

export async function listListingsIn(db: Database, status: 'PAYMENT_COLLECTION' | 'FULFILLMENT') {
  return db
    .select({ id: listings.id, checkOutType: listings.checkOutType })
    .from(listings)
    .where(eq(listings.status, status));
}

export async function countFulfilmentsOfListing(db: Database, listingId: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(lotFulfilments)
    .where(eq(lotFulfilments.listingId, listingId));
  return row?.total ?? 0;
}

/** The end of the Event's last pick-up window (null without PICK_UP schedules). */
export async function lastPickUpEnd(db: Database, listingId: string) {
  const [row] = await db
    .select({ end: sql<Date | string | null>`max(${listingBookingSchedules.endsAt})` })
    .from(listingBookingSchedules)
    .where(
      and(eq(listingBookingSchedules.listingId, listingId), eq(listingBookingSchedules.type, 'PICK_UP')),
    );
  return row?.end ? new Date(row.end) : null;
}

export async function markNotCollected(tx: Database, listingId: string, now: Date) {
  return tx
    .update(lotFulfilments)
    .set({ status: 'NOT_COLLECTED', updatedAt: now })
    .where(
      and(
        eq(lotFulfilments.listingId, listingId),
        eq(lotFulfilments.kind, 'PICK_UP_V0'),
        eq(lotFulfilments.status, 'PENDING'),
      ),
    )
    .returning({ id: lotFulfilments.id, buyerId: lotFulfilments.buyerId, lotId: lotFulfilments.lotId });
}

export async function listActivePickUpBookings(db: Database, listingId: string) {
  return db
    .select({ booking: bookings, buyerUsername: buyers.username })
    .from(bookings)
    .innerJoin(buyers, eq(buyers.id, bookings.buyerId))
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
    .where(
      and(eq(bookings.listingId, listingId), eq(bookings.type, 'PICK_UP'), eq(bookings.status, 'ACTIVE')),
    )
    .orderBy(asc(bookingSlots.startsAt));
}

export async function usernamesOf(db: Database, buyerIds: string[]) {
  if (buyerIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: buyers.id, username: buyers.username })
    .from(buyers)
    .where(inArray(buyers.id, buyerIds));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The buyer confirms they got the goods: once (the first confirmation or collection stands). */
export async function markReceivedByBuyer(db: Database, input: { id: string; buyerId: string; now: Date }) {
  const [row] = await db
    .update(lotFulfilments)
    .set({ receivedAt: input.now, receivedSource: 'BUYER_CONFIRMATION', updatedAt: input.now })
    .where(
      and(
        eq(lotFulfilments.id, input.id),
        eq(lotFulfilments.buyerId, input.buyerId),
        isNull(lotFulfilments.receivedAt),
      ),
    )
    .returning({ id: lotFulfilments.id });
  return row ?? null;
}
