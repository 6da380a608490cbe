import type { Database } from '../db/client.js';
import { listSellerMemberships } from './sellers-repository.js';

/** The sellers the user belongs to, with the user's role in each, by name (empty for most users). */
export async function listUserSellers(db: Database, userId: string) {
  const memberships = await listSellerMemberships(db, userId);
  return memberships
    .map((membership) => ({ id: membership.sellerId, name: membership.sellerName, role: membership.role }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
