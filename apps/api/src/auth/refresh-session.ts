import { AppError } from '../shared/errors.js';
import {
  findRefreshToken,
  insertRefreshToken,
  revokeSession,
  spendRefreshToken,
  touchSession,
} from './auth-repository.js';
import type { AuthDeps } from './context.js';
import { type IssuedSession, refreshTokenExpiry } from './start-session.js';
import { newOpaqueToken, sha256, signAccessToken } from './tokens.js';

const expired = () => new AppError('REFRESH_TOKEN_INVALID', 'Sua sessão expirou. Entre novamente.');

/**
 * Trades a refresh token for a new one and a new access token. A token is good once: presenting a spent
 * one means it was copied, so the whole session is revoked and the event is logged.
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string | undefined,
): Promise<IssuedSession> {
  if (!refreshToken) throw expired();
  const found = await findRefreshToken(deps.db, sha256(refreshToken));
  if (!found) throw expired();
  const { token, session } = found;
  if (token.usedAt || !(await spendRefreshToken(deps.db, token.id))) {
    const revoked = await revokeSession(deps.db, session.id, 'refresh-token-reuse');
    deps.log.warn(
      { sessionId: session.id, userId: session.userId, alreadyRevoked: !revoked },
      'refresh token reused: session revoked',
    );
    throw expired();
  }
  const now = Date.now();
  if (session.revokedAt || session.expiresAt.getTime() <= now || token.expiresAt.getTime() <= now) {
    throw expired();
  }
  const next = newOpaqueToken();
  const refreshTokenExpiresAt = refreshTokenExpiry(deps);
  await insertRefreshToken(deps.db, {
    sessionId: session.id,
    tokenHash: sha256(next),
    expiresAt: refreshTokenExpiresAt,
  });
  await touchSession(deps.db, session.id, refreshTokenExpiresAt);
  const accessToken = await signAccessToken(deps.config, { userId: session.userId, sessionId: session.id });
  return { sessionId: session.id, accessToken, refreshToken: next, refreshTokenExpiresAt };
}
