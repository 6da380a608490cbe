import { findUserRole } from '../auth/user-roles.js';
import type { Database } from '../db/client.js';
import { findSellerMembership } from '../sellers/seller-access.js';

/** Circula's operations staff (back office, level 1) may also check codes at any Event's door. */
export const doorStaffRole = 'CIRCULA_BACKOFFICE';

/**
 * Who may check pick-up codes and mark lots collected at an Event (decision 142): any user of the Event's
 * seller (ADMIN or VIEWER: the door is usually staffed by VIEWERs) or Circula's operations staff.
 */
export async function mayActAtDoor(db: Database, userId: string, sellerId: string) {
  if (await findSellerMembership(db, sellerId, userId)) return true;
  const staff = await findUserRole(db, userId, doorStaffRole);
  return Boolean(staff && staff.level >= 1);
}

/** Title-transfer documents and the transfer itself are the seller's ADMIN's acts. */
export async function isSellerAdmin(db: Database, userId: string, sellerId: string) {
  const membership = await findSellerMembership(db, sellerId, userId);
  return membership?.role === 'ADMIN';
}
