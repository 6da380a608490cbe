import { AppError } from '../shared/errors.js';
import { markEmailVerified, setPasswordHash } from '../users/create-user.js';
import { findUserForEmail } from '../users/find-user.js';
import { revokeAllSessions } from './auth-repository.js';
import type { AuthDeps } from './context.js';
import { hashPassword } from './passwords.js';
import { startSession } from './start-session.js';
import { consumeLinkToken } from './verification.js';

/**
 * Sets a new password from a reset link. Every existing session ends (whoever knew the old password is
 * out) and the person is signed in on a fresh one.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  userAgent: string | null,
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
  await revokeAllSessions(deps.db, user.id, 'password-reset');
  return startSession(deps, { userId: user.id, method: 'reset-password', userAgent });
}
