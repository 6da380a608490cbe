import { listAuditTrail } from '../audit/record-audit.js';
import { findActiveApplication } from '../buyer-applications/get-own-application.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import type { BuyerRow } from './buyers-repository.js';
import { findBuyerOwner } from './find-buyer-owner.js';
import { toBuyerView } from './get-buyer.js';

/** A buyer as staff see it: the buyer, the block note, the user behind it and the application's status. */
export function toStaffBuyerView(buyer: BuyerRow) {
  return {
    ...toBuyerView(buyer),
    blockNote: buyer.blockNote,
    userId: buyer.userId,
    createdAt: buyer.createdAt.toISOString(),
    updatedAt: buyer.updatedAt.toISOString(),
  };
}

export async function getBuyerForStaff(db: Database, buyerId: string) {
  const owner = await findBuyerOwner(db, buyerId);
  if (!owner) throw new AppError('BUYER_NOT_FOUND', 'Comprador não encontrado.');
  const application = await findActiveApplication(db, owner.userId);
  const auditTrail = await listAuditTrail(db, 'buyer', buyerId);
  return {
    buyer: toStaffBuyerView(owner.buyer),
    user: { id: owner.userId, name: owner.name, email: owner.email },
    buyerApplication: application ? { id: application.id, status: application.status } : null,
    // Staff actions on the buyer (verification, blocks), oldest first; rows hold statuses, not documents.
    auditTrail: auditTrail.map((row) => ({
      id: row.id,
      action: row.action,
      actorUserId: row.actorUserId,
      before: row.before as Record<string, unknown> | null,
      after: row.after as Record<string, unknown> | null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
