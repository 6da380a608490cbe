import * as oidc from 'openid-client';
import type { AuthDeps } from './context.js';
import { googleCallbackUrl, googleClient } from './google-client.js';
import { signState } from './tokens.js';

export const oidcStateAudience = 'circula-oidc-google';

/**
 * Builds the issuer's authorization address. State, nonce and the PKCE verifier travel in a signed,
 * short-lived httpOnly cookie (returned as `transaction`) so any API process can finish the sign-in.
 */
export async function startGoogleSignIn(
  deps: AuthDeps,
  input: { nextUrl?: string | undefined; referralSlug?: string | undefined },
) {
  const client = await googleClient(deps.config);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const authorizationUrl = oidc.buildAuthorizationUrl(client, {
    redirect_uri: googleCallbackUrl(deps.config).toString(),
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const transaction = await signState(deps.config, oidcStateAudience, {
    state,
    nonce,
    codeVerifier,
    nextUrl: input.nextUrl ?? '/',
    ...(input.referralSlug ? { referralSlug: input.referralSlug } : {}),
  });
  return { authorizationUrl, transaction };
}
