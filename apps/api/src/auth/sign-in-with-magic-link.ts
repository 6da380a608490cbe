import { AppError } from '../shared/errors.js';
import { markEmailVerified } from '../users/create-user.js';
import { destinationAfterSignIn } from '../users/declarations.js';
import { findUserForEmail } from '../users/find-user.js';
import type { AuthDeps } from './context.js';
import { startSession } from './start-session.js';
import { consumeLinkToken } from './verification.js';

/**
 * Uses a magic link up and signs its owner in; the link also proves the e-mail. Answers the session and where
 * to go: the destination, or first the declarations step for an account that still owes them.
 */
export async function signInWithMagicLink(
  deps: AuthDeps,
  input: { token: string; userAgent: string | null; destination: string },
) {
  const { token, userAgent } = input;
  const result = await consumeLinkToken(deps.db, 'MAGIC_LINK', token);
  if (!result.ok) {
    if (result.reason === 'expired') {
      throw new AppError('MAGIC_LINK_EXPIRED', 'Este link de acesso expirou. Peça um novo link.');
    }
    throw new AppError(
      'MAGIC_LINK_INVALID',
      'Este link de acesso não é válido ou já foi usado. Peça um novo link.',
    );
  }
  const user = await findUserForEmail(deps.db, result.subject);
  if (!user) throw new AppError('MAGIC_LINK_INVALID', 'Este link de acesso não é válido. Peça um novo link.');
  await markEmailVerified(deps.db, user);
  const session = await startSession(deps, { userId: user.id, method: 'magic-link', userAgent });
  return { session, nextUrl: await destinationAfterSignIn(deps.db, user.id, input.destination) };
}
