import type { AcceptSellerInvitationResponse, PendingSellerInvitation } from '@circula/domain';
import { formatDateTimeLong } from '@circula/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { sellerInvitations, sellers, sellerUsers, users } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { lockSellerRow } from './seller-team.js';

/**
 * A seller's invitation joins the invited person to the team only when that person accepts it (decision 281):
 * membership stops the account's bids on the seller's Events, so nobody is put on a team without saying yes.
 * The invitation is the user's when it was sent to the user's address and that address is proven.
 */

interface Invitee {
  id: string;
  email: string;
  emailVerifiedAt: Date | null;
}

const normalised = (email: string) => email.trim().toLowerCase();

const invitationNotFound = () =>
  new AppError(
    'SELLER_INVITATION_NOT_FOUND',
    'Este convite não está mais disponível: ele foi cancelado pelo vendedor, recusado ou já aceito.',
  );

/** The open invitations to the user's proven address that can still be accepted, by seller name. */
export async function pendingInvitationsOf(db: Database, user: Invitee): Promise<PendingSellerInvitation[]> {
  if (!user.emailVerifiedAt) return [];
  const rows = await db
    .select({
      id: sellerInvitations.id,
      sellerName: sellers.name,
      role: sellerInvitations.role,
      invitedByName: users.name,
      expiresAt: sellerInvitations.expiresAt,
    })
    .from(sellerInvitations)
    .innerJoin(sellers, eq(sellers.id, sellerInvitations.sellerId))
    .leftJoin(users, eq(users.id, sellerInvitations.invitedByUserId))
    .where(
      and(
        eq(sellerInvitations.email, normalised(user.email)),
        isNull(sellerInvitations.acceptedAt),
        sql`${sellerInvitations.expiresAt} > now()`,
        sql`not exists (select 1 from ${sellerUsers} su
          where su.seller_id = ${sellerInvitations.sellerId} and su.user_id = ${user.id})`,
      ),
    )
    .orderBy(asc(sellers.name), asc(sellerInvitations.id));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}

/** The user's open invitation, locked; SELLER_INVITATION_NOT_FOUND for anyone else's or a closed one. */
async function lockedInvitationOf(tx: Database, user: Invitee, invitationId: string) {
  if (!user.emailVerifiedAt) throw invitationNotFound();
  const [invitation] = await tx
    .select({
      id: sellerInvitations.id,
      sellerId: sellerInvitations.sellerId,
      role: sellerInvitations.role,
      expiresAt: sellerInvitations.expiresAt,
      expired: sql<boolean>`${sellerInvitations.expiresAt} <= now()`,
    })
    .from(sellerInvitations)
    .where(
      and(
        eq(sellerInvitations.id, invitationId),
        eq(sellerInvitations.email, normalised(user.email)),
        isNull(sellerInvitations.acceptedAt),
      ),
    )
    .for('update');
  if (!invitation) throw invitationNotFound();
  return invitation;
}

/** The seller of an invitation, before any lock (the seller's row is locked first, as every team change does). */
async function sellerOfInvitation(db: Database, invitationId: string) {
  const [row] = await db
    .select({ sellerId: sellerInvitations.sellerId })
    .from(sellerInvitations)
    .where(eq(sellerInvitations.id, invitationId));
  if (!row) throw invitationNotFound();
  return row.sellerId;
}

type LockedInvitation = Awaited<ReturnType<typeof lockedInvitationOf>>;
type LockedSeller = Awaited<ReturnType<typeof lockSellerRow>>;

/**
 * Runs `work` in a transaction holding the invitation's seller row lock (the order every team change takes), then
 * the user's invitation lock; an invitation moved to another seller in between is treated as gone.
 */
async function underInvitationLock<T>(
  db: Database,
  user: Invitee,
  invitationId: string,
  work: (tx: Database, seller: LockedSeller, invitation: LockedInvitation) => Promise<T>,
): Promise<T> {
  const sellerId = await sellerOfInvitation(db, invitationId);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const seller = await lockSellerRow(tx, sellerId);
    const invitation = await lockedInvitationOf(tx, user, invitationId);
    if (invitation.sellerId !== seller.id) throw invitationNotFound();
    return work(tx, seller, invitation);
  });
}

/**
 * POST /web/sellers/invitations/{id}/accept: the invited user joins the team with the invitation's role. Under
 * the seller's row lock (the order every team change takes) and the invitation's: accepting twice at once, or
 * while an ADMIN withdraws it, leaves one outcome. An expired invitation is refused (410) until an ADMIN
 * resends it.
 */
export async function acceptSellerInvitation(
  db: Database,
  user: Invitee,
  invitationId: string,
): Promise<AcceptSellerInvitationResponse> {
  return underInvitationLock(db, user, invitationId, async (tx, seller, invitation) => {
    if (invitation.expired) {
      throw new AppError(
        'SELLER_INVITATION_EXPIRED',
        `O convite para a equipe de ${seller.name} expirou em ${formatDateTimeLong(invitation.expiresAt)}. Peça a um administrador do vendedor que reenvie o convite.`,
      );
    }
    await tx
      .update(sellerInvitations)
      .set({ acceptedAt: new Date(), acceptedUserId: user.id, updatedAt: new Date() })
      .where(eq(sellerInvitations.id, invitation.id));
    const [added] = await tx
      .insert(sellerUsers)
      .values({ sellerId: seller.id, userId: user.id, role: invitation.role })
      .onConflictDoNothing()
      .returning();
    if (added) {
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'SELLER_INVITATION_ACCEPTED',
        entityType: 'seller',
        entityId: seller.id,
        before: { invitationId: invitation.id },
        after: { userId: user.id, role: invitation.role },
      });
      return { seller: { id: seller.id, name: seller.name, role: added.role } };
    }
    // Already a member (staff added the account meanwhile): the invitation is closed, the role kept.
    const [member] = await tx
      .select({ role: sellerUsers.role })
      .from(sellerUsers)
      .where(and(eq(sellerUsers.sellerId, seller.id), eq(sellerUsers.userId, user.id)));
    return { seller: { id: seller.id, name: seller.name, role: member!.role } };
  });
}

/**
 * POST /web/sellers/invitations/{id}/decline: the invited user says no; the invitation is deleted (an ADMIN
 * may invite again later) and the refusal audit-logged with the user as actor.
 */
export async function declineSellerInvitation(db: Database, user: Invitee, invitationId: string) {
  await underInvitationLock(db, user, invitationId, async (tx, seller, invitation) => {
    await tx.delete(sellerInvitations).where(eq(sellerInvitations.id, invitation.id));
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'SELLER_INVITATION_DECLINED',
      entityType: 'seller',
      entityId: seller.id,
      before: { invitationId: invitation.id, role: invitation.role },
      after: null,
    });
  });
}
