import { type BackofficeRole, backofficeRoles, type StaffAccess } from '@circula/domain';
import { listUserRoles } from '../auth/auth-repository.js';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';

const isBackofficeRole = (role: string): role is BackofficeRole =>
  (backofficeRoles as readonly string[]).includes(role);

/**
 * The caller's back-office roles. Someone without any is not staff: the back office does not exist for
 * them (403, as every other back-office route answers).
 */
export async function getStaffAccess(db: Database, userId: string): Promise<StaffAccess> {
  const rows = await listUserRoles(db, userId);
  const roles = rows.flatMap((row) =>
    isBackofficeRole(row.role) ? [{ role: row.role, level: row.level }] : [],
  );
  if (roles.length === 0) throw new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
  return { roles };
}
