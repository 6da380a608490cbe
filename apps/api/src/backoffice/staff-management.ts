import {
  type BackofficeRole,
  backofficeRoles,
  formatDateTime,
  type PermissionLevel,
  type RoleGrant,
  type SpecialPermission,
  type StaffInvitation,
  type StaffInvitationResult,
  type StaffList,
  type StaffMember,
  specialPermissions,
} from '@circula/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Database } from '../db/client.js';
import { staffInvitations, userRoles, userSpecialPermissions, users } from '../db/schema/index.js';
import { renderEmail } from '../notifications/email/render.js';
import type { Notifier } from '../notifications/notifier.js';
import { queueEmails } from '../notifications/queue-emails.js';
import { AppError } from '../shared/errors.js';
import { grantSpecialPermission } from './special-permissions.js';

/** Days an invitation to the back office stays valid (decision 171). */
export const staffInvitationDays = 7;

export const roleLabels: Record<BackofficeRole, string> = {
  CIRCULA_BACKOFFICE: 'Back office (base)',
  CIRCULA_CATALOGGER: 'Catálogo',
  CIRCULA_MARKETING: 'Marketing',
  CIRCULA_FINANCE: 'Financeiro',
  CIRCULA_TECH: 'Tecnologia',
  CIRCULA_CUSTOMER_SUPPORT: 'Atendimento',
};
const levelLabels = ['leitura', 'ação', 'administração'] as const;
export const specialPermissionLabels: Record<SpecialPermission, string> = {
  APPROVE_MAIN_NEWSLETTER: 'Aprovar a newsletter principal',
  APPROVE_PARTNER_NEWSLETTER: 'Aprovar newsletter de parceiro',
  VIEW_REVENUES: 'Ver receitas',
  CREATE_USER_LOGIN_LINKS: 'Criar link de acesso de usuário',
  CREATE_REFERENCES: 'Criar referências',
  APPROVE_BUYER_CREDIT: 'Aprovar crédito de comprador',
};

const techAdmin = { role: 'CIRCULA_TECH' as const, level: 2 };

const selfChange = () =>
  new AppError(
    'SELF_GRANT_FORBIDDEN',
    'Você não pode mudar os seus próprios papéis ou permissões. Peça a outra pessoa da equipe.',
  );
const lastTechAdmin = () =>
  new AppError(
    'LAST_TECH_ADMIN',
    'Esta é a última pessoa com administração de Tecnologia: dê esse nível a outra pessoa antes.',
  );
const forbidden = () => new AppError('FORBIDDEN', 'Você não tem permissão para fazer isso.');
const userNotFound = () => new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');

const isBackofficeRole = (role: string): role is BackofficeRole =>
  (backofficeRoles as readonly string[]).includes(role);
const isSpecialPermission = (permission: string): permission is SpecialPermission =>
  (specialPermissions as readonly string[]).includes(permission);

/** Everyone holding a back-office role or a special permission, and the invitations still open. */
export async function listStaff(db: Database, now = new Date()): Promise<StaffList> {
  const roleRows = await db
    .select({ userId: userRoles.userId, role: userRoles.role, level: userRoles.level })
    .from(userRoles)
    .where(inArray(userRoles.role, [...backofficeRoles]))
    .orderBy(asc(userRoles.role));
  const specialRows = await db
    .select({ userId: userSpecialPermissions.userId, permission: userSpecialPermissions.permission })
    .from(userSpecialPermissions)
    .orderBy(asc(userSpecialPermissions.permission));
  const ids = [...new Set([...roleRows, ...specialRows].map((row) => row.userId))];
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.name), asc(users.email))
    : [];
  const staff = people.map(
    (person): StaffMember => ({
      userId: person.id,
      name: person.name,
      email: person.email,
      roles: roleRows
        .filter((row) => row.userId === person.id && isBackofficeRole(row.role))
        .map((row) => ({ role: row.role as BackofficeRole, level: row.level as PermissionLevel })),
      specialPermissions: specialRows
        .filter((row) => row.userId === person.id && isSpecialPermission(row.permission))
        .map((row) => row.permission),
    }),
  );
  const invitations = await db
    .select({ invitation: staffInvitations, invitedByName: users.name })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedByUserId))
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.createdAt));
  return {
    staff,
    invitations: invitations.map((row) => toInvitationView(row.invitation, row.invitedByName)),
  };
}

function toInvitationView(
  invitation: typeof staffInvitations.$inferSelect,
  invitedByName: string | null,
): StaffInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    roles: invitation.roles,
    specialPermissions: invitation.specialPermissions,
    invitedByName,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

async function memberOf(db: Database, userId: string): Promise<StaffMember> {
  const [person] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw userNotFound();
  const roles = await db
    .select({ role: userRoles.role, level: userRoles.level })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  const specials = await db
    .select({ permission: userSpecialPermissions.permission })
    .from(userSpecialPermissions)
    .where(eq(userSpecialPermissions.userId, userId))
    .orderBy(asc(userSpecialPermissions.permission));
  return {
    userId: person.id,
    name: person.name,
    email: person.email,
    roles: roles.flatMap((row) =>
      isBackofficeRole(row.role) ? [{ role: row.role, level: row.level as PermissionLevel }] : [],
    ),
    specialPermissions: specials.map((row) => row.permission),
  };
}

/**
 * Opens a transaction for a change of staff grants: locks the TECH admins' rows (always in the same
 * order, so two changes wait for each other instead of deadlocking), checks the actor is still one of
 * them, and hands the locked list to the change. Two admins removing each other at once: the second
 * finds it is no longer an admin, so one TECH admin always remains.
 */
async function underStaffLock<T>(
  db: Database,
  actorUserId: string,
  change: (tx: Database, techAdmins: string[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.role, techAdmin.role), sql`${userRoles.level} >= ${techAdmin.level}`))
      .orderBy(asc(userRoles.userId))
      .for('update');
    const techAdmins = rows.map((row) => row.userId);
    if (!techAdmins.includes(actorUserId)) throw forbidden();
    return change(tx, techAdmins);
  });
}

async function assertUserExists(tx: Database, userId: string) {
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!found) throw userNotFound();
}

type RoleChange = { actorUserId: string; userId: string; role: BackofficeRole; level: PermissionLevel };

/** Inside the staff lock: gives the role at the level or changes it, audited; a no-op when unchanged. */
async function applyRole(tx: Database, techAdmins: string[], input: RoleChange) {
  await assertUserExists(tx, input.userId);
  const [before] = await tx
    .select({ level: userRoles.level })
    .from(userRoles)
    .where(and(eq(userRoles.userId, input.userId), eq(userRoles.role, input.role)))
    .for('update');
  if (before?.level === input.level) return;
  const demotesAdmin =
    input.role === techAdmin.role && techAdmins.includes(input.userId) && input.level < techAdmin.level;
  if (demotesAdmin && techAdmins.length <= 1) throw lastTechAdmin();
  await tx
    .insert(userRoles)
    .values({ userId: input.userId, role: input.role, level: input.level })
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.role], set: { level: input.level } });
  await recordAudit(tx, {
    actorUserId: input.actorUserId,
    action: before ? 'ROLE_LEVEL_CHANGED' : 'ROLE_GRANTED',
    entityType: 'user',
    entityId: input.userId,
    before: before ? { role: input.role, level: before.level } : null,
    after: { role: input.role, level: input.level },
  });
}

/** Gives a role at a level, or changes its level; refuses to take the last TECH admin below admin. */
export async function setStaffRole(db: Database, input: RoleChange): Promise<StaffMember> {
  if (input.actorUserId === input.userId) throw selfChange();
  await underStaffLock(db, input.actorUserId, (tx, techAdmins) => applyRole(tx, techAdmins, input));
  return memberOf(db, input.userId);
}

/** Takes a role away; the last TECH admin keeps theirs. */
export async function revokeStaffRole(
  db: Database,
  input: { actorUserId: string; userId: string; role: BackofficeRole },
): Promise<StaffMember> {
  if (input.actorUserId === input.userId) throw selfChange();
  await underStaffLock(db, input.actorUserId, async (tx, techAdmins) => {
    if (input.role === techAdmin.role && techAdmins.includes(input.userId) && techAdmins.length <= 1) {
      throw lastTechAdmin();
    }
    const [removed] = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, input.userId), eq(userRoles.role, input.role)))
      .returning();
    if (!removed) throw new AppError('STAFF_GRANT_NOT_FOUND', 'Esta pessoa não tem esse papel.');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'ROLE_REVOKED',
      entityType: 'user',
      entityId: input.userId,
      before: { role: input.role, level: removed.level },
      after: null,
    });
  });
  return memberOf(db, input.userId);
}

/** Grants one special permission (again is a no-op). */
export async function grantStaffSpecialPermission(
  db: Database,
  input: { actorUserId: string; userId: string; permission: SpecialPermission },
): Promise<StaffMember> {
  if (input.actorUserId === input.userId) throw selfChange();
  await underStaffLock(db, input.actorUserId, (tx) => grantSpecialPermission(tx, input));
  return memberOf(db, input.userId);
}

export async function revokeStaffSpecialPermission(
  db: Database,
  input: { actorUserId: string; userId: string; permission: SpecialPermission },
): Promise<StaffMember> {
  if (input.actorUserId === input.userId) throw selfChange();
  await underStaffLock(db, input.actorUserId, async (tx) => {
    const removed = await tx
      .delete(userSpecialPermissions)
      .where(
        and(
          eq(userSpecialPermissions.userId, input.userId),
          eq(userSpecialPermissions.permission, input.permission),
        ),
      )
      .returning();
    if (removed.length === 0) {
      throw new AppError('STAFF_GRANT_NOT_FOUND', 'Esta pessoa não tem essa permissão especial.');
    }
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'SPECIAL_PERMISSION_REVOKED',
      entityType: 'user',
      entityId: input.userId,
      before: { permission: input.permission },
      after: null,
    });
  });
  return memberOf(db, input.userId);
}

const grantsText = (roles: RoleGrant[], permissions: SpecialPermission[]) =>
  [
    ...roles.map((grant) => `${roleLabels[grant.role]} (${levelLabels[grant.level]})`),
    ...permissions.map((permission) => specialPermissionLabels[permission]),
  ].join(', ');

/**
 * Invites someone to the staff by e-mail: a user with that e-mail gets the grants now (each one audited,
 * as a change by hand would be); an unknown e-mail gets an invitation by e-mail, valid for
 * `staffInvitationDays`, taken up when that e-mail signs up or signs in (`acceptStaffInvitations`). A new
 * invitation to the same e-mail replaces the open one.
 */
export async function inviteStaff(
  deps: { db: Database; notifier: Notifier; webOrigin: string },
  input: {
    actorUserId: string;
    email: string;
    roles: RoleGrant[];
    specialPermissions: SpecialPermission[];
    now?: Date;
  },
): Promise<StaffInvitationResult> {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (user) {
    if (user.id === input.actorUserId) throw selfChange();
    // Every grant in one transaction: all of them or none.
    await underStaffLock(deps.db, input.actorUserId, async (tx, techAdmins) => {
      for (const grant of input.roles) {
        await applyRole(tx, techAdmins, { actorUserId: input.actorUserId, userId: user.id, ...grant });
      }
      for (const permission of input.specialPermissions) {
        await grantSpecialPermission(tx, { actorUserId: input.actorUserId, userId: user.id, permission });
      }
    });
    return { outcome: 'GRANTED', member: await memberOf(deps.db, user.id), invitation: null };
  }
  const { outboxIds, invitation } = await underStaffLock(deps.db, input.actorUserId, async (tx) => {
    const replaced = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    const [saved] = await tx
      .insert(staffInvitations)
      .values({
        email,
        roles: input.roles,
        specialPermissions: input.specialPermissions,
        invitedByUserId: input.actorUserId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + staffInvitationDays * 86_400_000),
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'STAFF_INVITED',
      entityType: 'staff_invitation',
      entityId: saved!.id,
      before: replaced.length ? { replacedInvitationIds: replaced.map((row) => row.id) } : null,
      after: { email, roles: input.roles, specialPermissions: input.specialPermissions },
    });
    const signIn = `${deps.webOrigin}/auth/entrar?nextUrl=${encodeURIComponent('/backoffice')}`;
    const ids = await queueEmails(tx, [
      {
        to: email,
        ...(await renderEmail(
          'STAFF_INVITATION',
          {
            email,
            grantsText: grantsText(input.roles, input.specialPermissions),
            signInUrl: signIn,
            expiresText: formatDateTime(saved!.expiresAt),
          },
          deps.webOrigin,
        )),
      },
    ]);
    return { outboxIds: ids, invitation: saved! };
  });
  await deps.notifier.deliverQueued(outboxIds);
  const [inviter] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, input.actorUserId));
  return {
    outcome: 'INVITED',
    member: null,
    invitation: toInvitationView(invitation, inviter?.name ?? null),
  };
}

/** Withdraws an open invitation. */
export async function cancelStaffInvitation(
  db: Database,
  input: { actorUserId: string; invitationId: string },
): Promise<void> {
  await underStaffLock(db, input.actorUserId, async (tx) => {
    const [removed] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, input.invitationId), isNull(staffInvitations.acceptedAt)))
      .returning();
    if (!removed) throw new AppError('STAFF_INVITATION_NOT_FOUND', 'Convite não encontrado.');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'STAFF_INVITATION_CANCELLED',
      entityType: 'staff_invitation',
      entityId: removed.id,
      before: { email: removed.email, roles: removed.roles, specialPermissions: removed.specialPermissions },
      after: null,
    });
  });
}

/**
 * At sign-in and sign-up: the open, unexpired invitations to the user's verified e-mail become their
 * grants (a level already higher is kept), each claimed once by a conditional UPDATE and audited with the
 * inviter as actor. Returns how many were accepted.
 */
export async function acceptStaffInvitations(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<number> {
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.verifiedAt) return 0;
  const email = user.email.trim().toLowerCase();
  const [open] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.email, email), isNull(staffInvitations.acceptedAt)))
    .limit(1);
  if (!open) return 0;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const claimed = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedUserId: userId })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .returning();
    for (const invitation of claimed) {
      for (const grant of invitation.roles) {
        await tx
          .insert(userRoles)
          .values({ userId, role: grant.role, level: grant.level })
          .onConflictDoUpdate({
            target: [userRoles.userId, userRoles.role],
            set: { level: sql`greatest(${userRoles.level}, excluded.level)` },
          });
      }
      for (const permission of invitation.specialPermissions) {
        await tx.insert(userSpecialPermissions).values({ userId, permission }).onConflictDoNothing();
      }
      await recordAudit(tx, {
        actorUserId: invitation.invitedByUserId,
        action: 'STAFF_INVITATION_ACCEPTED',
        entityType: 'user',
        entityId: userId,
        before: { invitationId: invitation.id },
        after: { roles: invitation.roles, specialPermissions: invitation.specialPermissions },
      });
    }
    return claimed.length;
  });
}
