import { AppError } from '../shared/errors.js';
import { markEmailVerified, setPasswordHash } from '../users/create-user.js';
import { findUserForEmail } from '../users/find-user.js';
import { revokeAllSessions } from './auth-repository.js';
import type { AuthDeps } from './context.js';
import { hashPassword } from './passwords.js';
import { continueSession, startSession } from './start-session.js';
import { consumeLinkToken, revokeOpenSecrets } from './verification.js';

/**
 * Sets a new password from a reset link. Whoever knew the old password, or holds an older link or code, is
 * out: every open link and e-mail code of the address ends, and so does every session but the one the
 * reset was made from (when the person was signed in as the same user, it continues; otherwise they are
 * signed in on a fresh session).
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  context: { userAgent: string | null; current: { userId: string; sessionId: string } | null },
) {
  const result = await consumeLinkToken(deps.db, 'RESET_PASSWORD', input.token);
  if (!result.ok) {
    throw result.reason === 'expired'
      ? new AppError('RESET_LINK_EXPIRED', 'Este link de redefinição expirou. Peça um novo link.')
      : new AppError(
          'RESET_LINK_INVALID',
          'Este link de redefinição não é válido ou já foi usado. Peça um novo link.',
        );
  }
  const user = await findUserForEmail(deps.db, result.subject);
  if (!user)
    throw new AppError('RESET_LINK_INVALID', 'Este link de redefinição não é válido. Peça um novo link.');
  await setPasswordHash(deps.db, user.id, await hashPassword(input.password));
  await markEmailVerified(deps.db, user);
  await revokeOpenSecrets(deps.db, user.email);
  const current = context.current?.userId === user.id ? context.current : null;
  await revokeAllSessions(deps.db, user.id, 'password-reset', current?.sessionId ?? null);
  if (current) return continueSession(deps, current);
  return startSession(deps, { userId: user.id, method: 'reset-password', userAgent: context.userAgent });
}
