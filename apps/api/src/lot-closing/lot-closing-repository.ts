import type { LotClosingStatus } from '@circula/domain';
import { and, asc, eq, inArray, isNotNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { lotEventsChannel } from '../bidding/lot-events-channel.js';
import type { Database } from '../db/client.js';
import {
  bids,
  buyers,
  listings,
  lotClosingHistory,
  lotClosings,
  lots,
  userNotifications,
  users,
} from '../db/schema/index.js';
import type { NewLotEvent } from '../live/live-events.js';
import { lotClosedEvent } from './lot-closed-event.js';

const clockNow = sql<string>`clock_timestamp()`.mapWith((value: string | Date) => new Date(value));

export type LotClosingRow = typeof lotClosings.$inferSelect;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

const lockedLotColumns = {
  id: lots.id,
  listingId: lots.listingId,
  number: lots.number,
  title: lots.title,
  status: lots.status,
  scheduledEndAt: lots.scheduledEndAt,
  currentBidCents: lots.currentBidCents,
  bidCount: lots.bidCount,
  lastBidId: lots.lastBidId,
  lastBidBuyerId: lots.lastBidBuyerId,
  reserveCents: lots.reserveCents,
  estimatedValueCents: lots.estimatedValueCents,
  startingBidCents: lots.startingBidCents,
  incrementCents: lots.incrementCents,
  judicialPhase: lots.judicialPhase,
  listingType: listings.type,
  listingStatus: listings.status,
  listingTitle: listings.title,
  closingIntervalSeconds: listings.closingIntervalSeconds,
  secondPhaseEndsAt: listings.secondPhaseEndsAt,
  secondPhasePercentage: listings.secondPhasePercentage,
  now: clockNow,
};

/**
 * The due lots a closer takes next, in the caller's transaction: up to `limit` OPEN lots of OPEN auctions
 * (not direct sales), those that ended first among the ones no other transaction holds, locked as
 * `lockLotForClosing` locks them (`SKIP LOCKED`: closers in every process take different lots, of one Event
 * or of many; a lot a bid holds waits for the next pass). Lots in `exclude` are passed over. Empty when none
 * is due.
 */
export async function claimDueLots(
  tx: Database,
  { exclude = [], limit }: { exclude?: string[]; limit: number },
) {
  return tx
    .select(lockedLotColumns)
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .where(
      and(
        eq(lots.status, 'OPEN'),
        // The statement's start, not clock_timestamp(): a stable value the open-lots index can range over
        // (a volatile one is a filter on every open lot), whatever the planner's statistics say.
        lt(lots.scheduledEndAt, sql`statement_timestamp()`),
        eq(listings.status, 'OPEN'),
        ne(listings.type, 'DIRECT_SALE'),
        exclude.length > 0 ? notInArray(lots.id, exclude) : undefined,
      ),
    )
    .orderBy(asc(lots.scheduledEndAt))
    .limit(limit)
    .for('update', { of: lots, skipLocked: true });
}

/** The lot locked against bids (a bid waits for the close and then finds the lot closed), with its Event. */
export async function lockLotForClosing(tx: Database, lotId: string) {
  const [row] = await tx
    .select(lockedLotColumns)
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .where(eq(lots.id, lotId))
    .for('update', { of: lots });
  return row ?? null;
}

export async function markLotClosed(tx: Database, lotId: string, at: Date) {
  await tx.update(lots).set({ status: 'CLOSED', closedAt: at, updatedAt: at }).where(eq(lots.id, lotId));
}

export async function moveLotToSecondPhase(tx: Database, lotId: string, scheduledEndAt: Date, at: Date) {
  await tx.update(lots).set({ judicialPhase: 2, scheduledEndAt, updatedAt: at }).where(eq(lots.id, lotId));
}

/** Locks the Event row (to close it: two runs agree on which one does), with the database clock. */
export async function lockListing(tx: Database, listingId: string) {
  const [row] = await tx
    .select({ status: listings.status, now: clockNow })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return row ?? null;
}

/**
 * Whether the Event has an OPEN lot other than `lotId` that ends after `at` (or has no end): such a lot is
 * closed by its own close later, so this close cannot be the Event's last.
 */
export async function hasOpenLotEndingAfter(tx: Database, listingId: string, lotId: string, at: Date) {
  const result = await tx.execute(sql`
    select exists (
      select 1 from lots
      where listing_id = ${listingId}::uuid and status = 'OPEN' and id <> ${lotId}::uuid
        and (scheduled_end_at is null or scheduled_end_at > ${at.toISOString()}::timestamptz)
    ) as "later"
  `);
  return rowsOf(result)[0]?.later === true;
}

/**
 * OPEN auctions (not direct sales) with lots, none of them OPEN: Events whose last close committed but
 * whose own close did not follow (its process died in between). Oldest first.
 */
export async function listFinishedOpenEvents(db: Database, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select e.id from listings e
    where e.status = 'OPEN' and e.type <> 'DIRECT_SALE'
      and exists (select 1 from lots l where l.listing_id = e.id)
      and not exists (select 1 from lots l where l.listing_id = e.id and l.status = 'OPEN')
    order by e.created_at
    limit ${limit}
  `);
  return rowsOf(result).map((row) => String(row.id));
}

/** Whether the Event has an OPEN lot (committed state; no lock). */
export async function hasOpenLots(db: Database, listingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.listingId, listingId), eq(lots.status, 'OPEN')))
    .limit(1);
  return row !== undefined;
}

export async function countOpenLots(tx: Database, listingId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(lots)
    .where(and(eq(lots.listingId, listingId), eq(lots.status, 'OPEN')));
  return row?.total ?? 0;
}

/** Writes the lot's closing unless it has one (the unique lot id); returns the one written, or null. */
export async function insertLotClosing(tx: Database, value: typeof lotClosings.$inferInsert) {
  const [row] = await tx
    .insert(lotClosings)
    .values(value)
    .onConflictDoNothing({ target: lotClosings.lotId })
    .returning();
  if (row) {
    await tx.insert(lotClosingHistory).values({
      lotClosingId: row.id,
      fromStatus: null,
      toStatus: row.status,
      changedBy: 'system',
      createdAt: value.closedAt,
    });
  }
  return row ?? null;
}

export async function findLotClosing(db: Database, lotId: string) {
  const [row] = await db
    .select({ closing: lotClosings, winnerUsername: buyers.username })
    .from(lotClosings)
    .innerJoin(buyers, eq(buyers.id, lotClosings.buyerId))
    .where(eq(lotClosings.lotId, lotId));
  return row ?? null;
}

/** PENDING_CONFIRMATION closings whose seller deadline passed: released (REJECTED) by the system. */
export async function releaseExpiredClosings(tx: Database): Promise<LotClosingRow[]> {
  const released = await tx
    .update(lotClosings)
    .set({ status: 'REJECTED', updatedAt: sql`clock_timestamp()` })
    .where(
      and(
        eq(lotClosings.status, 'PENDING_CONFIRMATION'),
        isNotNull(lotClosings.sellerDeadlineAt),
        lt(lotClosings.sellerDeadlineAt, sql`clock_timestamp()`),
      ),
    )
    .returning();
  if (released.length > 0) {
    await tx.insert(lotClosingHistory).values(
      released.map((row) => ({
        lotClosingId: row.id,
        fromStatus: 'PENDING_CONFIRMATION' as LotClosingStatus,
        toStatus: 'REJECTED' as LotClosingStatus,
        changedBy: 'system',
        reason: 'SELLER_DEADLINE_PASSED',
      })),
    );
  }
  return released;
}

/** OPEN lots of OPEN auctions whose end is before `until` (overdue ones included), soonest first. */
export async function listLotsEndingBefore(db: Database, untilSecondsFromNow: number, limit: number) {
  const result = await db.execute(sql`
    select l.id as "lotId", l.scheduled_end_at as "scheduledEndAt",
           l.scheduled_end_at < clock_timestamp() as "overdue"
    from lots l join listings e on e.id = l.listing_id
    where l.status = 'OPEN' and e.status = 'OPEN' and e.type <> 'DIRECT_SALE'
      and l.scheduled_end_at < clock_timestamp() + make_interval(secs => ${untilSecondsFromNow})
    order by l.scheduled_end_at
    limit ${limit}
  `);
  return rowsOf(result).map((row) => ({
    lotId: String(row.lotId),
    scheduledEndAt:
      row.scheduledEndAt instanceof Date ? row.scheduledEndAt : new Date(String(row.scheduledEndAt)),
    overdue: row.overdue === true,
  }));
}

/** The people to tell about a closed lot: each bidder's user, e-mail and username, the winner marked. */
export async function listLotBiddersToNotify(tx: Database, lotId: string) {
  return tx
    .selectDistinct({ buyerId: buyers.id, userId: users.id, email: users.email, username: buyers.username })
    .from(bids)
    .innerJoin(buyers, eq(buyers.id, bids.buyerId))
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(bids.lotId, lotId))
    .orderBy(asc(buyers.id));
}

export async function insertNotifications(tx: Database, rows: (typeof userNotifications.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(userNotifications).values(rows);
}

export async function insertClosingEvent(
  tx: Database,
  input: { lotId: string; listingId: string; event: NewLotEvent },
) {
  const { type, payload } = input.event;
  await tx.execute(sql`
    with new_event as (
      insert into lot_events (lot_id, listing_id, type, payload, created_at)
      values (${input.lotId}::uuid, ${input.listingId}::uuid, ${type}, ${JSON.stringify(payload)}::jsonb,
              clock_timestamp())
      returning id, type, payload
    )
    select pg_notify(${lotEventsChannel}, json_build_object(
             'lotId', ${input.lotId}::text, 'listingId', ${input.listingId}::text,
             'events', json_agg(json_build_object('id', id, 'type', type, 'payload', payload)))::text)
    from new_event
  `);
}

/**
 * Closes, in two statements, lots locked by the caller that ended with no bid: each becomes CLOSED at `at`
 * and gets its `closed` event (the one the lot's and the Event's streams carry), as a close one by one
 * would write them.
 */
export async function closeLotsWithoutBids(
  tx: Database,
  input: { at: Date; lots: { lotId: string; listingId: string; event: NewLotEvent }[] },
) {
  if (input.lots.length === 0) return;
  await tx
    .update(lots)
    .set({ status: 'CLOSED', closedAt: input.at, updatedAt: input.at })
    .where(
      inArray(
        lots.id,
        input.lots.map((lot) => lot.lotId),
      ),
    );
  const events = input.lots.map((lot) => ({
    lotId: lot.lotId,
    listingId: lot.listingId,
    type: lot.event.type,
    payload: lot.event.payload,
  }));
  await tx.execute(sql`
    with new_events as (
      insert into lot_events (lot_id, listing_id, type, payload, created_at)
      select (e->>'lotId')::uuid, (e->>'listingId')::uuid, e->>'type', (e->'payload')::jsonb, clock_timestamp()
      from json_array_elements(${JSON.stringify(events)}::json) as e
      returning id, lot_id, listing_id, type, payload
    )
    select pg_notify(${lotEventsChannel}, json_build_object(
             'lotId', lot_id::text, 'listingId', listing_id::text,
             'events', json_agg(json_build_object('id', id, 'type', type, 'payload', payload)))::text)
    from new_events
    group by lot_id, listing_id
  `);
}

/**
 * Of `listingIds`, the Events with no OPEN lot ending after `at` (or without an end), as the caller's
 * transaction sees them: a close that committed in it may have been such an Event's last.
 */
export async function listEventsWithoutLaterOpenLot(tx: Database, listingIds: string[], at: Date) {
  if (listingIds.length === 0) return [];
  const result = await tx.execute(sql`
    select id from unnest(string_to_array(${listingIds.join(',')}, ',')::uuid[]) as id
    where not exists (
      select 1 from lots
      where listing_id = id and status = 'OPEN'
        and (scheduled_end_at is null or scheduled_end_at > ${at.toISOString()}::timestamptz)
    )
  `);
  return rowsOf(result).map((row) => String(row.id));
}

/**
 * A conditional sale answered (or released): the lot's stream and its Event's say so with a `closed` event
 * carrying the new result, so pages open on it change without a reload. SOLD when approved; UNSOLD with the
 * winning amount kept when refused or released (bids were made, no sale).
 */
export async function publishClosingAnswer(
  tx: Database,
  input: {
    lotId: string;
    listingId: string;
    status: 'APPROVED' | 'REJECTED';
    winnerUsername: string;
    amountCents: number;
    bidCount: number;
    closedAt: Date;
  },
) {
  await insertClosingEvent(tx, {
    lotId: input.lotId,
    listingId: input.listingId,
    event: lotClosedEvent(
      { id: input.lotId, listingId: input.listingId, bidCount: input.bidCount },
      {
        closedAt: input.closedAt,
        status: input.status,
        decision: input.status,
        winnerUsername: input.winnerUsername,
        amountCents: input.amountCents,
      },
    ),
  });
}

/**
 * A lot closing locked for a status change, with what the answer and its notice need: the lot, the Event
 * and its seller, the buyer's user, and the database clock.
 */
export async function lockClosingForAnswer(tx: Database, closingId: string) {
  const [row] = await tx
    .select({
      id: lotClosings.id,
      lotId: lotClosings.lotId,
      listingId: lotClosings.listingId,
      status: lotClosings.status,
      amountCents: lotClosings.amountCents,
      sellerDeadlineAt: lotClosings.sellerDeadlineAt,
      closedAt: lotClosings.closedAt,
      bidCount: lots.bidCount,
      sellerId: listings.sellerId,
      lotTitle: lots.title,
      listingTitle: listings.title,
      buyerUserId: users.id,
      buyerEmail: users.email,
      buyerUsername: buyers.username,
      now: clockNow,
    })
    .from(lotClosings)
    .innerJoin(lots, eq(lots.id, lotClosings.lotId))
    .innerJoin(listings, eq(listings.id, lotClosings.listingId))
    .innerJoin(buyers, eq(buyers.id, lotClosings.buyerId))
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(lotClosings.id, closingId))
    .for('update', { of: lotClosings });
  return row ?? null;
}

/** The seller of a closing's Event (no lock): to check who may answer before locking anything. */
export async function findClosingSeller(db: Database, closingId: string) {
  const [row] = await db
    .select({ sellerId: listings.sellerId })
    .from(lotClosings)
    .innerJoin(listings, eq(listings.id, lotClosings.listingId))
    .where(eq(lotClosings.id, closingId));
  return row ?? null;
}

export async function changeClosingStatus(
  tx: Database,
  input: {
    id: string;
    from: LotClosingStatus;
    to: LotClosingStatus;
    changedBy: string;
    reason: string | null;
    at: Date;
  },
) {
  await tx
    .update(lotClosings)
    .set({ status: input.to, updatedAt: input.at })
    .where(eq(lotClosings.id, input.id));
  await tx.insert(lotClosingHistory).values({
    lotClosingId: input.id,
    fromStatus: input.from,
    toStatus: input.to,
    changedBy: input.changedBy,
    reason: input.reason,
    createdAt: input.at,
  });
}

/** The buyers of the given closings, with the lot and Event titles, for their notices. */
export async function listClosingBuyers(tx: Database, closingIds: string[]) {
  if (closingIds.length === 0) return [];
  return tx
    .select({
      id: lotClosings.id,
      lotId: lotClosings.lotId,
      listingId: lotClosings.listingId,
      amountCents: lotClosings.amountCents,
      closedAt: lotClosings.closedAt,
      bidCount: lots.bidCount,
      lotTitle: lots.title,
      listingTitle: listings.title,
      buyerUserId: users.id,
      buyerEmail: users.email,
      buyerUsername: buyers.username,
    })
    .from(lotClosings)
    .innerJoin(lots, eq(lots.id, lotClosings.lotId))
    .innerJoin(listings, eq(listings.id, lotClosings.listingId))
    .innerJoin(buyers, eq(buyers.id, lotClosings.buyerId))
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(inArray(lotClosings.id, closingIds));
}

/** Closings of the given sellers' Events in a status, soonest seller deadline first, with lot, Event, buyer. */
export async function listSellerClosings(
  db: Database,
  input: { sellerIds: string[]; status: LotClosingStatus; limit: number },
) {
  if (input.sellerIds.length === 0) return [];
  return db
    .select({
      id: lotClosings.id,
      status: lotClosings.status,
      amountCents: lotClosings.amountCents,
      sellerDeadlineAt: lotClosings.sellerDeadlineAt,
      closedAt: lotClosings.closedAt,
      buyerUsername: buyers.username,
      sellerId: listings.sellerId,
      lotId: lots.id,
      lotNumber: lots.number,
      lotTitle: lots.title,
      reserveCents: lots.reserveCents,
      listingId: listings.id,
      listingSlug: listings.slug,
      listingTitle: listings.title,
    })
    .from(lotClosings)
    .innerJoin(lots, eq(lots.id, lotClosings.lotId))
    .innerJoin(listings, eq(listings.id, lotClosings.listingId))
    .innerJoin(buyers, eq(buyers.id, lotClosings.buyerId))
    .where(and(inArray(listings.sellerId, input.sellerIds), eq(lotClosings.status, input.status)))
    .orderBy(
      sql`${lotClosings.sellerDeadlineAt} asc nulls last`,
      asc(lotClosings.closedAt),
      asc(lotClosings.id),
    )
    .limit(input.limit);
}
