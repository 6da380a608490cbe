import type { BuyerStatus, BuyerType } from '@circula/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { automaticBids, bids, buyers, listings, lots, userNotifications } from '../db/schema/index.js';
import type { LockedLot } from './lot-rules.js';

/** The channel every process LISTENs on for live lot events. */
export const lotEventsChannel = 'circula_lot_events';
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

/** The lot row locked for this transaction (every bid on it waits here), with its Event's facts. */
export async function lockLot(tx: Database, lotId: string): Promise<LockedLot | null> {
  const [row] = await tx
    .select(lockedLotColumns)
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .where(eq(lots.id, lotId))
    .for('update', { of: lots });
  return (row as LockedLot | undefined) ?? null;
}

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
}

export interface AutomaticBidFacts {
  buyerId: string;
  userId: string;
  username: string;
  maxCents: number;
  setAt: Date;
  /** The holder may still bid (verified, not blocked); others' automatic bids rest. */
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
 * Everything else a batch needs, in one round trip, read after the lot lock is held (so it sees every bid
 * and automatic bid committed before): the database clock, the bidders (verified, blocked, enrolled,
 * agreement), the lot's active automatic bids and any bid already made with one of the batch's keys.
 */
export async function readBatchFacts(
  tx: Database,
  input: {
    lotId: string;
    listingId: string;
    userIds: string[];
    sessionIds: string[];
    idempotencyKeys: string[];
  },
): Promise<BatchFacts> {
  const users = csv(input.userIds);
  const sessionIds = csv(input.sessionIds);
  const keys = csv(input.idempotencyKeys);
  const result = await tx.execute(sql`
    select clock_timestamp() as "now",
      (select coalesce(json_agg(json_build_object(
          'userId', b.user_id, 'buyerId', b.id, 'username', b.username, 'status', b.status, 'type', b.type,
          'blocked', b.blocked_at is not null,
          'enrolled', exists (select 1 from listing_enrolments e
                              where e.listing_id = ${input.listingId} and e.buyer_id = b.id),
          'agreement', exists (select 1 from high_bid_agreements h where h.buyer_id = b.id))), '[]'::json)
        from buyers b where b.user_id = any(string_to_array(${users}, ',')::uuid[])) as "bidders",
      (select coalesce(json_agg(json_build_object(
          'buyerId', a.buyer_id, 'userId', b.user_id, 'username', b.username, 'maxCents', a.max_cents,
          'setAt', a.set_at, 'eligible', b.status = 'VERIFIED' and b.blocked_at is null)), '[]'::json)
        from automatic_bids a join buyers b on b.id = a.buyer_id
        where a.lot_id = ${input.lotId} and a.cancelled_at is null) as "automaticBids",
      (select coalesce(json_agg(json_build_object(
          'userId', b.user_id, 'key', x.idempotency_key, 'lotId', x.lot_id, 'receipt', x.receipt)), '[]'::json)
        from bids x join buyers b on b.id = x.buyer_id
        where b.user_id = any(string_to_array(${users}, ',')::uuid[])
          and x.idempotency_key = any(string_to_array(${keys}, ',')::uuid[])) as "replays",
      (select coalesce(json_agg(json_build_object('id', s.id, 'userId', s.user_id)), '[]'::json)
        from sessions s
        where s.id = any(string_to_array(${sessionIds}, ',')::uuid[])
          and s.revoked_at is null and s.expires_at > now()) as "openSessions"
  `);
  const row = rowsOf(result)[0]!;
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Row[];
  return {
    now: toDate(row.now),
    bidders: parse(row.bidders) as unknown as BidderFacts[],
    automaticBids: parse(row.automaticBids).map((auto) => ({
      ...(auto as unknown as AutomaticBidFacts),
      maxCents: Number(auto.maxCents),
      setAt: toDate(auto.setAt),
    })),
    replays: parse(row.replays) as unknown as BatchFacts['replays'],
    openSessions: parse(row.openSessions) as unknown as BatchFacts['openSessions'],
  };
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

export interface NewLotEvent {
  type: 'bid' | 'extension';
  payload: Record<string, unknown>;
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
  await tx.execute(sql`
    insert into automatic_bids (lot_id, buyer_id, max_cents, set_at, cancelled_at)
    select ${lotId}::uuid, x.buyer_id, x.max_cents, x.set_at, x.cancelled_at
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(buyer_id uuid, max_cents bigint, set_at timestamptz, cancelled_at timestamptz)
    on conflict (lot_id, buyer_id) do update
      set max_cents = excluded.max_cents, set_at = excluded.set_at, cancelled_at = excluded.cancelled_at
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

export async function insertUserNotifications(
  db: Database,
  rows: (typeof userNotifications.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(userNotifications).values(rows);
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
