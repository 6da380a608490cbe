import { findRefreshToken, insertAuthEvent, revokeSession } from './auth-repository.js';
import type { AuthDeps } from './context.js';
import { sha256, verifyAccessToken } from './tokens.js';

/**
 * Ends the session named by the access token or, without one, by the refresh cookie. Signing out of a
 * session that is already over is not an error: the client clears its state either way.
 */
export async function signOut(
  deps: AuthDeps,
  input: { accessToken: string | undefined; refreshToken: string | undefined; userAgent: string | null },
): Promise<void> {
  let sessionId: string | undefined;
  if (input.accessToken) sessionId = (await verifyAccessToken(deps.config, input.accessToken))?.sessionId;
  if (!sessionId && input.refreshToken) {
    sessionId = (await findRefreshToken(deps.db, sha256(input.refreshToken)))?.session.id;
  }
  if (!sessionId) return;
  const revoked = await revokeSession(deps.db, sessionId, 'signout');
  if (revoked) {
    await insertAuthEvent(deps.db, {
      userId: revoked.userId,
      sessionId,
      type: 'SIGNOUT',
      method: null,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    });
  }
}
