import type {
  InviteSellerUserResponse,
  SellerInvitation,
  SellerMember,
  SellerRole,
  SellerTeamResponse,
} from '@circula/domain';
import { formatDateTimeLong, SELLER_INVITATION_DAYS, sellerRoleLabels } from '@circula/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { sellerInvitations, sellers, sellerUsers, users } from '../db/schema/index.js';
import { renderEmail } from '../notifications/email/render.js';
import type { Notifier } from '../notifications/notifier.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { AppError } from '../shared/errors.js';
import { sellerForMember } from './seller-access.js';

/**
 * A seller's team, managed by its ADMINs (decision 146). Every change runs in one transaction that first
 * locks the seller's row, then checks — under that lock — that the actor is still an ADMIN and that the
 * seller keeps at least one ADMIN; so two ADMINs demoting or removing each other at once leave one.
 */

export interface TeamDeps {
  db: Database;
  notifier: Notifier;
  webOrigin: string;
}

const memberNotFound = () =>
  new AppError('SELLER_MEMBER_NOT_FOUND', 'Esta pessoa não faz parte da equipe do vendedor.');
/** The refusal of a change that would leave the seller without an ADMIN. */
const lastAdmin = () =>
  new AppError(
    'SELLER_LAST_ADMIN',
    'O vendedor precisa de pelo menos um administrador. Torne outra pessoa administradora antes.',
  );

async function membersOf(db: Database, sellerId: string): Promise<SellerMember[]> {
  const rows = await db
    .select({
      userId: sellerUsers.userId,
      name: users.name,
      email: users.email,
      role: sellerUsers.role,
      since: sellerUsers.createdAt,
    })
    .from(sellerUsers)
    .innerJoin(users, eq(users.id, sellerUsers.userId))
    .where(eq(sellerUsers.sellerId, sellerId))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, since: row.since.toISOString() }));
}

type InvitationRow = typeof sellerInvitations.$inferSelect;

/** What the team page shows of an invitation; `now` is the database clock (expiry is decided by it). */
function invitationView(row: InvitationRow, now: Date): SellerInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** The moment an invitation sent now expires (database clock). */
const newExpiry = sql<Date>`now() + make_interval(days => ${SELLER_INVITATION_DAYS})`;

async function databaseNow(db: Database): Promise<Date> {
  const [row] = await db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as clock`);
  return new Date(row!.now);
}

async function openInvitationsOf(db: Database, sellerId: string): Promise<SellerInvitation[]> {
  const [rows, now] = await Promise.all([
    db
      .select()
      .from(sellerInvitations)
      .where(and(eq(sellerInvitations.sellerId, sellerId), isNull(sellerInvitations.acceptedAt)))
      .orderBy(asc(sellerInvitations.createdAt)),
    databaseNow(db),
  ]);
  return rows.map((row) => invitationView(row, now));
}

/** The invitation e-mail (first sending and every resend), with the date it stops working. */
async function invitationEmail(webOrigin: string, seller: { name: string }, invitation: InvitationRow) {
  const signUpUrl = `${webOrigin}/auth/entrar?nextUrl=${encodeURIComponent('/vendedor')}`;
  const roleText = sellerRoleLabels[invitation.role].toLowerCase();
  return {
    to: invitation.email,
    ...(await renderEmail(
      'SELLER_INVITATION',
      {
        sellerName: seller.name,
        roleText,
        email: invitation.email,
        signUpUrl,
        expiresText: formatDateTimeLong(invitation.expiresAt),
      },
      webOrigin,
    )),
  };
}

/** GET /seller/sellers/{id}/users: members and open invitations, for ADMIN and VIEWER alike. */
export async function listSellerTeam(
  db: Database,
  userId: string,
  sellerId: string,
): Promise<SellerTeamResponse> {
  const seller = await sellerForMember(db, userId, sellerId);
  const [members, invitations] = await Promise.all([
    membersOf(db, seller.id),
    openInvitationsOf(db, seller.id),
  ]);
  return { seller, members, invitations };
}

/**
 * Opens the change: 404 for a non-member (before any lock), then in the transaction locks the seller row and
 * re-reads the actor's role under it (403 `SELLER_ADMIN_REQUIRED` unless ADMIN; a member leaving the team
 * needs only to be one).
 */
async function underSellerLock<T>(
  db: Database,
  actorUserId: string,
  sellerId: string,
  change: (tx: Database, seller: { id: string; name: string }) => Promise<T>,
  needs: SellerRole = 'ADMIN',
): Promise<T> {
  await sellerForMember(db, actorUserId, sellerId);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const seller = await lockSellerRow(tx, sellerId);
    await sellerForMember(tx, actorUserId, sellerId, needs);
    return change(tx, seller);
  });
}

/**
 * Locks the seller's row for the caller's transaction: every team change, the seller's own and staff's
 * (addSellerUser), takes it first, so the ADMINs are counted by one change at a time.
 */
export async function lockSellerRow(tx: Database, sellerId: string) {
  const [seller] = await tx
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  if (!seller) throw new AppError('SELLER_NOT_FOUND', 'Vendedor não encontrado.');
  return seller;
}

/**
 * Refuses (SELLER_LAST_ADMIN) a change of a member from `from` to `to` (null: removed) that would leave the
 * seller without an ADMIN. Under `lockSellerRow`.
 */
export async function assertKeepsAnAdmin(
  tx: Database,
  sellerId: string,
  from: SellerRole | undefined,
  to: SellerRole | null,
) {
  if (from === 'ADMIN' && to !== 'ADMIN' && (await adminCount(tx, sellerId)) <= 1) throw lastAdmin();
}

/** How many ADMINs the seller has; read it under the seller row lock to act on it. */
async function adminCount(tx: Database, sellerId: string) {
  const [row] = await tx
    .select({ admins: sql<string>`count(*)` })
    .from(sellerUsers)
    .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.role, 'ADMIN')));
  return Number(row?.admins ?? 0);
}

async function lockedMember(tx: Database, sellerId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(sellerUsers)
    .where(and(eq(sellerUsers.sellerId, sellerId), eq(sellerUsers.userId, userId)));
  if (!row) throw memberNotFound();
  return row;
}

/**
 * POST /seller/sellers/{id}/users: every address gets an invitation e-mail, whether or not it has an account,
 * and joins the team only when its account accepts (decision 281); inviting an open invitation's address again
 * updates its role and renews it. A member of the team already is refused.
 */
export async function inviteSellerUser(
  deps: TeamDeps,
  input: { actorUserId: string; sellerId: string; email: string; role: SellerRole },
): Promise<InviteSellerUserResponse> {
  const email = input.email.trim().toLowerCase();
  const { answer, outboxIds } = await underSellerLock(
    deps.db,
    input.actorUserId,
    input.sellerId,
    async (tx, seller) => {
      const [member] = await tx
        .select({ userId: sellerUsers.userId })
        .from(sellerUsers)
        .innerJoin(users, eq(users.id, sellerUsers.userId))
        .where(and(eq(sellerUsers.sellerId, seller.id), eq(users.email, email)));
      if (member) {
        throw new AppError(
          'SELLER_USER_ALREADY_MEMBER',
          'Esta pessoa já faz parte da equipe. Para mudar o papel dela, use a lista de usuários.',
        );
      }
      const [open] = await tx
        .select()
        .from(sellerInvitations)
        .where(
          and(
            eq(sellerInvitations.sellerId, seller.id),
            eq(sellerInvitations.email, email),
            isNull(sellerInvitations.acceptedAt),
          ),
        );
      const [invitation] = open
        ? await tx
            .update(sellerInvitations)
            .set({
              role: input.role,
              invitedByUserId: input.actorUserId,
              expiresAt: newExpiry,
              updatedAt: new Date(),
            })
            .where(eq(sellerInvitations.id, open.id))
            .returning()
        : await tx
            .insert(sellerInvitations)
            .values({
              sellerId: seller.id,
              email,
              role: input.role,
              invitedByUserId: input.actorUserId,
              expiresAt: newExpiry,
            })
            .returning();
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: 'SELLER_USER_INVITED',
        entityType: 'seller',
        entityId: seller.id,
        before: open ? { invitationId: open.id, role: open.role } : null,
        after: { invitationId: invitation!.id, role: input.role },
      });
      const outboxIds = await queueEmails(tx, [await invitationEmail(deps.webOrigin, seller, invitation!)]);
      return {
        outboxIds,
        answer: {
          outcome: 'INVITED' as const,
          invitation: invitationView(invitation!, await databaseNow(tx)),
        },
      };
    },
  );
  await deps.notifier.deliverQueued(outboxIds);
  return answer;
}

/** PATCH /seller/sellers/{id}/users/{userId}: refuses to demote the seller's last ADMIN. */
export async function changeSellerUserRole(
  db: Database,
  input: { actorUserId: string; sellerId: string; userId: string; role: SellerRole },
): Promise<SellerMember> {
  return underSellerLock(db, input.actorUserId, input.sellerId, async (tx, seller) => {
    const member = await lockedMember(tx, seller.id, input.userId);
    await assertKeepsAnAdmin(tx, seller.id, member.role, input.role);
    const [saved] = await tx
      .update(sellerUsers)
      .set({ role: input.role, updatedAt: new Date() })
      .where(and(eq(sellerUsers.sellerId, seller.id), eq(sellerUsers.userId, input.userId)))
      .returning();
    if (member.role !== input.role) {
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: 'SELLER_USER_ROLE_CHANGED',
        entityType: 'seller',
        entityId: seller.id,
        before: { userId: input.userId, role: member.role },
        after: { userId: input.userId, role: input.role, by: 'SELLER_ADMIN' },
      });
    }
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
    return {
      userId: input.userId,
      name: user!.name,
      email: user!.email,
      role: saved!.role,
      since: saved!.createdAt.toISOString(),
    };
  });
}

/**
 * DELETE /seller/sellers/{id}/users/{userId}: an ADMIN may remove anyone, and any member may remove
 * themselves (leave the team); never the last ADMIN.
 */
export async function removeSellerUser(
  db: Database,
  input: { actorUserId: string; sellerId: string; userId: string },
): Promise<void> {
  // Any member may leave: an account put on a team it did not ask for (membership stops its bids on the
  // seller's Events) gets out at once, without waiting for an admin.
  const leaving = input.actorUserId === input.userId;
  await underSellerLock(
    db,
    input.actorUserId,
    input.sellerId,
    async (tx, seller) => {
      const member = await lockedMember(tx, seller.id, input.userId);
      await assertKeepsAnAdmin(tx, seller.id, member.role, null);
      await tx
        .delete(sellerUsers)
        .where(and(eq(sellerUsers.sellerId, seller.id), eq(sellerUsers.userId, input.userId)));
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: 'SELLER_USER_REMOVED',
        entityType: 'seller',
        entityId: seller.id,
        before: { userId: input.userId, role: member.role },
        after: null,
      });
    },
    leaving ? 'VIEWER' : 'ADMIN',
  );
}

/** DELETE /seller/sellers/{id}/invitations/{invitationId}: withdraws an open invitation. */
export async function revokeSellerInvitation(
  db: Database,
  input: { actorUserId: string; sellerId: string; invitationId: string },
): Promise<void> {
  await underSellerLock(db, input.actorUserId, input.sellerId, async (tx, seller) => {
    const [removed] = await tx
      .delete(sellerInvitations)
      .where(
        and(
          eq(sellerInvitations.id, input.invitationId),
          eq(sellerInvitations.sellerId, seller.id),
          isNull(sellerInvitations.acceptedAt),
        ),
      )
      .returning();
    if (!removed) throw new AppError('SELLER_INVITATION_NOT_FOUND', 'Convite não encontrado.');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'SELLER_INVITATION_REVOKED',
      entityType: 'seller',
      entityId: seller.id,
      before: { invitationId: removed.id, role: removed.role },
      after: null,
    });
  });
}

/**
 * POST /seller/sellers/{id}/invitations/{invitationId}/resend: an ADMIN sends an open invitation again (expired
 * or not); it can be claimed for another SELLER_INVITATION_DAYS days from now.
 */
export async function resendSellerInvitation(
  deps: TeamDeps,
  input: { actorUserId: string; sellerId: string; invitationId: string },
): Promise<SellerInvitation> {
  const { answer, outboxIds } = await underSellerLock(
    deps.db,
    input.actorUserId,
    input.sellerId,
    async (tx, seller) => {
      const [before] = await tx
        .select()
        .from(sellerInvitations)
        .where(
          and(
            eq(sellerInvitations.id, input.invitationId),
            eq(sellerInvitations.sellerId, seller.id),
            isNull(sellerInvitations.acceptedAt),
          ),
        )
        .for('update');
      if (!before) throw new AppError('SELLER_INVITATION_NOT_FOUND', 'Convite não encontrado.');
      const [renewed] = await tx
        .update(sellerInvitations)
        .set({ expiresAt: newExpiry, invitedByUserId: input.actorUserId, updatedAt: new Date() })
        .where(eq(sellerInvitations.id, before.id))
        .returning();
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: 'SELLER_INVITATION_RESENT',
        entityType: 'seller',
        entityId: seller.id,
        before: { invitationId: before.id, expiresAt: before.expiresAt.toISOString() },
        after: { invitationId: before.id, expiresAt: renewed!.expiresAt.toISOString() },
      });
      const outboxIds = await queueEmails(tx, [await invitationEmail(deps.webOrigin, seller, renewed!)]);
      return { outboxIds, answer: invitationView(renewed!, await databaseNow(tx)) };
    },
  );
  await deps.notifier.deliverQueued(outboxIds);
  return answer;
}
