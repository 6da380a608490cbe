import type { BuyerType } from '@circula/domain';
import type { Database } from '../db/client.js';
import { isUniqueViolation, updateBuyerRow, verifiedTaxIdConstraint } from './buyers-repository.js';
import { getBuyerOrThrow } from './get-buyer.js';
import { assertTaxIdFree, taxIdInUse } from './save-buyer-profile.js';

/**
 * Makes the buyer VERIFIED with the approved tax id and person type, inside the approval's transaction.
 * The unique tax id column is the last word when two approvals race.
 */
export async function verifyBuyer(tx: Database, buyerId: string, taxId: string, type: BuyerType) {
  const before = await getBuyerOrThrow(tx, buyerId);
  await assertTaxIdFree(tx, taxId, type, buyerId);
  try {
    const after = (await updateBuyerRow(tx, buyerId, { status: 'VERIFIED', verifiedTaxId: taxId, type }))!;
    return { before, after };
  } catch (error) {
    if (isUniqueViolation(error, verifiedTaxIdConstraint)) throw taxIdInUse(type);
    throw error;
  }
}
