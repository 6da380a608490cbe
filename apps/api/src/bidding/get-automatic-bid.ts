import type { Database } from '../db/client.js';
import { findActiveAutomaticBid } from './bidding-repository.js';

/** The caller's own active automatic bid on a lot (nobody else's maximum is ever shown). */
export async function getOwnAutomaticBid(db: Database, input: { userId: string; lotId: string }) {
  const row = await findActiveAutomaticBid(db, input.lotId, input.userId);
  return row ? { maxCents: row.maxCents, setAt: row.setAt.toISOString() } : null;
}
