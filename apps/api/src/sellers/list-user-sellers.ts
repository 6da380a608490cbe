import type { Database } from '../db/client.js';
import { acceptSellerInvitations } from './accept-seller-invitations.js';
import { listSellerMemberships } from './sellers-repository.js';

/** The sellers the user belongs to, with the user's role in each, by name (empty for most users). */
export async function listUserSellers(
  db: Database,
  user: { id: string; email: string; emailVerifiedAt: Date | null },
) {
  if (user.emailVerifiedAt) await acceptSellerInvitations(db, user);
  const userId = user.id;
  const memberships = await listSellerMemberships(db, userId);
  return memberships
    .map((membership) => ({ id: membership.sellerId, name: membership.sellerName, role: membership.role }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
