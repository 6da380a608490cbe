import { AppError } from '../shared/errors.js';
import {
  deleteRefreshToken,
  findRefreshToken,
  findSpentRefreshToken,
  insertRefreshToken,
  revokeSession,
  spendRefreshToken,
  touchSession,
} from './auth-repository.js';
import type { AuthDeps } from './context.js';
import { type IssuedSession, refreshTokenExpiry } from './start-session.js';
import { newOpaqueToken, openSuccessor, sealSuccessor, sha256, signAccessToken } from './tokens.js';

/**
 * Several tabs of one browser share the refresh cookie, and each may refresh at the same moment (on load,
 * on a 401). A token presented again this soon after its own rotation is taken as such a race, not as a
 * copy: it gets a new access token for the same session and the cookie is set to the current successor.
 * Later than this, a spent token means it was copied, and the session is revoked.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;

// How far a chain of rotations inside the grace window is followed to find the live token.
const maxSuccessorHops = 5;

const expired = () => new AppError('REFRESH_TOKEN_INVALID', 'Sua sessão expirou. Entre novamente.');

/**
 * Trades a refresh token for a new one and a new access token. A token is good once, apart from the grace
 * window above; presenting a spent one after it means it was copied, so the whole session is revoked and
 * the event is logged.
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string | undefined,
): Promise<IssuedSession> {
  if (!refreshToken) throw expired();
  const found = await findRefreshToken(deps.db, sha256(refreshToken));
  if (!found) throw expired();
  const { token, session } = found;
  const now = Date.now();
  const sessionOpen = !session.revokedAt && session.expiresAt.getTime() > now;

  if (!token.usedAt) {
    // The successor exists before the spend, so a concurrent request that loses the race can find it.
    const next = newOpaqueToken();
    const refreshTokenExpiresAt = refreshTokenExpiry(deps);
    await insertRefreshToken(deps.db, {
      sessionId: session.id,
      tokenHash: sha256(next),
      expiresAt: refreshTokenExpiresAt,
    });
    if (await spendRefreshToken(deps.db, token.id, sealSuccessor(next, refreshToken))) {
      if (!sessionOpen || token.expiresAt.getTime() <= now) throw expired();
      await touchSession(deps.db, session.id, refreshTokenExpiresAt);
      const accessToken = await signAccessToken(deps.config, {
        userId: session.userId,
        sessionId: session.id,
      });
      return { sessionId: session.id, accessToken, refreshToken: next, refreshTokenExpiresAt };
    }
    await deleteRefreshToken(deps.db, sha256(next));
  }

  if (sessionOpen) {
    const successor = await liveSuccessorWithinGrace(deps, token.id, refreshToken);
    if (successor) {
      const accessToken = await signAccessToken(deps.config, {
        userId: session.userId,
        sessionId: session.id,
      });
      return { sessionId: session.id, accessToken, ...successor };
    }
  }

  const revoked = await revokeSession(deps.db, session.id, 'refresh-token-reuse');
  deps.log.warn(
    { sessionId: session.id, userId: session.userId, alreadyRevoked: !revoked },
    'refresh token reused: session revoked',
  );
  throw expired();
}

/** The newest token of the chain after `tokenId`, if `tokenId` was spent within the grace window. */
async function liveSuccessorWithinGrace(deps: AuthDeps, tokenId: string, rawToken: string) {
  const spent = await findSpentRefreshToken(deps.db, tokenId);
  if (!spent?.successorSealed || spent.secondsSinceUse >= REFRESH_REUSE_GRACE_SECONDS) return null;
  let sealed: string | null = spent.successorSealed;
  let raw = rawToken;
  for (let hop = 0; hop < maxSuccessorHops && sealed; hop++) {
    const successor = openSuccessor(sealed, raw);
    if (!successor) return null;
    const next = await findRefreshToken(deps.db, sha256(successor));
    if (!next || next.token.expiresAt.getTime() <= Date.now()) return null;
    if (!next.token.usedAt) {
      return { refreshToken: successor, refreshTokenExpiresAt: next.token.expiresAt };
    }
    sealed = next.token.successorSealed;
    raw = successor;
  }
  return null;
}
