import type { CreateLoginLinkInput, LoginLink } from '@circula/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { AuthDeps } from '../auth/context.js';
import { startSession } from '../auth/start-session.js';
import { consumeLinkToken, issueLinkToken } from '../auth/verification.js';
import type { Database } from '../db/client.js';
import { auctioneerUsers, users } from '../db/schema/index.js';
import { AppError } from '../shared/errors.js';
import { publicApiUrl } from '../shared/public-url.js';
import { loadGrants } from './enforce-route-permissions.js';
import { assertNotOwnCase } from './separation-of-duties.js';

/** How long a login link works, and that it works once (decision 186). */
export const loginLinkTtlMinutes = 15;
export const loginLinkPath = '/auth/login-link/callback';

/**
 * Whether the target acts for Circula or for an auctioneer: any back-office role or special permission, or a
 * link to an official auctioneer. Signing in as a colleague would let the actor decide their own cases under
 * another name (a refund, a credit, a document of their own), and an auctioneer's office reads court records.
 */
async function actsForCirculaOrAnAuctioneer(db: Database, userId: string): Promise<boolean> {
  const [grants, [auctioneerLink]] = await Promise.all([
    loadGrants(db, userId),
    db
      .select({ auctioneerId: auctioneerUsers.auctioneerId })
      .from(auctioneerUsers)
      .where(eq(auctioneerUsers.userId, userId))
      .limit(1),
  ]);
  return grants.roles.length > 0 || grants.specialPermissions.length > 0 || auctioneerLink !== undefined;
}

/**
 * A one-time sign-in link for a user, made by a holder of CREATE_USER_LOGIN_LINKS: for buyers and sellers,
 * never for oneself, for staff or for an auctioneer's office. Only the secret's hash is stored; an earlier open link for
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
  if (await actsForCirculaOrAnAuctioneer(deps.db, userId)) {
    throw new AppError(
      'LOGIN_LINK_FOR_STAFF',
      'Links de acesso são só para compradores e vendedores: esta pessoa faz parte da equipe Circula ou de um leiloeiro.',
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
