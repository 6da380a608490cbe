import type { BlockBuyerInput } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import { assertNotOwnCase, selfDecisionMessages } from '../backoffice/separation-of-duties.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { type BuyerRow, updateBuyerRow } from './buyers-repository.js';
import { getBuyerOrThrow } from './get-buyer.js';

const blockFields = (buyer: BuyerRow) => ({
  blockedAt: buyer.blockedAt?.toISOString() ?? null,
  blockReason: buyer.blockReason,
  blockNote: buyer.blockNote,
});

/**
 * Staff block a buyer with one of the spec's reasons; the block and its audit row commit together. No one
 * blocks or unblocks their own buyer account.
 */
export async function blockBuyer(db: Database, actorUserId: string, buyerId: string, input: BlockBuyerInput) {
  return db.transaction(async (tx) => {
    const before = await getBuyerOrThrow(tx, buyerId);
    assertNotOwnCase(actorUserId, before.userId, selfDecisionMessages.block);
    if (before.blockedAt) throw new AppError('BUYER_ALREADY_BLOCKED', 'Este comprador já está bloqueado.');
    const after = (await updateBuyerRow(tx, buyerId, {
      blockedAt: new Date(),
      blockReason: input.reason,
      blockNote: input.note ?? null,
    }))!;
    await recordAudit(tx, {
      actorUserId,
      action: 'BUYER_BLOCKED',
      entityType: 'buyer',
      entityId: buyerId,
      before: blockFields(before),
      after: blockFields(after),
    });
    return after;
  });
}

export async function unblockBuyer(
  db: Database,
  actorUserId: string,
  buyerId: string,
  input: { note?: string | undefined },
) {
  return db.transaction(async (tx) => {
    const before = await getBuyerOrThrow(tx, buyerId);
    assertNotOwnCase(actorUserId, before.userId, selfDecisionMessages.block);
    if (!before.blockedAt) throw new AppError('BUYER_NOT_BLOCKED', 'Este comprador não está bloqueado.');
    const after = (await updateBuyerRow(tx, buyerId, {
      blockedAt: null,
      blockReason: null,
      blockNote: null,
    }))!;
    await recordAudit(tx, {
      actorUserId,
      action: 'BUYER_UNBLOCKED',
      entityType: 'buyer',
      entityId: buyerId,
      before: blockFields(before),
      after: { ...blockFields(after), note: input.note ?? null },
    });
    return after;
  });
}
