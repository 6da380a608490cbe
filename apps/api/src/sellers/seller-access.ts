import type { SellerRole } from '@circula/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listings } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { findSellerById, findSellerMembership, listSellerMemberships } from './sellers-repository.js';

/** A user's membership of one seller, and all of them: what other contexts read (decision 242). */
export { findSellerMembership, listSellerMemberships } from './sellers-repository.js';

const forbidden = () => new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
const sellerNotFound = () => new AppError('SELLER_NOT_FOUND', 'Vendedor não encontrado.');
const eventNotFound = () => new AppError('SELLER_EVENT_NOT_FOUND', 'Evento não encontrado.');
const adminRequired = () =>
  new AppError('SELLER_ADMIN_REQUIRED', 'Só um administrador do vendedor pode fazer isso.');

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

/**
 * The seller area's rule: a seller the user does not belong to is 404 (`SELLER_NOT_FOUND`), whether it
 * exists or not; a VIEWER asking for an ADMIN action is 403 (`SELLER_ADMIN_REQUIRED`).
 */
export async function sellerForMember(
  db: Database,
  userId: string,
  sellerId: string,
  needs: SellerRole = 'VIEWER',
) {
  const membership = await findSellerMembership(db, sellerId, userId);
  if (!membership) throw sellerNotFound();
  const seller = await findSellerById(db, sellerId);
  if (!seller) throw sellerNotFound();
  if (needs === 'ADMIN' && membership.role !== 'ADMIN') throw adminRequired();
  return { id: seller.id, name: seller.name, role: membership.role };
}

/** An Event of one of the user's sellers, with the seller and the user's role; else 404. */
export async function eventForMember(db: Database, userId: string, eventId: string) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, eventId));
  if (!listing) throw eventNotFound();
  const membership = await findSellerMembership(db, listing.sellerId, userId);
  if (!membership) throw eventNotFound();
  const seller = await findSellerById(db, listing.sellerId);
  if (!seller) throw eventNotFound();
  return { listing, seller: { id: seller.id, name: seller.name, role: membership.role } };
}
