import type { RefusedSellerInvitation, UserSellersResponse } from '@circula/domain';
import { formatDateTimeLong } from '@circula/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sellerInvitations, sellers, sellerUsers } from '../db/schema/index.js';
import { pendingInvitationsOf } from './accept-seller-invitations.js';
import { listSellerMemberships } from './sellers-repository.js';

/**
 * The sellers the user belongs to, with the user's role in each, by name (empty for most users); the open
 * invitations to the user's proven address, which the user accepts or declines (decision 281); and those that
 * expired before they were answered (decision 163), each refused with its code and what to do.
 */
export async function listUserSellers(
  db: Database,
  user: { id: string; email: string; emailVerifiedAt: Date | null },
): Promise<UserSellersResponse> {
  const [memberships, invitations, refusedInvitations] = await Promise.all([
    listSellerMemberships(db, user.id),
    pendingInvitationsOf(db, user),
    user.emailVerifiedAt ? expiredInvitationsOf(db, user) : [],
  ]);
  return {
    sellers: memberships
      .map((membership) => ({ id: membership.sellerId, name: membership.sellerName, role: membership.role }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    invitations,
    refusedInvitations,
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
