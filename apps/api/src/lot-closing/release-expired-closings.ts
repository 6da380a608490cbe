import type { Database } from '../db/client.js';
import { releaseExpiredClosings as releaseInDatabase } from './lot-closing-repository.js';

/**
 * A conditional sale (PENDING_CONFIRMATION) the seller did not answer by the deadline is released: the
 * closing becomes REJECTED — one of the spec's "available" statuses, so the lot may be offered again.
 */
export async function releaseExpiredClosings(db: Database) {
  return db.transaction(async (tx) => releaseInDatabase(tx as unknown as Database));
}
