import type { CreateLoginLinkInput, LoginLink } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthDeps } from '../auth/context.js';
import { startSession } from '../auth/start-session.js';
import { consumeLinkToken, issueLinkToken } from '../auth/verification.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { publicApiUrl } from '../shared/public-url.js';
import { loadGrants } from './enforce-route-permissions.js';
import type { Grants } from './route-permissions.js';
import { assertNotOwnCase } from './separation-of-duties.js';

/** How long a login link works, and that it works once (decision 186). */
export const loginLinkTtlMinutes = 15;
export const loginLinkPath = '/auth/login-link/callback';

/**
 * Whether the target holds anything the actor does not: a role the actor lacks or holds at a lower level,
 * or a special permission the actor lacks. Signing in as such a person would raise the actor's rights.
 */
export function holdsMoreThan(target: Grants, actor: Grants): boolean {
  const roleAbove = target.roles.some(
    (grant) => !actor.roles.some((own) => own.role === grant.role && own.level >= grant.level),
  );
  const specialAbove = target.specialPermissions.some(
    (permission) => !actor.specialPermissions.includes(permission),
  );
  return roleAbove || specialAbove;
}

/**
 * A one-time sign-in link for a user, made by a holder of CREATE_USER_LOGIN_LINKS: never for oneself, never
 * for staff holding more rights than the actor. Only the secret's hash is stored; an earlier open link for
 * the same user stops working; the audit row records who, for whom, why and until when (never the link).
 */
export async function createUserLoginLink(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  actorUserId: string,
  userId: string,
  input: CreateLoginLinkInput,
): Promise<LoginLink> {
  assertNotOwnCase(actorUserId, userId, 'Você não pode criar um link de acesso para a sua própria conta.');
  const [target] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!target) throw new AppError('USER_NOT_FOUND', 'Usuário não encontrado.');
  const [actorGrants, targetGrants] = await Promise.all([
    loadGrants(deps.db, actorUserId),
    loadGrants(deps.db, userId),
  ]);
  if (holdsMoreThan(targetGrants, actorGrants)) {
    throw new AppError(
      'LOGIN_LINK_FOR_HIGHER_STAFF',
      'Esta pessoa tem permissões que você não tem no back office; não é possível criar um link de acesso para ela.',
    );
  }
  const expiresAt = new Date(Date.now() + loginLinkTtlMinutes * 60_000);
  const token = await deps.db.transaction(async (tx) => {
    const secret = await issueLinkToken(tx as unknown as Database, {
      purpose: 'STAFF_LOGIN_LINK',
      subject: userId,
      ttlMinutes: loginLinkTtlMinutes,
    });
    await recordAudit(tx as unknown as Database, {
      actorUserId,
      action: 'USER_LOGIN_LINK_CREATED',
      entityType: 'user',
      entityId: userId,
      before: null,
      after: { reason: input.reason, expiresAt: expiresAt.toISOString() },
    });
    return secret;
  });
  const url = publicApiUrl(deps.config.API_PUBLIC_URL, loginLinkPath);
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresAt: expiresAt.toISOString() };
}

/** Uses a login link up (once) and signs its user in; the use is audited with the new session. */
export async function signInWithLoginLink(
  deps: AuthDeps,
  input: { token: string; userAgent: string | null },
) {
  const result = await consumeLinkToken(deps.db, 'STAFF_LOGIN_LINK', input.token);
  if (!result.ok) {
    if (result.reason === 'expired') {
      throw new AppError(
        'LOGIN_LINK_EXPIRED',
        'Este link de acesso expirou. Peça um novo à equipe da Circula.',
      );
    }
    throw new AppError(
      'LOGIN_LINK_INVALID',
      'Este link de acesso não é válido ou já foi usado. Peça um novo à equipe da Circula.',
    );
  }
  const session = await startSession(deps, {
    userId: result.subject,
    method: 'login-link',
    userAgent: input.userAgent,
  });
  await recordAudit(deps.db, {
    actorUserId: null,
    action: 'USER_LOGIN_LINK_USED',
    entityType: 'user',
    entityId: result.subject,
    before: null,
    after: { sessionId: session.sessionId },
  });
  return session;
}
