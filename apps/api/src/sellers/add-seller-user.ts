import type { SellerRole } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { findUserForEmail } from '../users/find-user.js';
import { assertKeepsAnAdmin, lockSellerRow } from './seller-team.js';
import { findSellerById, findSellerMembership, upsertSellerUser } from './sellers-repository.js';

/** Puts a user on a seller's team with a role, without the checks of addSellerUser: for fixtures (decision 242). */
export { upsertSellerUser } from './sellers-repository.js';

/**
 * Staff add a user (found by e-mail; they must have an account) to a seller with a role, or change the
 * role they have there; audit-logged in the same transaction. Never themselves. Like the seller's own team
 * changes (seller-team.ts), the transaction first locks the seller's row and, under it, refuses to demote
 * the seller's last ADMIN (SELLER_LAST_ADMIN): a staff change racing a seller-side one still leaves one.
 */
export async function addSellerUser(
  db: Database,
  input: { sellerId: string; email: string; role: SellerRole; actorUserId: string },
) {
  const seller = await findSellerById(db, input.sellerId);
  if (!seller) throw new AppError('SELLER_NOT_FOUND', 'Vendedor não encontrado.');
  const user = await findUserForEmail(db, input.email);
  if (!user) {
    throw new AppError(
      'USER_NOT_FOUND',
      'Nenhum usuário com este email. A pessoa precisa criar uma conta antes.',
    );
  }
  // A seller's team sees its buyers' contacts and answers its sales: nobody puts themselves on one (decision 210).
  if (user.id === input.actorUserId) {
    throw new AppError(
      'SELF_GRANT_FORBIDDEN',
      'Você não pode se incluir na equipe de um vendedor. Peça a outra pessoa da equipe.',
    );
  }
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockSellerRow(tx, seller.id);
    const before = await findSellerMembership(tx, seller.id, user.id);
    await assertKeepsAnAdmin(tx, seller.id, before?.role, input.role);
    const saved = await upsertSellerUser(tx, { sellerId: seller.id, userId: user.id, role: input.role });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: before ? 'SELLER_USER_ROLE_CHANGED' : 'SELLER_USER_ADDED',
      entityType: 'seller',
      entityId: seller.id,
      before: before ? { userId: user.id, role: before.role } : null,
      after: { userId: user.id, role: saved.role },
    });
    return {
      sellerId: seller.id,
      userId: user.id,
      email: user.email,
      name: user.name,
      role: saved.role,
      createdAt: saved.createdAt.toISOString(),
    };
  });
}
