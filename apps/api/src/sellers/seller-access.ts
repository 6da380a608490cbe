import type { SellerRole } from '@circula/domain';
import type { Database } from '../db/client.js';
import { AppError } from '../shared/errors.js';
import { findSellerMembership, listSellerMemberships } from './sellers-repository.js';

const forbidden = () => new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');

/**
 * Throws unless the user belongs to the seller with the role (ADMIN includes everything VIEWER may do).
 * A user of another seller gets the same answer as a stranger: nothing tells them the object exists.
 */
export async function requireSellerRole(
  db: Database,
  userId: string,
  sellerId: string,
  role: SellerRole,
): Promise<void> {
  const membership = await findSellerMembership(db, sellerId, userId);
  if (!membership || (role === 'ADMIN' && membership.role !== 'ADMIN')) throw forbidden();
}

/** The sellers the user belongs to (any role); throws for a user of no seller. */
export async function requireSellerUser(db: Database, userId: string) {
  const memberships = await listSellerMemberships(db, userId);
  if (memberships.length === 0) throw forbidden();
  return memberships;
}
