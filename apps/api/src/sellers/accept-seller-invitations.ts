import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { sellerInvitations, sellerUsers } from '../db/schema/index.js';

/** Open and not expired (decision 163): the only invitations that become memberships. */
const claimable = (email: string) =>
  and(
    eq(sellerInvitations.email, email),
    isNull(sellerInvitations.acceptedAt),
    sql`${sellerInvitations.expiresAt} > now()`,
  );

/**
 * Turns the open, unexpired invitations to the user's (proven) address into memberships, audit-logged with the user as
 * actor. Called when an account is created, and again when the user lists their sellers (an invitation sent
 * while the account was being created is not lost). Idempotent: a claimed invitation is no longer open.
 */
export async function acceptSellerInvitations(db: Database, user: { id: string; email: string }) {
  const email = user.email.trim().toLowerCase();
  const [any] = await db
    .select({ id: sellerInvitations.id })
    .from(sellerInvitations)
    .where(claimable(email))
    .limit(1);
  if (!any) return 0;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const claimed = await tx
      .update(sellerInvitations)
      .set({ acceptedAt: new Date(), acceptedUserId: user.id, updatedAt: new Date() })
      .where(claimable(email))
      .returning();
    for (const invitation of claimed) {
      const [added] = await tx
        .insert(sellerUsers)
        .values({ sellerId: invitation.sellerId, userId: user.id, role: invitation.role })
        .onConflictDoNothing()
        .returning();
      if (!added) continue;
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'SELLER_INVITATION_ACCEPTED',
        entityType: 'seller',
        entityId: invitation.sellerId,
        before: { invitationId: invitation.id },
        after: { userId: user.id, role: invitation.role },
      });
    }
    return claimed.length;
  });
}
