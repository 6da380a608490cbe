import type { RefusedSellerInvitation, UserSellersResponse } from '@circula/domain';
import { formatDateTimeLong } from '@circula/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sellerInvitations, sellers, sellerUsers } from '../db/schema/index.js';
import { acceptSellerInvitations } from './accept-seller-invitations.js';
import { listSellerMemberships } from './sellers-repository.js';

/**
 * The sellers the user belongs to, with the user's role in each, by name (empty for most users); and the
 * invitations to the user's proven address that expired before they were claimed (decision 163), each refused
 * with its code and what to do.
 */
export async function listUserSellers(
  db: Database,
  user: { id: string; email: string; emailVerifiedAt: Date | null },
): Promise<UserSellersResponse> {
  if (user.emailVerifiedAt) await acceptSellerInvitations(db, user);
  const userId = user.id;
  const memberships = await listSellerMemberships(db, userId);
  return {
    sellers: memberships
      .map((membership) => ({ id: membership.sellerId, name: membership.sellerName, role: membership.role }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    refusedInvitations: user.emailVerifiedAt ? await expiredInvitationsOf(db, user) : [],
  };
}

async function expiredInvitationsOf(
  db: Database,
  user: { id: string; email: string },
): Promise<RefusedSellerInvitation[]> {
  const rows = await db
    .select({ id: sellerInvitations.id, sellerName: sellers.name, expiresAt: sellerInvitations.expiresAt })
    .from(sellerInvitations)
    .innerJoin(sellers, eq(sellers.id, sellerInvitations.sellerId))
    .where(
      and(
        eq(sellerInvitations.email, user.email.trim().toLowerCase()),
        isNull(sellerInvitations.acceptedAt),
        sql`${sellerInvitations.expiresAt} <= now()`,
        sql`not exists (select 1 from ${sellerUsers} su
          where su.seller_id = ${sellerInvitations.sellerId} and su.user_id = ${user.id})`,
      ),
    )
    .orderBy(asc(sellers.name));
  return rows.map((row) => ({
    invitationId: row.id,
    sellerName: row.sellerName,
    code: 'SELLER_INVITATION_EXPIRED' as const,
    message: `O convite para a equipe de ${row.sellerName} expirou em ${formatDateTimeLong(row.expiresAt)}. Peça a um administrador do vendedor que reenvie o convite.`,
    expiredAt: row.expiresAt.toISOString(),
  }));
}
