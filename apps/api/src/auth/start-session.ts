import { acceptStaffInvitations } from '../backoffice/staff-management.js';
import { insertAuthEvent, insertRefreshToken, insertSession, touchSession } from './auth-repository.js';
import type { AuthDeps, SignInMethod } from './context.js';
import { newOpaqueToken, sha256, signAccessToken } from './tokens.js';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  /** Goes only into the httpOnly cookie. */
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

export function refreshTokenExpiry(deps: AuthDeps): Date {
  return new Date(Date.now() + deps.config.AUTH_REFRESH_TOKEN_TTL_DAYS * 86_400_000);
}

/** Signs a user in on one device: a new session, its first refresh token, an access token and SIGNIN. */
export async function startSession(
  deps: AuthDeps,
  input: { userId: string; method: SignInMethod; userAgent: string | null },
): Promise<IssuedSession> {
  // An invitation to the back office sent to this (verified) e-mail is taken up now.
  await acceptStaffInvitations(deps.db, input.userId);
  const refreshTokenExpiresAt = refreshTokenExpiry(deps);
  const userAgent = input.userAgent?.slice(0, 512) ?? null;
  const session = await insertSession(deps.db, {
    userId: input.userId,
    method: input.method,
    userAgent,
    expiresAt: refreshTokenExpiresAt,
  });
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(deps.db, {
    sessionId: session.id,
    tokenHash: sha256(refreshToken),
    expiresAt: refreshTokenExpiresAt,
  });
  await insertAuthEvent(deps.db, {
    userId: input.userId,
    sessionId: session.id,
    type: 'SIGNIN',
    method: input.method,
    userAgent,
  });
  const accessToken = await signAccessToken(deps.config, { userId: input.userId, sessionId: session.id });
  return { sessionId: session.id, accessToken, refreshToken, refreshTokenExpiresAt };
}

/** New credentials for a session the user already holds on this device (it stays the same session). */
export async function continueSession(
  deps: AuthDeps,
  input: { userId: string; sessionId: string },
): Promise<IssuedSession> {
  const refreshTokenExpiresAt = refreshTokenExpiry(deps);
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(deps.db, {
    sessionId: input.sessionId,
    tokenHash: sha256(refreshToken),
    expiresAt: refreshTokenExpiresAt,
  });
  await touchSession(deps.db, input.sessionId, refreshTokenExpiresAt);
  const accessToken = await signAccessToken(deps.config, input);
  return { sessionId: input.sessionId, accessToken, refreshToken, refreshTokenExpiresAt };
}
