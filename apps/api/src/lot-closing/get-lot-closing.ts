import type { Database } from '../db/client.js';
import { findLotClosing } from './lot-closing-repository.js';

/** A lot's result as anyone may see it: status, price, winner's username and the seller's deadline. */
export async function getLotClosing(db: Database, lotId: string) {
  const row = await findLotClosing(db, lotId);
  if (!row) return null;
  const { closing } = row;
  return {
    lotId: closing.lotId,
    status: closing.status,
    amountCents: closing.amountCents,
    winnerUsername: row.winnerUsername,
    closedAt: closing.closedAt.toISOString(),
    sellerDeadlineAt: closing.sellerDeadlineAt?.toISOString() ?? null,
  };
}
