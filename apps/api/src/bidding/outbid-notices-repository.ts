import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * The lot's outbid-notice cursor, created at 0 if new and locked for this transaction; null when another
 * transaction holds it (skip, do not wait).
 */
export async function lockOutbidCursor(tx: Database, lotId: string): Promise<number | null> {
  await tx.execute(sql`
    insert into outbid_notice_cursors (lot_id, last_sequence) values (${lotId}::uuid, 0)
    on conflict (lot_id) do nothing
  `);
  const [row] = rowsOf(
    await tx.execute(sql`
      select last_sequence as "lastSequence" from outbid_notice_cursors
      where lot_id = ${lotId}::uuid for update skip locked
    `),
  );
  return row ? Number(row.lastSequence) : null;
}

export async function moveOutbidCursor(tx: Database, lotId: string, lastSequence: number): Promise<void> {
  await tx.execute(sql`
    update outbid_notice_cursors set last_sequence = ${lastSequence}, updated_at = clock_timestamp()
    where lot_id = ${lotId}::uuid
  `);
}

export async function readLotForOutbidNotices(tx: Database, lotId: string) {
  const [row] = rowsOf(
    await tx.execute(sql`
      select l.bid_count as "bidCount", l.current_bid_cents as "currentBidCents", l.title, l.number, l.listing_id as "listingId",
             e.title as "listingTitle"
      from lots l join listings e on e.id = l.listing_id
      where l.id = ${lotId}::uuid
    `),
  );
  if (!row) return null;
  return {
    bidCount: Number(row.bidCount),
    currentBidCents: row.currentBidCents === null ? null : Number(row.currentBidCents),
    title: String(row.title),
    number: Number(row.number),
    listingId: String(row.listingId),
    listingTitle: String(row.listingTitle),
  };
}

/** The bids after `afterSequence` up to `upToSequence`, with the one at `afterSequence` (the leader then). */
export async function listBidsSince(
  tx: Database,
  lotId: string,
  afterSequence: number,
  upToSequence: number,
) {
  const result = await tx.execute(sql`
    select sequence, buyer_id as "buyerId" from bids
    where lot_id = ${lotId}::uuid and sequence >= ${afterSequence} and sequence <= ${upToSequence}
    order by sequence
  `);
  return rowsOf(result).map((row) => ({ sequence: Number(row.sequence), buyerId: String(row.buyerId) }));
}

/** Open lots with bids past their outbid-notice cursor. */
export async function listLotsWithPendingOutbidNotices(db: Database, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select l.id from lots l left join outbid_notice_cursors c on c.lot_id = l.id
    where l.status = 'OPEN' and l.bid_count > coalesce(c.last_sequence, 0)
    limit ${limit}
  `);
  return rowsOf(result).map((row) => String(row.id));
}
