import {
  type BackofficeRole,
  backofficeRoles,
  type SpecialPermission,
  type StaffAccessWithPermissions,
  specialPermissions,
} from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { loadGrants } from './enforce-route-permissions.js';

const isBackofficeRole = (role: string): role is BackofficeRole =>
  (backofficeRoles as readonly string[]).includes(role);
const isSpecialPermission = (permission: string): permission is SpecialPermission =>
  (specialPermissions as readonly string[]).includes(permission);

/**
 * The caller's back-office roles and special permissions. Someone without any role is not staff: the back
 * office does not exist for them (403, as every other back-office route answers).
 */
export async function getStaffAccess(db: Database, userId: string): Promise<StaffAccessWithPermissions> {
  const grants = await loadGrants(db, userId);
  const roles = grants.roles.flatMap((row) =>
    isBackofficeRole(row.role) ? [{ role: row.role, level: row.level }] : [],
  );
  if (roles.length === 0) throw new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
  return { roles, specialPermissions: grants.specialPermissions.filter(isSpecialPermission) };
}
