import { isSafeNextUrl } from '@circula/domain';
import * as oidc from 'openid-client';
import { AppError } from '../shared/errors.js';
import { createUser, markEmailVerified } from '../users/create-user.js';
import { destinationAfterSignIn } from '../users/declarations.js';
import { findUserForEmail, getUserOrThrow } from '../users/find-user.js';
import { findAccount, insertAccount } from './auth-repository.js';
import type { AuthDeps } from './context.js';
import { googleCallbackUrl, googleClient } from './google-client.js';
import { oidcStateAudience } from './start-google-sign-in.js';
import { startSession } from './start-session.js';
import { verifyState } from './tokens.js';

const failed = () =>
  new AppError('GOOGLE_SIGNIN_FAILED', 'Não foi possível entrar com o Google. Tente novamente.');

/**
 * Exchanges the authorization code (checking state, nonce and PKCE), then finds the user by the linked
 * Google account, else by the verified e-mail (linking it), else creates one. An unverified Google
 * e-mail is refused: it would let anyone claim an address. A person who has not yet made the sign-up
 * declarations (spec §5) is sent to the step that records them before going on.
 */
export async function finishGoogleSignIn(
  deps: AuthDeps,
  input: { query: string; transaction: string | undefined; userAgent: string | null },
) {
  const client = await googleClient(deps.config);
  const saved = input.transaction
    ? await verifyState(deps.config, oidcStateAudience, input.transaction)
    : null;
  if (!saved || typeof saved.state !== 'string' || typeof saved.nonce !== 'string') throw failed();
  const { state, nonce, codeVerifier, nextUrl, referralSlug } = saved as Record<string, string | undefined>;
  const currentUrl = googleCallbackUrl(deps.config);
  currentUrl.search = input.query;
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
      pkceCodeVerifier: codeVerifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    deps.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'google sign-in refused');
    throw failed();
  }
  if (!claims?.sub || typeof claims.email !== 'string' || claims.email_verified !== true) throw failed();

  const account = await findAccount(deps.db, 'google', claims.sub);
  let user = account
    ? await getUserOrThrow(deps.db, account.userId)
    : await findUserForEmail(deps.db, claims.email);
  if (!user) {
    const name =
      typeof claims.name === 'string' && claims.name.trim() ? claims.name : claims.email.split('@')[0]!;
    user = (
      await createUser(deps.db, {
        name,
        email: claims.email,
        image: typeof claims.picture === 'string' ? claims.picture : null,
        referralSlug: referralSlug ?? null,
        emailVerified: true,
      })
    ).user;
  } else {
    await markEmailVerified(deps.db, user);
  }
  if (!account)
    await insertAccount(deps.db, { userId: user.id, provider: 'google', providerAccountId: claims.sub });
  const session = await startSession(deps, { userId: user.id, method: 'google', userAgent: input.userAgent });
  // An account Google created has none of the sign-up declarations: the person makes them first.
  const destination = nextUrl && isSafeNextUrl(nextUrl) ? nextUrl : '/';
  return { session, nextUrl: await destinationAfterSignIn(deps.db, user.id, destination) };
}
