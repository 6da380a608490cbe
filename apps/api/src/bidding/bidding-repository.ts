import type { BuyerStatus, BuyerType, ExtensionPayload } from '@circula/domain';
import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  automaticBids,
  bids,
  buyers,
  listings,
  lotEvents,
  lots,
  userNotifications,
} from '../db/schema/index.js';
import type { NewLotEvent } from '../live/live-events.js';
import { lotEventsChannel } from './lot-events-channel.js';
import type { LockedLot } from './lot-rules.js';

/** Events per notification: keeps each pg_notify payload well under PostgreSQL's 8000 bytes. */
const eventsPerNotification = 12;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const csv = (values: readonly string[]) => values.join(',');

const lockedLotColumns = {
  id: lots.id,
  listingId: lots.listingId,
  number: lots.number,
  title: lots.title,
  status: lots.status,
  startingBidCents: lots.startingBidCents,
  incrementCents: lots.incrementCents,
  reserveCents: lots.reserveCents,
  estimatedValueCents: lots.estimatedValueCents,
  scheduledEndAt: lots.scheduledEndAt,
  currentBidCents: lots.currentBidCents,
  bidCount: lots.bidCount,
  lastBidId: lots.lastBidId,
  lastBidBuyerId: lots.lastBidBuyerId,
  judicialPhase: lots.judicialPhase,
  listing: {
    type: listings.type,
    status: listings.status,
    title: listings.title,
    startsAt: listings.startsAt,
    acceptBuyersMode: listings.acceptBuyersMode,
    highBidThresholdCents: listings.highBidThresholdCents,
    softCloseWindowSeconds: listings.softCloseWindowSeconds,
    softCloseExtensionSeconds: listings.softCloseExtensionSeconds,
    closingIntervalSeconds: listings.closingIntervalSeconds,
    secondPhaseStartsAt: listings.secondPhaseStartsAt,
    secondPhaseEndsAt: listings.secondPhaseEndsAt,
    secondPhasePercentage: listings.secondPhasePercentage,
  },
};

/** The same facts without a lock, for reads. */
export async function readLot(db: Database, lotId: string): Promise<LockedLot | null> {
  const [row] = await db
    .select(lockedLotColumns)
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .where(eq(lots.id, lotId));
  return (row as LockedLot | undefined) ?? null;
}

export interface BidderFacts {
  userId: string;
  buyerId: string;
  username: string;
  status: BuyerStatus;
  type: BuyerType;
  blocked: boolean;
  enrolled: boolean;
  agreement: boolean;
  /** A user of the Event's seller: never bids on it. */
  sellerMember: boolean;
}

export interface AutomaticBidFacts {
  buyerId: string;
  userId: string;
  username: string;
  maxCents: number;
  setAt: Date;
  /** The holder may still bid (verified, not blocked, not of the Event's seller); others' automatic bids rest. */
  eligible: boolean;
}

export interface BatchFacts {
  now: Date;
  bidders: BidderFacts[];
  automaticBids: AutomaticBidFacts[];
  replays: { userId: string; key: string; lotId: string; receipt: unknown }[];
  /** The batch's sessions that are still open (not revoked, not expired), with their users. */
  openSessions: { id: string; userId: string }[];
}

/**
 * The facts of a batch as one json value: the database clock, the bidders (verified, blocked, enrolled,
 * agreement), the lot's active automatic bids, any bid already made with one of the batch's keys, and which
 * of the batch's sessions are still open.
 */
function batchFactsJson(input: {
  lotId: string;
  listingId: SQL;
  userIds: string[];
  sessionIds: string[];
  idempotencyKeys: string[];
}): SQL {
  const users = csv(input.userIds);
  const sessionIds = csv(input.sessionIds);
  const keys = csv(input.idempotencyKeys);
  // A user of the Event's seller may never bid on it, even one enrolled before joining the seller.
  const sellerMember = (userId: SQL) => sql`exists (select 1 from seller_users su
      where su.user_id = ${userId}
        and su.seller_id = (select l.seller_id from listings l where l.id = ${input.listingId}))`;
  return sql`json_build_object(
      'now', clock_timestamp(),
      'bidders', (select coalesce(json_agg(json_build_object(
          'userId', b.user_id, 'buyerId', b.id, 'username', b.username, 'status', b.status, 'type', b.type,
          'blocked', b.blocked_at is not null,
          'enrolled', exists (select 1 from listing_enrolments e
                              where e.listing_id = ${input.listingId} and e.buyer_id = b.id),
          'agreement', exists (select 1 from high_bid_agreements h where h.buyer_id = b.id),
          'sellerMember', ${sellerMember(sql`b.user_id`)})), '[]'::json)
        from buyers b where b.user_id = any(string_to_array(${users}, ',')::uuid[])),
      'automaticBids', (select coalesce(json_agg(json_build_object(
          'buyerId', a.buyer_id, 'userId', b.user_id, 'username', b.username, 'maxCents', a.max_cents,
          'setAt', a.set_at,
          'eligible', b.status = 'VERIFIED' and b.blocked_at is null and not ${sellerMember(sql`b.user_id`)})),
          '[]'::json)
        from automatic_bids a join buyers b on b.id = a.buyer_id
        where a.lot_id = ${input.lotId} and a.cancelled_at is null),
      'replays', (select coalesce(json_agg(json_build_object(
          'userId', b.user_id, 'key', x.idempotency_key, 'lotId', x.lot_id, 'receipt', x.receipt)), '[]'::json)
        from bids x join buyers b on b.id = x.buyer_id
        where b.user_id = any(string_to_array(${users}, ',')::uuid[])
          and x.idempotency_key = any(string_to_array(${keys}, ',')::uuid[])),
      'openSessions', (select coalesce(json_agg(json_build_object('id', s.id, 'userId', s.user_id)), '[]'::json)
        from sessions s
        where s.id = any(string_to_array(${sessionIds}, ',')::uuid[])
          and s.revoked_at is null and s.expires_at > now()))`;
}

function parseBatchFacts(value: unknown): BatchFacts {
  const facts = (typeof value === 'string' ? JSON.parse(value) : value) as Row;
  return {
    now: toDate(facts.now),
    bidders: facts.bidders as BidderFacts[],
    automaticBids: (facts.automaticBids as Row[]).map((auto) => ({
      ...(auto as unknown as AutomaticBidFacts),
      maxCents: Number(auto.maxCents),
      setAt: toDate(auto.setAt),
    })),
    replays: facts.replays as BatchFacts['replays'],
    openSessions: facts.openSessions as BatchFacts['openSessions'],
  };
}

export interface BatchFactsInput {
  lotId: string;
  userIds: string[];
  sessionIds: string[];
  idempotencyKeys: string[];
}

/**
 * A batch's first round trip: locks the lot (every batch on it, in any process, waits here) and reads the
 * batch's facts in the same statement. The facts come from the statement's snapshot, taken before the lock
 * was granted: if another transaction changed the lot while this one waited (the row version under the lock
 * is not the one in the snapshot), the facts may be stale and are `null` — read them again with
 * `readBatchFacts`, now that the lock is held. Every transaction that changes what a batch reads under the
 * lock also changes the lot row (bids, automatic bids, closing), so an unchanged version means fresh facts.
 */
export async function lockLotWithFacts(
  tx: Database,
  input: BatchFactsInput,
): Promise<{ lot: LockedLot; facts: BatchFacts | null } | null> {
  const [row] = await tx
    .select({
      ...lockedLotColumns,
      lockedVersion: sql<string>`"lots".xmin::text`,
      snapshotVersion: sql<string>`(select s.xmin::text from lots s where s.id = ${input.lotId})`,
      facts: sql<unknown>`${batchFactsJson({ ...input, listingId: sql`"lots"."listing_id"` })}`,
    })
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .where(eq(lots.id, input.lotId))
    .for('update', { of: lots });
  if (!row) return null;
  const { lockedVersion, snapshotVersion, facts, ...lot } = row;
  return {
    lot: lot as LockedLot,
    facts: lockedVersion === snapshotVersion ? parseBatchFacts(facts) : null,
  };
}

/** The batch's facts read again after the lock is held (see lockLotWithFacts). */
export async function readBatchFacts(
  tx: Database,
  input: BatchFactsInput & { listingId: string },
): Promise<BatchFacts> {
  const result = await tx.execute(
    sql`select ${batchFactsJson({ ...input, listingId: sql`${input.listingId}::uuid` })} as "facts"`,
  );
  return parseBatchFacts(rowsOf(result)[0]!.facts);
}

export interface NewBidRow {
  id: string;
  buyer_id: string;
  sequence: number;
  amount_cents: number;
  automatic: boolean;
  idempotency_key: string | null;
  receipt: unknown;
  created_at: string;
}

/**
 * One statement writes a batch: its bids, the lot's new state, the live events, and the notifications of
 * those events (delivered to listeners when the transaction commits).
 */
export async function writeBatch(
  tx: Database,
  input: {
    lotId: string;
    listingId: string;
    now: Date;
    bids: NewBidRow[];
    lot: {
      currentBidCents: number | null;
      bidCount: number;
      lastBidId: string | null;
      lastBidBuyerId: string | null;
      scheduledEndAt: Date;
    };
    events: NewLotEvent[];
  },
): Promise<void> {
  const events = input.events.map((event, ord) => ({ ord, type: event.type, payload: event.payload }));
  await tx.execute(sql`
    with new_bids as (
      insert into bids (id, listing_id, lot_id, buyer_id, sequence, amount_cents, automatic, idempotency_key,
                        receipt, created_at)
      select x.id, ${input.listingId}::uuid, ${input.lotId}::uuid, x.buyer_id, x.sequence, x.amount_cents, x.automatic,
             x.idempotency_key, x.receipt, x.created_at
      from json_to_recordset(${JSON.stringify(input.bids)}::json) as x(
        id uuid, buyer_id uuid, sequence int, amount_cents bigint, automatic boolean, idempotency_key uuid,
        receipt jsonb, created_at timestamptz)
    ), lot_update as (
      update lots set current_bid_cents = ${input.lot.currentBidCents}, bid_count = ${input.lot.bidCount},
        last_bid_id = ${input.lot.lastBidId}, last_bid_buyer_id = ${input.lot.lastBidBuyerId},
        scheduled_end_at = ${input.lot.scheduledEndAt.toISOString()}, updated_at = ${input.now.toISOString()}
      where id = ${input.lotId}
    ), new_events as (
      insert into lot_events (lot_id, listing_id, type, payload, created_at)
      select ${input.lotId}::uuid, ${input.listingId}::uuid, e.type, e.payload, ${input.now.toISOString()}::timestamptz
      from json_to_recordset(${JSON.stringify(events)}::json) as e(ord int, type text, payload jsonb)
      order by e.ord
      returning id, type, payload
    ), numbered as (
      select id, type, payload, (row_number() over (order by id) - 1) / ${eventsPerNotification} as chunk
      from new_events
    )
    select pg_notify(${lotEventsChannel}, json_build_object(
             'lotId', ${input.lotId}::text, 'listingId', ${input.listingId}::text,
             'events', json_agg(json_build_object('id', id, 'type', type, 'payload', payload) order by id))::text)
    from numbered
    group by chunk
  `);
}

/** Sets, raises or cancels automatic bids (one upsert per batch). */
export async function upsertAutomaticBids(
  tx: Database,
  lotId: string,
  changes: { buyerId: string; maxCents: number; setAt: Date; cancelledAt: Date | null }[],
): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map((change) => ({
    buyer_id: change.buyerId,
    max_cents: change.maxCents,
    set_at: change.setAt.toISOString(),
    cancelled_at: change.cancelledAt?.toISOString() ?? null,
  }));
  // The lot row is touched too: a batch that waited for this one's lock sees a new row version and reads
  // the automatic bids again (see lockLotWithFacts).
  await tx.execute(sql`
    with upserted as (
      insert into automatic_bids (lot_id, buyer_id, max_cents, set_at, cancelled_at)
      select ${lotId}::uuid, x.buyer_id, x.max_cents, x.set_at, x.cancelled_at
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as x(buyer_id uuid, max_cents bigint, set_at timestamptz, cancelled_at timestamptz)
      on conflict (lot_id, buyer_id) do update
        set max_cents = excluded.max_cents, set_at = excluded.set_at, cancelled_at = excluded.cancelled_at
    )
    update lots set updated_at = updated_at where id = ${lotId}
  `);
}

export async function findActiveAutomaticBid(db: Database, lotId: string, userId: string) {
  const [row] = await db
    .select({ maxCents: automaticBids.maxCents, setAt: automaticBids.setAt })
    .from(automaticBids)
    .innerJoin(buyers, eq(buyers.id, automaticBids.buyerId))
    .where(and(eq(automaticBids.lotId, lotId), eq(buyers.userId, userId), isNull(automaticBids.cancelledAt)));
  return row ?? null;
}

/** A lot's public bid history from a sequence on: never names, tax ids or maxima. */
export async function listLotBids(db: Database, lotId: string, afterSequence: number, limit: number) {
  return db
    .select({
      id: bids.id,
      sequence: bids.sequence,
      amountCents: bids.amountCents,
      username: buyers.username,
      automatic: bids.automatic,
      createdAt: bids.createdAt,
    })
    .from(bids)
    .innerJoin(buyers, eq(buyers.id, bids.buyerId))
    .where(and(eq(bids.lotId, lotId), gt(bids.sequence, afterSequence)))
    .orderBy(asc(bids.sequence))
    .limit(limit);
}

/** A lot's soft-close extensions, oldest first, from its live events (written under the lot's lock). */
export async function listLotExtensions(db: Database, lotId: string) {
  const rows = await db
    .select({ payload: lotEvents.payload, createdAt: lotEvents.createdAt })
    .from(lotEvents)
    .where(and(eq(lotEvents.lotId, lotId), eq(lotEvents.type, 'extension')))
    .orderBy(asc(lotEvents.id));
  // Extension rows are written by extensionEvent (live-events.ts), with its payload.
  return rows.map((row) => {
    const payload = row.payload as ExtensionPayload;
    return {
      at: row.createdAt.toISOString(),
      previousScheduledEndAt: payload.previousScheduledEndAt,
      scheduledEndAt: payload.scheduledEndAt,
    };
  });
}

/**
 * Marks the buyers to be told they were outbid on a lot, at most once per `throttleSeconds` each; returns
 * those whose turn it is, with their user and e-mail.
 */
export async function claimOutbidNotices(
  db: Database,
  input: { lotId: string; buyerIds: string[]; throttleSeconds: number },
): Promise<{ buyerId: string; userId: string; email: string; username: string }[]> {
  if (input.buyerIds.length === 0) return [];
  const result = await db.execute(sql`
    with claimed as (
      insert into outbid_notices (buyer_id, lot_id, last_sent_at)
      select id, ${input.lotId}::uuid, clock_timestamp()
      from unnest(string_to_array(${csv(input.buyerIds)}, ',')::uuid[]) as id
      on conflict (buyer_id, lot_id) do update set last_sent_at = excluded.last_sent_at
        where outbid_notices.last_sent_at < excluded.last_sent_at - make_interval(secs => ${input.throttleSeconds})
      returning buyer_id
    )
    select b.id as "buyerId", u.id as "userId", u.email as "email", b.username as "username"
    from claimed c join buyers b on b.id = c.buyer_id join users u on u.id = b.user_id
  `);
  return rowsOf(result) as { buyerId: string; userId: string; email: string; username: string }[];
}

export async function insertUserNotifications(db: Database, rows: (typeof userNotifications.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(userNotifications).values(rows).returning({
    id: userNotifications.id,
    userId: userNotifications.userId,
    type: userNotifications.type,
    title: userNotifications.title,
    body: userNotifications.body,
    data: userNotifications.data,
    createdAt: userNotifications.createdAt,
  });
}

/** Every bid of a lot in order, for the bid log (staff and the court record). */
export async function listBidLog(db: Database, lotId: string) {
  return db
    .select({
      sequence: bids.sequence,
      createdAt: bids.createdAt,
      username: buyers.username,
      amountCents: bids.amountCents,
      automatic: bids.automatic,
    })
    .from(bids)
    .innerJoin(buyers, eq(buyers.id, bids.buyerId))
    .where(eq(bids.lotId, lotId))
    .orderBy(asc(bids.sequence));
}
