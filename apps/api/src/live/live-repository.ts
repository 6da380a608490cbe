import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listings, lotEvents, lots } from '../db/schema/index.js';

import type { LiveEvent } from './live-events.js';

const eventColumns = { id: lotEvents.id, type: lotEvents.type, payload: lotEvents.payload };

/**
 * Stored events as they are sent. Every row was written through the typed producers (live-events.ts), each
 * payload with its type, so the pair read back is one of LiveEvent's.
 */
const asLiveEvents = (rows: { id: number; type: string; payload: unknown }[]) => rows as LiveEvent[];

/**
 * The id of a lot's latest event (0 for none), and whether visitors may see the lot. Read before the lot's
 * state, so a viewer may get an event twice (skipped by its sequence) but never miss one.
 */
export async function readLotStreamAnchor(db: Database, lotId: string) {
  const [row] = await db
    .select({
      listingId: lots.listingId,
      listingStatus: listings.status,
      lastEventId:
        sql<number>`coalesce((select max(e.id) from lot_events e where e.lot_id = "lots"."id"), 0)`.mapWith(
          Number,
        ),
    })
    .from(lots)
    .innerJoin(listings, eq(listings.id, lots.listingId))
    .where(eq(lots.id, lotId));
  return row ?? null;
}

export async function readListingStreamAnchor(db: Database, listingId: string) {
  const [row] = await db
    .select({
      status: listings.status,
      lastEventId:
        sql<number>`coalesce((select max(e.id) from lot_events e where e.listing_id = "listings"."id"), 0)`.mapWith(
          Number,
        ),
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

export async function listLotStates(db: Database, listingId: string) {
  return db
    .select({
      lotId: lots.id,
      number: lots.number,
      status: lots.status,
      currentBidCents: lots.currentBidCents,
      bidCount: lots.bidCount,
      lastBidId: lots.lastBidId,
      scheduledEndAt: lots.scheduledEndAt,
    })
    .from(lots)
    .where(eq(lots.listingId, listingId))
    .orderBy(asc(lots.number));
}

/** A lot's events after an id, in order (its events are written under its lock, so ids follow commits). */
export async function listLotEventsAfter(db: Database, lotId: string, afterId: number, limit: number) {
  const rows = await db
    .select(eventColumns)
    .from(lotEvents)
    .where(and(eq(lotEvents.lotId, lotId), gt(lotEvents.id, afterId)))
    .orderBy(asc(lotEvents.id))
    .limit(limit);
  return asLiveEvents(rows);
}

/**
 * An Event's events after an id, and those a few seconds older than it: lots commit independently, so an
 * event with a smaller id may have committed just after a larger one was sent. Viewers skip ids they have.
 */
export async function listListingEventsAfter(
  db: Database,
  listingId: string,
  afterId: number,
  lookbackSeconds: number,
  limit: number,
) {
  const [anchor] = await db
    .select({ createdAt: lotEvents.createdAt })
    .from(lotEvents)
    .where(and(eq(lotEvents.listingId, listingId), eq(lotEvents.id, afterId)));
  const since = anchor ? new Date(anchor.createdAt.getTime() - lookbackSeconds * 1000) : null;
  const rows = await db
    .select(eventColumns)
    .from(lotEvents)
    .where(
      and(
        eq(lotEvents.listingId, listingId),
        since ? gte(lotEvents.createdAt, since) : gt(lotEvents.id, afterId),
      ),
    )
    .orderBy(asc(lotEvents.id))
    .limit(limit);
  return asLiveEvents(rows);
}

export async function readDatabaseClock(db: Database): Promise<Date> {
  const result = await db.execute(sql`select clock_timestamp() as "now"`);
  const value = (result as unknown as { rows: { now: Date | string }[] }).rows[0]!.now;
  return value instanceof Date ? value : new Date(value);
}
