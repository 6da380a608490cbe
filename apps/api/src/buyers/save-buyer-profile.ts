import type { BuyerType } from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import {
  findBuyerByUserId,
  findOtherBuyerWithUsername,
  findOtherVerifiedBuyerWithTaxId,
  insertBuyer,
  isUniqueViolation,
  linkUserToBuyer,
  updateBuyerRow,
  usernameIndex,
} from './buyers-repository.js';
import { changeUsername, usernameTaken } from './update-buyer.js';

export const taxIdInUse = (type: BuyerType) =>
  new AppError(
    'TAX_ID_ALREADY_IN_USE',
    type === 'NATURAL_PERSON'
      ? 'Este CPF já pertence a outra conta verificada. Se ele é seu, fale com o nosso suporte.'
      : 'Este CNPJ já pertence a outra conta verificada. Se ele é da sua empresa, fale com o nosso suporte.',
  );

/** Refuses a tax id that already belongs to another verified buyer. */
export async function assertTaxIdFree(db: Database, taxId: string, type: BuyerType, buyerId?: string) {
  if (await findOtherVerifiedBuyerWithTaxId(db, taxId, buyerId)) throw taxIdInUse(type);
}

/**
 * The buyer behind a user's application: created with the first registration data (and linked from
 * users.buyer_id), later kept in step with the username and person type the person enters. Runs inside
 * the caller's transaction.
 */
export async function saveBuyerProfile(
  tx: Database,
  input: { userId: string; username: string; type: BuyerType },
) {
  const existing = await findBuyerByUserId(tx, input.userId);
  if (!existing) {
    if (await findOtherBuyerWithUsername(tx, input.username)) throw usernameTaken();
    try {
      const created = await insertBuyer(tx, input);
      await linkUserToBuyer(tx, input.userId, created.id);
      return created;
    } catch (error) {
      if (isUniqueViolation(error, usernameIndex)) throw usernameTaken();
      throw error;
    }
  }
  let buyer = existing;
  if (buyer.username !== input.username) buyer = await changeUsername(tx, buyer.id, input.username);
  // A verified buyer's person type is settled by the approved application.
  if (buyer.type !== input.type && buyer.status !== 'VERIFIED') {
    buyer = (await updateBuyerRow(tx, buyer.id, { type: input.type }))!;
  }
  return buyer;
}
