import type { UpdateBuyerInput } from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import {
  findOtherBuyerWithUsername,
  isUniqueViolation,
  updateBuyerRow,
  usernameIndex,
} from './buyers-repository.js';
import { getOwnBuyerOrThrow, toBuyerView } from './get-buyer.js';

export const usernameTaken = () =>
  new AppError('USERNAME_TAKEN', 'Este nome de usuário já está em uso. Escolha outro.');

/** Sets a buyer's username, refusing one another buyer holds in any case. */
export async function changeUsername(db: Database, buyerId: string, username: string) {
  if (await findOtherBuyerWithUsername(db, username, buyerId)) throw usernameTaken();
  try {
    return (await updateBuyerRow(db, buyerId, { username }))!;
  } catch (error) {
    if (isUniqueViolation(error, usernameIndex)) throw usernameTaken();
    throw error;
  }
}

/** PATCH /web/buyers/{id}: the owner changes what a buyer may change (the username). */
export async function updateOwnBuyer(
  db: Database,
  callerUserId: string,
  buyerId: string,
  input: UpdateBuyerInput,
) {
  const buyer = await getOwnBuyerOrThrow(db, callerUserId, buyerId);
  if (input.username === buyer.username) return toBuyerView(buyer);
  return toBuyerView(await changeUsername(db, buyer.id, input.username));
}
