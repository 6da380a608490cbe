import type { Database } from '../db/client.js';
import { listPaymentIntentsOfBuyer } from './buyers-repository.js';
import { getOwnBuyerOrThrow } from './get-buyer.js';

/** The buyer's payment intents, newest first. */
export async function listBuyerPaymentIntents(db: Database, callerUserId: string, buyerId: string) {
  const buyer = await getOwnBuyerOrThrow(db, callerUserId, buyerId);
  const rows = await listPaymentIntentsOfBuyer(db, buyer.id);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    method: row.method,
    totalCents: Number(row.totalCents),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
