import type { BackofficeRole, PermissionLevel } from '@circula/domain';
import { recordAudit } from '../audit/record-audit.js';
import { findUserRole, upsertUserRole } from '../auth/user-roles.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { findUserForEmail } from '../users/find-user.js';

/**
 * Gives a user a back-office role at a level (0 read, 1 write, 2 admin), or changes its level, with an
 * audit row. Run by an operator (command line) or, later, by an admin in the back office.
 */
export async function grantRole(
  db: Database,
  input: { email: string; role: BackofficeRole; level: PermissionLevel; actorUserId: string | null },
) {
  const user = await findUserForEmail(db, input.email);
  if (!user) throw new AppError('USER_NOT_FOUND', `Nenhum usuário com o email ${input.email}.`);
  return db.transaction(async (tx) => {
    const before = await findUserRole(tx, user.id, input.role);
    await upsertUserRole(tx, { userId: user.id, role: input.role, level: input.level });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'ROLE_GRANTED',
      entityType: 'user',
      entityId: user.id,
      before: before ? { role: input.role, level: before.level } : null,
      after: { role: input.role, level: input.level },
    });
    return { userId: user.id, role: input.role, level: input.level };
  });
}
