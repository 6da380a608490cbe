import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { type BuyerRow, findBuyerById, findBuyerByUserId } from './buyers-repository.js';

/** What other contexts read of a buyer (decision 242): the row by id, or nothing; the caller decides the answer. */
export { type BuyerRow, findBuyerById } from './buyers-repository.js';

/** The spec's Buyer as its owner reads it: never the tax id or staff notes. */
export function toBuyerView(buyer: BuyerRow) {
  return {
    id: buyer.id,
    username: buyer.username,
    status: buyer.status,
    type: buyer.type,
    blockedAt: buyer.blockedAt?.toISOString() ?? null,
    blockReason: buyer.blockReason,
  };
}

export async function getBuyerOrThrow(db: Database, buyerId: string) {
  const buyer = await findBuyerById(db, buyerId);
  if (!buyer) throw new AppError('BUYER_NOT_FOUND', 'Comprador não encontrado.');
  return buyer;
}

/** The buyer of a user, if they have become one. */
export async function findBuyerOfUser(db: Database, userId: string) {
  return findBuyerByUserId(db, userId);
}

/**
 * The caller's own buyer. Anyone else's id, existing or not, gets the same refusal, so ids cannot be
 * probed.
 */
export async function getOwnBuyerOrThrow(db: Database, callerUserId: string, buyerId: string) {
  const buyer = await findBuyerById(db, buyerId);
  if (!buyer || buyer.userId !== callerUserId) {
    throw new AppError('FORBIDDEN', 'Você só pode acessar o seu próprio cadastro de comprador.');
  }
  return buyer;
}
