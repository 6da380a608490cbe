import { AppError } from '../shared/errors.js';
import { findActiveSession, insertAuthEvent, revokeSession } from './auth-repository.js';
import type { AuthDeps } from './context.js';

/** Ends one of the user's own sessions (another device, or this one). */
export async function revokeUserSession(deps: Pick<AuthDeps, 'db'>, userId: string, sessionId: string) {
  const session = await findActiveSession(deps.db, sessionId);
  if (!session || session.userId !== userId) {
    throw new AppError('SESSION_NOT_FOUND', 'Sessão não encontrada ou já encerrada.');
  }
  await revokeSession(deps.db, sessionId, 'revoked-by-user');
  await insertAuthEvent(deps.db, {
    userId,
    sessionId,
    type: 'SIGNOUT',
    method: 'revoked-by-user',
    userAgent: null,
  });
}
