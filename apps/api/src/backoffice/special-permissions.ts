import type { SpecialPermission } from '@circula/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { userSpecialPermissions, users } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';

/** Whether the user holds the special permission (spec §6). */
export async function hasSpecialPermission(db: Database, userId: string, permission: SpecialPermission) {
  const rows = await db
    .select({ userId: userSpecialPermissions.userId })
    .from(userSpecialPermissions)
    .where(and(eq(userSpecialPermissions.userId, userId), eq(userSpecialPermissions.permission, permission)));
  return rows.length === 1;
}

/**
 * The one way a special permission is given (spec §6): by a TECH admin in staff management (inside its
 * staff lock), or by an operator at the command line (`actorUserId` null). Refuses an unknown user;
 * granting one already held is a no-op (no audit row); otherwise a SPECIAL_PERMISSION_GRANTED audit row in
 * the same transaction as the grant. Returns whether anything changed.
 */
export async function grantSpecialPermission(
  db: Database,
  input: { userId: string; permission: SpecialPermission; actorUserId: string | null },
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!found) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
    const inserted = await tx
      .insert(userSpecialPermissions)
      .values({ userId: input.userId, permission: input.permission })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'SPECIAL_PERMISSION_GRANTED',
      entityType: 'user',
      entityId: input.userId,
      before: null,
      after: { permission: input.permission },
    });
    return true;
  });
}
