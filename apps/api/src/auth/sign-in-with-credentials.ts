import type { CredentialsSignInInput } from '@circula/domain';
import { AppError } from '../shared/errors.js';
import { findUserForEmail } from '../users/find-user.js';
import type { AuthDeps } from './context.js';
import { verifyPassword } from './passwords.js';
import { startSession } from './start-session.js';

/** E-mail and password. Unknown e-mail, no password and a wrong password all get the same answer. */
export async function signInWithCredentials(
  deps: AuthDeps,
  input: CredentialsSignInInput,
  userAgent: string | null,
) {
  const user = await findUserForEmail(deps.db, input.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    throw new AppError('INVALID_CREDENTIALS', 'Email ou senha incorretos.');
  }
  return startSession(deps, { userId: user.id, method: 'credentials', userAgent });
}
